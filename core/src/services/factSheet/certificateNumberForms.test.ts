import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a certificate's number in the forms
 * registers and memos write it — after an abbreviated label ('certificaatnr.', 'reg.nr.'), after
 * a label the sheet did not know ('kenmerk', 'reference', 'ID'), with one capital before a space
 * ('K 55112'), right after the word certificate ('certificate 20471-EMS'), in brackets with a
 * space ('(FS 612345)'), and after a list of labels that names the standard first ('Certificate:
 * ISO 14001 / Number: EMS 12345').
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');
const numbers = async (text: string) => (await brief(text)).map((c) => [c.scheme, c.number]);

describe("a certificate's number in the forms companies write it (issue 19)", () => {
  it.each([
    ['ISO 45001 — NQA — registration no. 7781-OH — expiry 1 May 2028', 'ISO 45001', '7781-OH'],
    ['ISO 9001, reference QMS-2231, LRQA, valid until 31 May 2028.', 'ISO 9001', 'QMS-2231'],
    [
      'ISO 27001 (certificate ID: 2023-IS-118), BSI, valid until 31 December 2027.',
      'ISO 27001',
      '2023-IS-118',
    ],
    [
      'Our ISO 14001 certificate 20471-EMS (SGS) runs until 30 June 2027.',
      'ISO 14001',
      '20471-EMS',
    ],
    ['ISO 9001 — certificate 88120/QA — LRQA — expires 31 May 2028', 'ISO 9001', '88120/QA'],
    [
      'Our ISO 9001 certificate is held with BSI (FS 612345) and is valid until June 2027.',
      'ISO 9001',
      'FS 612345',
    ],
    ['Certificate: ISO 14001 / Number: EMS 12345 / Valid to: 30.06.2027', 'ISO 14001', 'EMS 12345'],
    [
      'We hold ISO 45001 with NQA; certificate number Q 77120; valid until 1 May 2028.',
      'ISO 45001',
      'Q 77120',
    ],
  ])('reads an English number: %s', async (text, scheme, number) => {
    expect(await numbers(text)).toEqual([[scheme, number]]);
  });

  it.each([
    [
      'VCA** — TÜV Nederland — certificaatnr. 12-VCA-4411 — verloopdatum 14-3-2028',
      'VCA**',
      '12-VCA-4411',
    ],
    ['ISO 9001, kenmerk KQ-2231, Kiwa, geldig t/m 31-5-2028', 'ISO 9001', 'KQ-2231'],
    ['ISO 14001 (referentie MZ-4471) van DNV is geldig tot 1 juli 2027.', 'ISO 14001', 'MZ-4471'],
    ['Ons ISO 14001-certificaat 20471-MZ (Kiwa) loopt tot 30 juni 2027.', 'ISO 14001', '20471-MZ'],
    [
      'Wij zijn ISO 14001 gecertificeerd door Kiwa Nederland B.V.; certificaatnummer K 55112; geldig tot 1 april 2028.',
      'ISO 14001',
      'K 55112',
    ],
    [
      'Ons ISO 9001-certificaat staat bij DNV (QA 771205) en is geldig tot juni 2027.',
      'ISO 9001',
      'QA 771205',
    ],
    ['Certificaat: ISO 27001 / Nummer: IS 55120 / Geldig tot: 30-06-2027', 'ISO 27001', 'IS 55120'],
    ['ISO 45001 van SGS, reg.nr. 88-VG-120, geldig tot 1 mei 2028.', 'ISO 45001', '88-VG-120'],
  ])('reads a Dutch number: %s', async (text, scheme, number) => {
    expect(await numbers(text)).toEqual([[scheme, number]]);
  });

  it.each([
    'Our ISO 9001 certificate covers 2024 to 2027 and is held with BSI.',
    'ISO 9001 certificate (EUR 25000 contract, GBP 12000 extension) held with BSI.',
    'Ons ISO 9001-certificaat (2024) staat bij DNV.',
    'Ons ISO 9001-certificaat (ISO 14001 volgt) staat bij DNV.',
    'Our ISO 9001 certificate 100% covers our sites, held with BSI.',
    'Our ISO 9001 certificate 2.0 scope was extended; BSI.',
    'Ons ISO 9001-certificaat 250 medewerkers, bij DNV.',
  ])('reads no year, amount, count, version or standard as a number: %s', async (text) => {
    expect((await numbers(text)).map(([, n]) => n)).not.toContainEqual(expect.stringMatching(/\d/));
  });
});
