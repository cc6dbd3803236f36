import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a certification body named in prose by its
 * full name — its country office, its division, its legal form ('DNV Business Assurance', 'SGS
 * Nederland B.V.', 'LRQA Limited') — is the issuer by that whole name, not by its first word; a
 * label or a date that follows the name on the same line is no part of it.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');

describe('a certification body named in full (issue 19)', () => {
  it.each([
    [
      'Our ISO 27001 certificate (IS-88123) was issued by BSI Assurance UK Ltd and is valid until 14 May 2028.',
      {
        scheme: 'ISO 27001',
        number: 'IS-88123',
        issuer: 'BSI Assurance UK Ltd',
        expiresOn: '2028-05-14',
      },
    ],
    [
      'DNV Business Assurance certifies our environmental management system to ISO 14001:2015 under certificate number 30412-2024-AE-GBR, valid until 2 March 2027.',
      {
        scheme: 'ISO 14001',
        number: '30412-2024-AE-GBR',
        issuer: 'DNV Business Assurance',
        expiresOn: '2027-03-02',
      },
    ],
    [
      'Our ISO 45001 certificate from LRQA Limited (number OHS-60412) runs until 9 September 2027.',
      { scheme: 'ISO 45001', number: 'OHS-60412', issuer: 'LRQA Limited', expiresOn: '2027-09-09' },
    ],
  ])('reads the English %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it.each([
    [
      'Ons ISO 9001-certificaat (nummer Q-33107) is afgegeven door SGS Nederland B.V. en is geldig tot en met 1 april 2028.',
      {
        scheme: 'ISO 9001',
        number: 'Q-33107',
        issuer: 'SGS Nederland B.V.',
        expiresOn: '2028-04-01',
      },
    ],
    [
      'Bureau Veritas Certification Nederland B.V. certificeert ons managementsysteem volgens ISO 45001:2018; certificaatnummer BV-NL-2291, geldig tot 5 juni 2027.',
      {
        scheme: 'ISO 45001',
        number: 'BV-NL-2291',
        issuer: 'Bureau Veritas Certification Nederland B.V.',
        expiresOn: '2027-06-05',
      },
    ],
    [
      'Ons milieucertificaat ISO 14001:2015 van TÜV Rheinland Nederland B.V. (nummer TR-1229-NL) loopt tot 30 november 2027.',
      {
        scheme: 'ISO 14001',
        number: 'TR-1229-NL',
        issuer: 'TÜV Rheinland Nederland B.V.',
        expiresOn: '2027-11-30',
      },
    ],
  ])('reads the Dutch %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('takes no label, date or standard that follows the name on the same line', async () => {
    const en = 'ISO 9001 certificate QA-2201 issued by DNV Expiry 3 May 2027';
    const nl = 'ISO 9001-certificaat KW-2201 afgegeven door Kiwa Geldig tot 3 mei 2027';
    const month =
      'Our ISO 9001 certificate QA-2202, issued by NQA March 2025, runs until March 2028.';
    expect((await brief(en)).map((c) => c.issuer)).toEqual(['DNV']);
    expect((await brief(nl)).map((c) => c.issuer)).toEqual(['Kiwa']);
    expect((await brief(month)).map((c) => c.issuer)).toEqual(['NQA']);
  });
});
