import { describe, expect, it } from 'vitest';
import { sheetOf as sheetFor } from './certificateTestSheet';
import { factPassages } from '../drafts/draftEvidence';
import { validityEnded } from './certificateClaims';

/**
 * Wording written for these tests (issue 19, item 6): every way a company writes that a
 * certificate ended — past tense, 'expired', 'lapsed', 'not renewed', 'verlopen', 'niet
 * verlengd', a date range that ended, a table with a status column — is read with its number,
 * issuer and expiry together, and no draft sentence states it as held after that date.
 */
const TODAY = '2026-11-27';
const sheetOf = (text: string) => sheetFor(text, 'Beleid.pdf');
const brief = async (text: string) =>
  (await sheetOf(text)).certificates.map((c) => [c.scheme, c.number, c.issuer, c.expiresOn]);
async function claims(text: string, language: 'en' | 'nl', today = TODAY) {
  const sheet = await sheetOf(text);
  return factPassages([{ knowledgeBaseId: 'kb1', sheet }], language, today).map((p) => p.text);
}

describe('an ended certificate is read whole and never claimed (issue 19, item 6)', () => {
  it('reads "was certified … until <date>; we did not renew" with number, issuer and expiry', async () => {
    const prose =
      'Our incident process was certified against ISO 22301:2019 (certificate CM-410, issued by BSI) until 30 April 2026; we did not renew that certificate.';
    expect(await brief(prose)).toEqual([['ISO 22301', 'CM-410', 'BSI', '2026-04-30']]);
    expect(await claims(prose, 'en')).toEqual([]);
    // Before its end the same statement is claimed with its own details.
    expect(await claims(prose, 'en', '2026-01-10')).toEqual([
      'We hold the ISO 22301:2019 certificate, issued by BSI (certificate number CM-410), valid until 30 April 2026.',
    ]);
  });

  it('reads Dutch past tense: "Tot <datum> waren wij … gecertificeerd", "niet verlengd"', async () => {
    const prose =
      'Tot 28 februari 2026 waren wij ISO 14001-gecertificeerd (certificaat MZ-77, afgegeven door Kiwa); dat certificaat hebben we niet verlengd.';
    expect(await brief(prose)).toEqual([['ISO 14001', 'MZ-77', 'Kiwa', '2026-02-28']]);
    expect(await claims(prose, 'nl')).toEqual([]);
  });

  it('reads a date range that ended: "certified from … to …", "gecertificeerd van … tot …"', async () => {
    expect(
      await brief(
        'We were certified to ISO 9001 from 1 April 2021 to 31 March 2026 (QA-61, Kiwa).',
      ),
    ).toEqual([['ISO 9001', 'QA-61', 'Kiwa', '2026-03-31']]);
    expect(
      await brief(
        'Wij waren gecertificeerd voor ISO 27001 van 1 juni 2022 tot 31 mei 2025, certificaatnummer IS-92, uitgegeven door DEKRA.',
      ),
    ).toEqual([['ISO 27001', 'IS-92', 'DEKRA', '2025-05-31']]);
  });

  it('leaves out a certificate that ended without a date: "did not renew", "no longer", "niet meer verlengd"', async () => {
    for (const ended of [
      'Our ISO 14001 certificate from DEKRA expired and we did not renew it.',
      'We have not renewed our ISO 22301 certificate.',
      'We no longer hold ISO 9001.',
      'Ons ISO 27001-certificaat hebben we niet meer verlengd.',
      'Het ISO 14001-certificaat verlengden we niet.',
    ])
      expect({ ended, sheet: await brief(ended) }).toEqual({ ended, sheet: [] });
    // Words near 'renew' or 'no longer' that do not end the certificate keep it.
    expect(
      await brief('We have not extended our ISO 27001 scope yet; we no longer have open findings.'),
    ).toEqual([['ISO 27001', null, null, null]]);
    // A bare 'tot' before a number that is no date is no expiry.
    expect(
      await brief('Ons ISO 27001-gecertificeerde platform schaalt tot 2000 gebruikers.'),
    ).toEqual([['ISO 27001', null, null, null]]);
  });

  it('reads a status column: an ended row is not claimed, a valid row is', async () => {
    const nl =
      'Certificaat | Nummer | Uitgegeven door | Geldig t/m | Status\nISO 27001 | IS-1 | BSI | 1-5-2028 | Geldig\nISO 22301 | BC-2 | DNV | 31-3-2026 | Verlopen\nISO 14001 | EM-3 | Kiwa | | Niet verlengd';
    expect(await brief(nl)).toEqual([
      ['ISO 27001', 'IS-1', 'BSI', '2028-05-01'],
      ['ISO 22301', 'BC-2', 'DNV', '2026-03-31'],
    ]);
    expect(await claims(nl, 'nl')).toEqual([
      // Its own row does not settle whether '1-5-2028' is 1 May or 5 January: no day is claimed.
      'Wij zijn gecertificeerd voor ISO 27001, afgegeven door BSI (certificaatnummer IS-1).',
    ]);
    const en =
      'Certificate | Number | Issued by | Status\nISO 9001 | QM-1 | DNV | Valid\nISO 22301 | BC-2 | DNV | Expired';
    expect(await brief(en)).toEqual([['ISO 9001', 'QM-1', 'DNV', null]]);
    const sideBySide = ' | ISO 9001 | ISO 22301\nNumber | QM-1 | BC-2\nStatus | Active | Lapsed';
    expect(await brief(sideBySide)).toEqual([['ISO 9001', 'QM-1', null, null]]);
  });

  it('takes no quoted sentence that states an ended certificate as evidence', () => {
    for (const ended of [
      'Our continuity system was certified against ISO 22301 (certificate CM-410, issued by BSI) until 30 April 2026; we did not renew it.',
      'We were certified to ISO 9001 from 1 April 2021 to 31 March 2026 (QA-61, Kiwa).',
      'Tot 28 februari 2026 waren wij ISO 14001-gecertificeerd.',
      'We have not renewed our ISO 22301 certificate.',
      'ISO 22301 | BC-2 | DNV | Verlopen',
      'ISO 22301 | BC-2 | DNV | Expired',
    ])
      expect({ ended, no: validityEnded(ended, TODAY) }).toEqual({ ended, no: true });
    for (const valid of [
      'We have been certified to ISO 9001 since 2015.',
      'Our ISO 9001 certificate (QM-1) runs to 1 May 2028.',
      'From 2019 to 2021 we built 14 portals.',
      'Ons ISO 27001-certificaat is geldig tot en met 1 mei 2028.',
    ])
      expect({ valid, no: validityEnded(valid, TODAY) }).toEqual({ valid, no: false });
  });
});
