import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): schemes the sheet did not know (ISO 13485,
 * ISO 37001, CHAS), a table's own column names ('Certificaatnr.', 'Afgegeven', 'Certificate No.',
 * 'Issued'), a number written with a space after its label, and an expiry written 'ran out on' /
 * 'liep af op' — in English and Dutch, each detail from its own certificate.
 */
const brief = (text: string) => certificateDetails(text, 'Certs.pdf');

describe('certificates of schemes, columns and wording not read before (issue 19)', () => {
  it('reads a Dutch table with "Certificaatnr." and "Afgegeven" columns, ISO 13485 and ISO 37001', async () => {
    const text = [
      'Norm | Certificaatnr. | Instelling | Afgegeven | Vervaldatum',
      'ISO 13485:2016 | MD-30417 | DNV | 02-05-2024 | 01-05-2027',
      'ISO 37001:2016 | AB-7720 | Kiwa Nederland | 11-09-2023 | 10-09-2026',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 13485', number: 'MD-30417', issuer: 'DNV', expiresOn: '2027-05-01' },
      { scheme: 'ISO 37001', number: 'AB-7720', issuer: 'Kiwa Nederland', expiresOn: '2026-09-10' },
    ]);
  });

  it('reads an English table with "Certificate No." and "Issued" columns, CHAS issued by CHAS', async () => {
    const text = [
      'Scheme | Certificate No. | Issued | Expiry',
      'CHAS | CHAS-55102 | 1 May 2025 | 30 April 2027',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'CHAS', number: 'CHAS-55102', issuer: 'CHAS', expiresOn: '2027-04-30' },
    ]);
  });

  it('reads a number with a space after its label, in English and Dutch', async () => {
    expect(
      await brief(
        'Our quality system is certified to ISO 9001:2015 by SGS (certificate QMS 40218), valid until 3 March 2028.',
      ),
    ).toEqual([
      { scheme: 'ISO 9001', number: 'QMS 40218', issuer: 'SGS', expiresOn: '2028-03-03' },
    ]);
    expect(
      await brief(
        'Ons ISO 37001-certificaat, certificaatnummer ABM 55120, afgegeven door Kiwa, is geldig tot 1 juni 2028.',
      ),
    ).toEqual([
      { scheme: 'ISO 37001', number: 'ABM 55120', issuer: 'Kiwa', expiresOn: '2028-06-01' },
    ]);
  });

  it('reads "ran out on" and "liep af op" as the expiry, and never lends the next certificate its number', async () => {
    const text =
      'Our environmental management is certified to ISO 14001 by BSI, valid until 9 May 2028. Our CHAS accreditation (membership no. CHAS-90417) ran out on 30 April 2026; we have applied again.';
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 14001', number: null, issuer: 'BSI', expiresOn: '2028-05-09' },
      { scheme: 'CHAS', number: 'CHAS-90417', issuer: 'CHAS', expiresOn: '2026-04-30' },
    ]);
    expect(
      await brief(
        'Ons ISO 13485-certificaat (nummer MD-7781, afgegeven door DNV) liep af op 31 januari 2026.',
      ),
    ).toEqual([{ scheme: 'ISO 13485', number: 'MD-7781', issuer: 'DNV', expiresOn: '2026-01-31' }]);
  });

  it('takes no standard, amount or word for a spaced number', async () => {
    expect(
      await brief(
        'Wij zijn gecertificeerd volgens ISO 9001, nummer is 12345, geldig tot 1 mei 2028.',
      ),
    ).toEqual([{ scheme: 'ISO 9001', number: null, issuer: null, expiresOn: '2028-05-01' }]);
    expect(
      await brief('We hold certificate ISO 27001 (issued by BSI), valid until 2 June 2028.'),
    ).toEqual([{ scheme: 'ISO 27001', number: null, issuer: 'BSI', expiresOn: '2028-06-02' }]);
  });
});

describe('a line about another certificate the sheet does not know lends nothing (issue 19)', () => {
  it.each([
    'Our quality management is certified to ISO 9001 by DNV, valid until 9 May 2028.\nOur Constructionline Gold accreditation (no. CL-44120) ran out on 30 April 2026.',
    'Ons kwaliteitssysteem is ISO 9001-gecertificeerd door DNV, geldig tot 9 mei 2028.\nOnze erkenning als leerbedrijf (nummer LB-44120) liep af op 30 april 2026.',
  ])('%s', async (text) => {
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 9001', number: null, issuer: 'DNV', expiresOn: '2028-05-09' },
    ]);
  });
});
