import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6, set 12's classes): a certificate number with
 * lower-case letters in it, as accredited bodies write their accreditation mark into it
 * ('…-AQ-NLD-RvA', '…-Ldn'), after the word certificate in a bulleted list or a sentence; and a
 * term's end written in brackets after a bare 'to' ('valid for twelve months (to 19 August 2026)'),
 * the only place a bare 'to' dates an expiry.
 */
describe('a certificate number with lower-case letters (issue 19, item 6)', () => {
  it.each([
    [
      '- 30 June 2028: ISO 9001:2015, certificate 77120-2022-AQ-GBR-UKAS-Ldn, LRQA Limited.',
      'ISO 9001',
      '77120-2022-AQ-GBR-UKAS-Ldn',
    ],
    ['Our ISO 14001 certificate 40318-EMS-Irl is held with SGS.', 'ISO 14001', '40318-EMS-Irl'],
    [
      'For ISO 45001 (certificate 5521-OHS-Gb, issued by NQA) the scope covers all depots.',
      'ISO 45001',
      '5521-OHS-Gb',
    ],
    [
      '- 14 mei 2029: ISO 27001:2022, certificaat 618204-2023-ISMS-NLD-RvA, DNV Business Assurance B.V.',
      'ISO 27001',
      '618204-2023-ISMS-NLD-RvA',
    ],
    [
      'Wij hebben ISO 9001-certificaat 90412-Kw-Q van Kiwa, geldig tot 1 juni 2028.',
      'ISO 9001',
      '90412-Kw-Q',
    ],
    [
      'ISO 14001 (certificaat 2207-Milieu-Nl, afgegeven door DEKRA) geldt voor alle vestigingen.',
      'ISO 14001',
      '2207-Milieu-Nl',
    ],
  ])('%s', async (text, scheme, number) => {
    const read = await certificateDetails(text);
    expect(read.find((c) => c.scheme === scheme)?.number).toBe(number);
  });

  it('never takes a lower-case word for the number', async () => {
    const read = await certificateDetails(
      'Our ISO 9001 certificate holders2 are listed in the annex; the certificate runs until 1 May 2028.',
    );
    expect(read[0]?.number ?? null).toBeNull();
  });
});

describe("a term's end in brackets (issue 19, item 6)", () => {
  it.each([
    [
      'In March 2026 Shield Assessment Ltd issued our Cyber Essentials Plus certificate CEP-77102, valid for twelve months (to 2 March 2027).',
      '2027-03-02',
    ],
    [
      'Our ISO 27001 certificate IS 55120 from BSI was renewed for a three-year term (to 14 July 2028).',
      '2028-07-14',
    ],
    [
      'The ISO 9001 certificate (number QA 71204, NQA) runs for one year (to 30/09/2027).',
      '2027-09-30',
    ],
    ['Kiwa gaf ons ISO 9001-certificaat Q-44120 af voor drie jaar (tot 1 mei 2028).', '2028-05-01'],
    [
      'Het ISO 14001-certificaat E-55102 van DNV geldt voor één jaar (t/m 31-12-2027).',
      '2027-12-31',
    ],
    [
      'Ons VCA**-certificaat VCA-88012 van TÜV is drie jaar geldig (tot en met 12 maart 2029).',
      '2029-03-12',
    ],
  ])('%s', async (text, expiresOn) => {
    const read = await certificateDetails(text);
    expect(read[0]?.expiresOn).toBe(expiresOn);
  });

  it('never reads a bare "to" outside brackets as the expiry', async () => {
    const read = await certificateDetails(
      'Our ISO 9001 certificate QA 71204 from NQA was presented to 40 staff on 3 March 2026.',
    );
    expect(read[0]?.expiresOn ?? null).toBeNull();
  });
});
