/**
 * Issue 21, notices read right: lot groups are no lots, a joint procurement keeps every buyer's
 * region, procedure types are read, and change notices say which notice they change. Real
 * notices from ../shared/data/ted; where the data has no example, a real notice with one element
 * added.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNoticeXml } from './parseNotice';

const TED = new URL('../../../../shared/data/ted/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, TED), 'utf8');

describe('eForms lots and buyers', () => {
  it('does not count a lot group (GLO-0001) as a lot', () => {
    const t = parseNoticeXml(read('eforms-real-notices/2024-OJS047-00137599.xml'));
    expect(t.lots?.map((l) => l.id)).toEqual(['LOT-0001']);
  });

  it('keeps the region of every buyer of a joint procurement', () => {
    const xml = read('eforms-real-notices/2024-OJS198-00611835.xml');
    // The second buyer (ORG-0005) gets a region of its own.
    const joint = xml.replace(
      '<cbc:CityName>Bruxelles</cbc:CityName><cac:Country>',
      '<cbc:CityName>Bruxelles</cbc:CityName><cbc:CountrySubentityCode listName="nuts">BE211</cbc:CountrySubentityCode><cac:Country>',
    );
    expect(joint).not.toBe(xml);
    const t = parseNoticeXml(joint);
    expect(t.nuts).toContain('BE100');
    expect(t.nuts).toContain('BE211');
  });

  it('reads the procedure type (BT-105)', () => {
    const types = [
      '2024-OJS012-00032045.xml',
      '2024-OJS015-00041387.xml',
      '2024-OJS017-00047522.xml',
      '2024-OJS018-00050164.xml',
      '2024-OJS028-00082127.xml',
      '2024-OJS044-00127505.xml',
    ].map((f) => parseNoticeXml(read(`eforms-real-notices/${f}`)).procedureType);
    expect(types.every((t) => t !== undefined)).toBe(true);
    expect(types).toContain('open');
  });
});

describe('change notices', () => {
  it('an eForms change notice is a rectification naming the notice it changes (BT-758)', () => {
    const xml = read('eforms-real-notices/2024-OJS012-00032045.xml');
    const original = parseNoticeXml(xml);
    expect(original.publicationType).toBe('contract_notice');
    expect(original.noticeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(original.changeOf).toBeNull();
    const changed = xml.replace(
      '<efac:Publication>',
      `<efac:Changes><efbc:ChangedNoticeIdentifier>${original.noticeId!.toUpperCase()}-01</efbc:ChangedNoticeIdentifier></efac:Changes><efac:Publication>`,
    );
    const t = parseNoticeXml(changed);
    expect(t.publicationType).toBe('rectification');
    expect(t.changeOf).toBe(original.noticeId);
  });

  it('a TED-XML corrigendum (F14) names the notice it corrects by its publication number', () => {
    const t = parseNoticeXml(read('ted-xml-r209-real-notices/23-119901-001-EXP.xml'));
    expect(t.publicationType).toBe('rectification');
    expect(t.changeOf).toBe('267307-2022');
  });
});
