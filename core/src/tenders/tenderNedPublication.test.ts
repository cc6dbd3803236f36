/** TenderNed publications → TenderRecord, including the bad input the API may send. */
import { describe, expect, it } from 'vitest';
import { NoticeParseError } from './noticeErrors';
import {
  mapTenderNedPage,
  mapTenderNedPublication,
  tenderNedNoticeType,
} from './tenderNedPublication';

const item = {
  publicatieId: '401234',
  publicatieDatum: '2026-03-02',
  typePublicatie: { code: 'AAO', omschrijving: 'Aankondiging van een opdracht' },
  aanbestedingNaam: 'Onderhoud openbare verlichting',
  opdrachtgeverNaam: 'Gemeente Zaanstad',
  sluitingsDatum: '2026-04-14T12:00:00',
  typeOpdracht: { code: 'W', omschrijving: 'Werken' },
  europees: false,
  opdrachtBeschrijving: 'Raamovereenkomst voor onderhoud van de openbare verlichting.',
  cpvCodes: [
    { code: '50232100-1', isHoofdOpdracht: false },
    { code: '45316110-9', isHoofdOpdracht: true },
    { code: '45316110-9', isHoofdOpdracht: false },
  ],
  link: { href: 'https://www.tenderned.nl/papi/tenderned-rs-tns/v2/publicaties/401234' },
};

describe('mapTenderNedPublication', () => {
  it('maps a publication: main CPV first, duplicates dropped, Amsterdam time, national scope', () => {
    const t = mapTenderNedPublication(item);
    expect(t).toMatchObject({
      source: 'tenderned',
      sourceId: '401234',
      title: 'Onderhoud openbare verlichting',
      titles: { nl: 'Onderhoud openbare verlichting' },
      buyer: 'Gemeente Zaanstad',
      category: 'works',
      cpvCodes: ['45316110', '50232100'],
      mainCpv: '45316110',
      publicationType: 'contract_notice',
      scope: 'national',
      country: 'NL',
      language: 'nl',
    });
    // 12:00 in Amsterdam on 14 April (summer time) is 10:00 UTC.
    expect(t.deadline?.toDate().toISOString()).toBe('2026-04-14T10:00:00.000Z');
    expect(t.publishedAt.toDate().toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });

  it('a publication without CPV codes maps with empty CPV fields', () => {
    const t = mapTenderNedPublication({ ...item, cpvCodes: undefined });
    expect(t.cpvCodes).toEqual([]);
    expect(t.mainCpv).toBeNull();
    expect(t.category).toBe('works');
  });

  it('unknown type codes fall back to the Dutch description, then to contract notice', () => {
    expect(tenderNedNoticeType({ code: 'X1', omschrijving: 'Rectificatie' })).toBe('rectification');
    expect(tenderNedNoticeType({ code: 'X2', omschrijving: 'Vooraankondiging' })).toBe(
      'prior_notice',
    );
    expect(tenderNedNoticeType({ code: 'X3', omschrijving: 'Aankondiging gegunde opdracht' })).toBe(
      'award',
    );
    expect(tenderNedNoticeType('??')).toBe('contract_notice');
  });

  it('refuses items without id or date with a NoticeParseError, never a TypeError', () => {
    for (const bad of [
      null,
      42,
      [],
      { ...item, publicatieId: '' },
      { ...item, publicatieDatum: 'gisteren' },
    ]) {
      expect(() => mapTenderNedPublication(bad as never)).toThrow(NoticeParseError);
    }
  });

  it('a page keeps its good items and lists the bad ones', () => {
    const page = mapTenderNedPage({ content: [item, { publicatieId: '9' }, 'x'], last: true });
    expect(page.tenders.map((t) => t.sourceId)).toEqual(['401234']);
    expect(page.rejected.map((r) => r.id)).toEqual(['9', null]);
    expect(page.last).toBe(true);
    expect(() => mapTenderNedPage('<html>')).toThrow(NoticeParseError);
  });
});
