/**
 * Ends a certificate states without a day (issue 19, item 6): the end of a quarter ('ran for
 * three years to the end of the third quarter of 2025', 'liep tot eind tweede kwartaal 2025', 'end
 * of Q1 2027'), and a term counted from an audit whose day the copy's annex gives ('valid for 36
 * months from the audit date' over 'Recertification audit carried out on …'). A surveillance audit
 * never starts the term, and two candidate audit days leave the end unread. Wording written for
 * these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { certificateDetails, sheetOf } from './certificateTestSheet';
import { unheldNumbers } from './certificateUnheld';

describe("a quarter's end", () => {
  it('reads an English and a Dutch quarter, and a lapsed one is unheld', async () => {
    const en =
      'Our ISO 14001 certificate EM-3318 from Harbourline Certification ran for three years to the end of the third quarter of 2025 and was not renewed.';
    expect(await certificateDetails(en)).toEqual([
      {
        scheme: 'ISO 14001',
        number: 'EM-3318',
        issuer: 'Harbourline Certification',
        expiresOn: '2025-09-30',
      },
    ]);
    const nl =
      'Ons ISO 27001-certificaat IB-5120 liep tot eind tweede kwartaal 2025 en is niet verlengd.';
    expect((await certificateDetails(nl))[0]?.expiresOn).toBe('2025-06-30');
    const sheet = await sheetOf(en);
    expect(unheldNumbers([{ sheet }], '2026-11-28')).toContain('EM-3318');
    const q = 'Our ISO 9001 certificate QA-7710 is valid until the end of Q1 2027.';
    expect((await certificateDetails(q))[0]?.expiresOn).toBe('2027-03-31');
  });
});

describe('a term counted from the audit in the annex', () => {
  const copy = (annex: string[]) =>
    [
      'Harbourline Certification Ltd certifies that Tidewater Electrical Ltd operates a management system that meets ISO 9001:2015.',
      'Certificate number: HCL-Q-9904',
      'This certificate is valid for 36 months from the audit date.',
      'Annex: audits',
      ...annex,
    ].join('\n');

  it('counts from the one recertification audit day', async () => {
    const text = copy([
      'Recertification audit held on 10 March 2025; two minor findings.',
      'Surveillance audit planned for March 2026.',
    ]);
    expect((await certificateDetails(text))[0]?.expiresOn).toBe('2028-03-09');
  });

  it('reads the Dutch wording', async () => {
    const text = [
      'Kust Certificering B.V. verklaart dat het managementsysteem van Dijkstra Elektro B.V. voldoet aan ISO 14001:2015.',
      'Certificaatnummer: KC-M-3301',
      'Dit certificaat is geldig gedurende drie jaar na de datum van de hercertificeringsaudit.',
      'Bijlage: hercertificeringsaudit uitgevoerd op 4 juni 2024.',
    ].join('\n');
    expect((await certificateDetails(text))[0]?.expiresOn).toBe('2027-06-03');
  });

  it('leaves the end unread with two candidate audit days', async () => {
    const text = copy([
      'Recertification audit held on 10 March 2025.',
      'Extra audit on 2 July 2025 after a complaint.',
    ]);
    expect((await certificateDetails(text))[0]?.expiresOn).toBeNull();
  });
});
