/** A visual inserted into a section: read as its own block and placed in the Word file as a picture. */
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createI18n } from '../../../../app/i18n/i18n';
import { draftNodesToHtml, parseDraftHtml } from '../draftHtml';
import { docxLabels } from './docxLabels';
import { svgSize } from './docxVisuals';
import { type DocxVisual, type DraftExportMeta, draftToDocx } from './draftToDocx';
import { sectionBlocks } from './sectionBlocks';
import { testDraft, testSection } from './testDraft';

const BODY =
  '<p>Onze aanpak:</p><p><img data-visual-id="v1" alt="Aanpak &amp; fasen"></p><p>Slot</p>';
/** The smallest valid PNG (1 × 1). */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="540"><rect width="1080" height="540"/></svg>',
);

const META: DraftExportMeta = {
  companyName: 'Van Dijk Bouw B.V.',
  tenderReference: null,
  projectName: 'Brug Zuidas',
  language: 'nl',
};

async function open(visuals?: ReadonlyMap<string, DocxVisual>) {
  const i18n = await createI18n('nl');
  const draft = testDraft({ content: [testSection({ id: 's1', heading: 'Aanpak', body: BODY })] });
  const blob = await draftToDocx(
    draft,
    { ...META, ...(visuals ? { visuals } : {}) },
    docxLabels(i18n.getFixedT('nl')),
  );
  return unzipSync(new Uint8Array(await blob.arrayBuffer()));
}

describe('visuals in a draft', () => {
  it('keeps the reference through the view’s sanitizer and the editor’s HTML', () => {
    const nodes = parseDraftHtml(BODY);
    expect(nodes[1]).toEqual({
      kind: 'element',
      tag: 'p',
      children: [{ kind: 'visual', id: 'v1', alt: 'Aanpak & fasen' }],
    });
    expect(draftNodesToHtml(nodes)).toContain('<img data-visual-id="v1" alt="Aanpak &amp; fasen">');
    expect(parseDraftHtml('<img src="x" onerror="y">')).toEqual([]);
  });

  it('is a block of its own between the paragraphs around it', () => {
    expect(sectionBlocks(BODY).map((b) => b.kind)).toEqual(['paragraph', 'visual', 'paragraph']);
  });

  it('is placed in the .docx as an SVG picture with a PNG fallback, scaled to the text width', async () => {
    const files = await open(
      new Map([['v1', { type: 'svg', data: SVG, fallback: PNG, width: 1080, height: 540 }]]),
    );
    const media = Object.keys(files).filter((f) => f.startsWith('word/media/'));
    expect(media.some((f) => f.endsWith('.svg'))).toBe(true);
    expect(media.some((f) => f.endsWith('.png'))).toBe(true);
    const xml = strFromU8(files['word/document.xml']!);
    expect(xml).toContain('descr="Aanpak &amp; fasen"');
    // 600 × 300 px at 9525 EMU per pixel.
    expect(xml).toContain('cx="5715000" cy="2857500"');
  });

  it('writes the visual’s name when its picture could not be loaded', async () => {
    const xml = strFromU8((await open())['word/document.xml']!);
    expect(xml).toContain('[Aanpak &amp; fasen]');
  });

  it('reads an SVG’s size from its attributes or viewBox', () => {
    expect(svgSize('<svg width="800" height="600">')).toEqual({ width: 800, height: 600 });
    expect(svgSize('<svg viewBox="0 0 300 200">')).toEqual({ width: 300, height: 200 });
  });
});
