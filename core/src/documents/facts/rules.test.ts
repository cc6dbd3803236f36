/** The rules on short Dutch and English passages written the way tenders write them. */
import { describe, expect, it } from 'vitest';
import { extractTenderFacts } from './extractTenderFacts';
import { findDates } from './dates';

describe('dates', () => {
  it('reads Dutch and English formats with times', () => {
    const iso = (text: string, lang: 'nl' | 'en') => findDates(text, lang).map((d) => d.iso);
    expect(iso('uiterlijk 12 maart 2024 om 12:00 uur', 'nl')).toEqual(['2024-03-12T12:00']);
    expect(iso('vóór 12-03-2024 14.30 uur', 'nl')).toEqual(['2024-03-12T14:30']);
    expect(iso('by March 12, 2024 at 2:00 PM', 'en')).toEqual(['2024-03-12T14:00']);
    expect(iso('on 12 March 2024', 'en')).toEqual(['2024-03-12']);
    expect(iso('due 03/13/18 by 5:00 p.m.', 'en')).toEqual(['2018-03-13T17:00']);
    expect(iso('op 13/03/2018', 'nl')).toEqual(['2018-03-13']);
    expect(iso('section 1.2.10 and 31-02-2024', 'nl')).toEqual([]);
  });
});

describe('facts from Dutch text', () => {
  const pages = [
    [
      'Aanbestedende dienst: Gemeente Utrecht',
      'Kenmerk: UTR-2024-017',
      '',
      'De opdracht betreft CPV 72000000-5 (IT-diensten) en 48000000-8.',
      '',
      'Vragen kunnen tot uiterlijk 1 februari 2024 om 10:00 uur worden gesteld via TenderNed.',
      '',
      'De inschrijving moet uiterlijk 12 maart 2024 om 12:00 uur zijn ingediend.',
    ].join('\n'),
    [
      '3 Gunningscriteria',
      '',
      'De opdracht wordt gegund op basis van de beste prijs-kwaliteitverhouding (BPKV).',
      '',
      'Plan van aanpak 40%',
      'Risicobeheersing 20%',
      'Prijs 40%',
      '',
      "Het plan van aanpak bestaat uit maximaal 10 pagina's A4.",
      '',
      'Inschrijver voegt een ingevuld UEA toe en een Gedragsverklaring Aanbesteden van maximaal twee jaar oud.',
      '',
      'Inschrijver beschikt over een geldig ISO 27001-certificaat.',
      '',
      'De gemiddelde jaaromzet over de laatste drie jaar bedraagt minimaal € 1.000.000.',
      '',
      'Inschrijver toont twee referentieopdrachten aan van vergelijkbare omvang.',
    ].join('\n'),
  ];
  const f = extractTenderFacts(pages);

  it('buyer, reference, CPV codes', () => {
    expect(f.buyer).toMatchObject({ value: 'Gemeente Utrecht', page: 1 });
    expect(f.reference).toMatchObject({ value: 'UTR-2024-017', page: 1 });
    expect(f.cpvCodes.map((c) => c.value)).toEqual(['72000000-5', '48000000-8']);
  });

  it('deadlines with their kinds', () => {
    expect(f.deadlines.map((d) => [d.value.kind, d.value.date, d.page])).toEqual([
      ['questions', '2024-02-01T10:00', 1],
      ['submission', '2024-03-12T12:00', 1],
    ]);
  });

  it('weighted award criteria from the criteria page', () => {
    expect(f.awardCriteria.map((c) => [c.value.name, c.value.weight, c.page])).toEqual([
      ['Plan van aanpak', 40, 2],
      ['Risicobeheersing', 20, 2],
      ['Prijs', 40, 2],
    ]);
  });

  it('requirements and limits', () => {
    expect(f.requirements.map((r) => r.value.kind)).toEqual([
      'declaration',
      'certificate',
      'turnover',
      'references',
    ]);
    expect(f.limits.map((l) => [l.value.kind, l.value.value])).toEqual([['pages', 10]]);
  });
});

describe('award criteria written other ways', () => {
  it('prijs/kwaliteit ratio and maximum points (EMVI)', () => {
    const f = extractTenderFacts([
      [
        'Gunningscriteria (EMVI)',
        '',
        'De verhouding prijs/kwaliteit is 30/70.',
        '',
        'Plan van aanpak: maximaal 40 punten',
        'Duurzaamheid: maximaal 20 punten',
      ].join('\n'),
    ]);
    expect(f.awardCriteria.map((c) => [c.value.name, c.value.weight, c.value.points])).toEqual([
      ['Prijs', 30, null],
      ['Kwaliteit', 70, null],
      ['Plan van aanpak', null, 40],
      ['Duurzaamheid', null, 20],
    ]);
  });
});

describe('facts from English text', () => {
  const f = extractTenderFacts([
    [
      'Contracting authority: City of Amsterdam',
      '',
      'Tenders must be submitted no later than 14 April 2025 at 12:00 CET.',
      '',
      'Award criteria',
      'Quality 60%',
      'Price 40%',
      '',
      'The technical proposal shall not exceed 20 pages. The executive summary is limited to 500 words.',
      '',
      'Grounds for exclusion apply as set out in the ESPD.',
    ].join('\n'),
  ]);
  it('reads the same kinds of facts', () => {
    expect(f.buyer?.value).toBe('City of Amsterdam');
    expect(f.deadlines.map((d) => [d.value.kind, d.value.date])).toEqual([
      ['submission', '2025-04-14T12:00'],
    ]);
    expect(f.awardCriteria.map((c) => [c.value.name, c.value.weight])).toEqual([
      ['Quality', 60],
      ['Price', 40],
    ]);
    expect(f.limits.map((l) => [l.value.kind, l.value.value])).toEqual([
      ['pages', 20],
      ['words', 500],
    ]);
    expect(f.requirements[0]?.value.kind).toBe('exclusion');
  });

  it('a text without tender facts yields none', () => {
    const none = extractTenderFacts([
      'The weather was fine on 3 May 2021. We walked 20 kilometres and ate 95% of the cake.',
    ]);
    expect(none.deadlines).toEqual([]);
    expect(none.awardCriteria).toEqual([]);
    expect(none.limits).toEqual([]);
    expect(none.requirements).toEqual([]);
  });
});
