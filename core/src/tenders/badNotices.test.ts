/** Bad input never crashes the parser: typed errors for unreadable XML, empty fields otherwise. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isNoticeParseError } from './noticeErrors';
import { parseNoticeXml } from './parseNotice';

const TED = new URL('../../../../shared/data/ted/', import.meta.url);
const read = (f: string) => readFileSync(new URL(f, TED), 'utf8');
const REAL = 'eforms-real-notices/2024-OJS065-00191536.xml';

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (isNoticeParseError(e)) return e.code;
    throw e;
  }
}

describe('parseNoticeXml on bad input', () => {
  it('reports malformed or empty XML as malformedXml', () => {
    expect(codeOf(() => parseNoticeXml(''))).toBe('malformedXml');
    expect(codeOf(() => parseNoticeXml('<ContractNotice><cbc:ID>'))).toBe('malformedXml');
    expect(codeOf(() => parseNoticeXml('not xml at all'))).toBe('malformedXml');
  });

  it('reports a truncated real notice as malformedXml at every cut', () => {
    const xml = read(REAL);
    for (const fraction of [0.1, 0.33, 0.5, 0.9, 0.999]) {
      expect(codeOf(() => parseNoticeXml(xml.slice(0, Math.floor(xml.length * fraction))))).toBe(
        'malformedXml',
      );
    }
  });

  it('reports an unknown document as unknownFormat', () => {
    expect(codeOf(() => parseNoticeXml('<html><body>Service unavailable</body></html>'))).toBe(
      'unknownFormat',
    );
  });

  it('parses a notice without CPV codes to empty CPV fields', () => {
    const xml = read(REAL).replace(
      /<cac:(Main|Additional)CommodityClassification>[\s\S]*?<\/cac:\1CommodityClassification>/g,
      '',
    );
    const t = parseNoticeXml(xml);
    expect(t.cpvCodes).toEqual([]);
    expect(t.mainCpv).toBeNull();
    expect(t.category).toBe('works');
    expect(t.title).toMatch(/Reparatie vloeren/);
  });

  it('drops CPV codes that are not eight digits and keeps the rest', () => {
    const xml = read(REAL).replace('>45200000<', '>4520XX00<');
    const t = parseNoticeXml(xml);
    expect(t.cpvCodes).not.toContain('4520XX00');
    expect(t.cpvCodes).toContain('45300000');
  });

  it('reports a notice without any identifier as missingIdentifier', () => {
    const xml = read(REAL)
      .replace(/<efbc:NoticePublicationID[^>]*>[^<]*<\/efbc:NoticePublicationID>/, '')
      .replace(/<cbc:ID schemeName="notice-id">[^<]*<\/cbc:ID>/, '');
    expect(codeOf(() => parseNoticeXml(xml))).toBe('missingIdentifier');
  });

  it('parses every official eForms SDK example (fictitious values) without error', () => {
    const dir = new URL('eforms-sdk-examples/', TED);
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBe(9);
    for (const f of files) {
      const t = parseNoticeXml(readFileSync(new URL(f, dir), 'utf8'));
      expect(t.sourceId, f).not.toBe('');
      expect(t.title, f).not.toBe('');
      expect(t.cpvCodes.length, f).toBeGreaterThan(0);
    }
  });
});
