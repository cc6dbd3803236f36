/** The offline infographic: what a reader of the picture sees, for each layout and size. */
import { describe, expect, it } from 'vitest';
import { chooseInfographicLayout, approachSteps } from './infographicLayout';
import { renderInfographicSvg } from './renderInfographic';
import { imageSize, renderOfflineImageSvg } from './renderOfflineImage';
import { FACTS } from './testFacts';

const render = (prompt: string, extra: Partial<Parameters<typeof renderInfographicSvg>[0]> = {}) =>
  renderInfographicSvg({
    width: 1080,
    height: 1350,
    title: 'Bid visual',
    prompt,
    language: 'en',
    facts: FACTS,
    ...extra,
  });

/** The text a reader sees: tspans joined, entities decoded. */
const visibleText = (svg: string) =>
  [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>|<text[^>]*>([^<]+)<\/text>/g)]
    .map((m) => m[1] ?? m[2])
    .join(' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('choosing the layout from the prompt', () => {
  it('reads numbered or bulleted lines as an approach in steps', () => {
    expect(chooseInfographicLayout('Our approach:\n1. Survey\n2. Design\n3. Build')).toBe('steps');
    expect(chooseInfographicLayout('- inventariseren\n- ontwerpen')).toBe('steps');
    expect(approachSteps('Aanpak: inventariseren; ontwerpen; uitvoeren')).toEqual([
      'inventariseren',
      'ontwerpen',
      'uitvoeren',
    ]);
  });

  it('finds the topic in English or Dutch, with an overview otherwise', () => {
    expect(chooseInfographicLayout('Tijdlijn van de aanbesteding')).toBe('timeline');
    expect(chooseInfographicLayout('Our ISO certificates')).toBe('certificates');
    expect(chooseInfographicLayout('Referentieprojecten van de laatste jaren')).toBe('references');
    expect(chooseInfographicLayout('Kerncijfers 2025')).toBe('keyFigures');
    expect(chooseInfographicLayout('Something for the cover page')).toBe('overview');
    expect(chooseInfographicLayout('Our key figures and certificates')).toBe('overview');
    expect(chooseInfographicLayout('Aanpak en planning')).toBe('steps');
  });
});

describe('renderInfographicSvg', () => {
  it('is deterministic and has exactly the requested size', () => {
    const a = render('Kerncijfers', { width: 800, height: 600 });
    expect(render('Kerncijfers', { width: 800, height: 600 })).toBe(a);
    expect(a).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"/,
    );
  });

  it('shows the key figures in the locale’s number and money formats', () => {
    const en = visibleText(render('Key figures'));
    expect(en).toContain('1,240');
    expect(en).toContain('Employees (2025)');
    expect(en).toMatch(/€87\.5m/i);
    const nl = visibleText(render('Kerncijfers', { language: 'nl' }));
    expect(nl).toContain('1.240');
    expect(nl).toContain('Medewerkers (2025)');
    expect(nl).toMatch(/€\s?87,5\s?mln/);
  });

  it('lists certificates with issuer and expiry, flagging expired and expiring ones', () => {
    const text = visibleText(render('Our certificates'));
    expect(text).toContain('ISO 9001:2015');
    expect(text).toContain('Issued by DNV · Valid until 1 Mar 2028');
    expect(text).toContain('Expired'); // CO2-prestatieladder, January 2025
    expect(text).toContain('Expires soon'); // VCA**, within 90 days
  });

  it('escapes text from documents and prompts, so the file stays well-formed', () => {
    const svg = render('References', { title: 'A <b>"bold"</b> & \u0007 title' });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp;  title');
    expect(svg).toContain('Brede school &lt;Zuid&gt; &amp; sporthal');
    expect(svg).not.toContain('\u0007');
  });

  it('draws the steps of an approach from the prompt, numbered', () => {
    const text = visibleText(render('Plan:\n1. Inventariseren\n2. Ontwerpen\n3. Uitvoeren'));
    expect(text).toMatch(/1 .*Inventariseren.*2 .*Ontwerpen.*3 .*Uitvoeren/);
  });

  it('draws the project’s deadlines on a timeline with today, in the visual’s language', () => {
    const text = visibleText(render('Tijdlijn', { language: 'nl' }));
    expect(text).toContain('Onderhoud bruggen 2027');
    expect(text).toMatch(
      /25 nov\.? 2026.*Vandaag.*1 dec\.? 2026 12:00.*Vragen: Nota van inlichtingen.*15 jan\.? 2027 10:00.*Inschrijving/,
    );
  });

  it('says what is missing instead of inventing facts', () => {
    const empty = {
      ...FACTS,
      certificates: [],
      referenceProjects: [],
      headcount: null,
      turnover: null,
      keyPeople: 0,
      project: null,
    };
    expect(visibleText(render('Overview', { facts: empty }))).toContain('No facts yet');
    expect(visibleText(render('Timeline', { facts: empty }))).toContain('No deadlines yet');
  });

  it('keeps every coordinate inside the picture, from the smallest to the largest size', () => {
    for (const [width, height] of [
      [256, 256],
      [256, 4096],
      [4096, 256],
      [4096, 4096],
    ] as const) {
      for (const prompt of ['Overview', 'Certificates', 'Timeline', '1. a\n2. b\n3. c']) {
        const svg = render(prompt, { width, height });
        for (const m of svg.matchAll(/\s(x|y|cx|cy)="(-?[\d.]+)"/g)) {
          const limit = m[1]!.includes('x') ? width : height;
          expect(Number(m[2])).toBeGreaterThanOrEqual(0);
          expect(Number(m[2])).toBeLessThanOrEqual(limit);
        }
      }
    }
  });
});

describe('the offline image', () => {
  it('is sized by the aspect ratio and says it is an offline rendering', () => {
    expect(imageSize('16:9')).toEqual({ width: 1024, height: 576 });
    expect(imageSize('9:16')).toEqual({ width: 576, height: 1024 });
    const svg = renderOfflineImageSvg({
      prompt: 'Een fietsbrug over de Maas',
      title: 'Brug',
      aspectRatio: '2:1',
      language: 'nl',
    });
    expect(svg).toContain('width="1024" height="512"');
    expect(visibleText(svg)).toContain('OFFLINE WEERGAVE');
    expect(visibleText(svg)).toContain('geen gegenereerde afbeelding');
    expect(visibleText(svg)).toContain('Een fietsbrug over de Maas');
    expect(
      renderOfflineImageSvg({ prompt: 'x', title: 'x', aspectRatio: '1:1', language: 'en' }),
    ).not.toBe(
      renderOfflineImageSvg({ prompt: 'y', title: 'x', aspectRatio: '1:1', language: 'en' }),
    );
  });
});
