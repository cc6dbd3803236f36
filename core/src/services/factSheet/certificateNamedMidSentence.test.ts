import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a sentence that goes on about the certificate
 * just named without opening with it — the body as the subject ('NQA issued the certificate …',
 * 'Certa Keuringen B.V. heeft het certificaat … afgegeven'), or 'the certificate' further on
 * ('Since 2024 we have held the certificate …'). Its number, body and dates are that certificate's;
 * a sentence about another party's certificate ('our subcontractor's …', 'het certificaat van
 * onze onderaannemer') lends it nothing.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');

describe('a sentence that names the certificate further on (issue 19)', () => {
  it.each([
    [
      'For information security we work with ISO 27001. NQA issued the certificate with number IS-55120 in May 2025, and it runs until 30 April 2028.',
      { scheme: 'ISO 27001', number: 'IS-55120', issuer: 'NQA', expiresOn: '2028-04-30' },
    ],
    [
      'Health and safety is managed under ISO 45001:2018. Since June 2024 we have held the certificate, number OH 61205, from SGS; it remains valid until 2 June 2027.',
      { scheme: 'ISO 45001', number: 'OH 61205', issuer: 'SGS', expiresOn: '2027-06-02' },
    ],
    [
      'We chose Cyber Essentials Plus for our hosting. Shield Assessment Ltd granted the certificate (CEP-77120) on 3 March 2026; it expires on 2 March 2027.',
      {
        scheme: 'Cyber Essentials Plus',
        number: 'CEP-77120',
        issuer: 'Shield Assessment Ltd',
        expiresOn: '2027-03-02',
      },
    ],
    [
      'Voor informatiebeveiliging werken wij met ISO 27001. In 2025 heeft BSI ons het certificaat met nummer IS 702211 verstrekt, geldig tot 30 april 2028.',
      { scheme: 'ISO 27001', number: 'IS 702211', issuer: 'BSI', expiresOn: '2028-04-30' },
    ],
    [
      'Onze milieuzorg is ingericht volgens ISO 14001. Sinds 2024 beschikken wij over het certificaat, nummer EMS-30122, uitgegeven door Kiwa en geldig tot 1 juli 2027.',
      { scheme: 'ISO 14001', number: 'EMS-30122', issuer: 'Kiwa', expiresOn: '2027-07-01' },
    ],
    [
      'Wij werken veilig volgens VCA*. Certa Keuringen B.V. heeft het certificaat (nr. VK-40112) op 5 maart 2025 afgegeven en het blijft geldig tot 4 maart 2028.',
      {
        scheme: 'VCA*',
        number: 'VK-40112',
        issuer: 'Certa Keuringen B.V.',
        expiresOn: '2028-03-04',
      },
    ],
  ])('reads %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it.each([
    'We work to ISO 9001. Our subcontractor sent us the certificate of its welding shop, number S-2001, valid until 1 January 2028.',
    'We work to ISO 9001. For the welding, a supplier holds the certificate, number S-2001, valid until 1 January 2028.',
    'Wij werken volgens ISO 9001. Onze onderaannemer heeft het certificaat van zijn lasbedrijf, nummer S-2001, geldig tot 1 januari 2028.',
    'Wij werken volgens ISO 9001. Een leverancier bezit het certificaat, nummer S-2001, geldig tot 1 januari 2028.',
  ])('lends nothing of another party’s certificate: %s', async (text) => {
    // 'We work to ISO 9001' may be read as a claim of its own; the other party's details never.
    const read = await brief(text);
    expect(read.map((c) => [c.number, c.issuer, c.expiresOn])).toEqual(
      read.map(() => [null, null, null]),
    );
  });
});
