import { describe, expect, it } from 'vitest';
import { sheetOfDocuments } from './certificateTestSheet';

/**
 * A body's short name in brackets right after a certificate's number, written for these tests
 * (issue 19, item 6, set 13's class: 'Certificate EC 24114 (Compass) was not renewed'). A bare
 * name in brackets may be a site or a town as well, so it is the issuer only when another
 * document of the knowledge base writes a body by that name in full — then the full name.
 */
const sheet = async (...texts: string[]) =>
  (await sheetOfDocuments(...texts)).certificates
    .filter((c) => c.scheme === 'ISO 14001')
    .map((c) => ({ number: c.number, issuer: c.issuer, expiresOn: c.expiresOn }));

const letters = {
  en: 'Northgate Assurance Pty Ltd\nDear Ms Wu,\nWe confirm that your system meets ISO 9001:2015. Your new certificate, number QA 5001, is valid until 1 May 2028.',
  nl: 'ISO 9001-certificaat nr. Q-7001, afgegeven door Certio Keuringen B.V., geldig tot 1 mei 2028.',
};

describe("a body's short name in brackets beside the number (issue 19, item 6)", () => {
  it.each([
    [
      'English, a table row',
      letters.en,
      '| ISO 14001:2015 | No - lapsed 31/03/2026 | Certificate EMS 3301 (Northgate) was not renewed |',
      'Northgate Assurance Pty Ltd',
    ],
    [
      'English, prose',
      letters.en,
      'Our ISO 14001 certificate EMS 3301 (Northgate) expired on 31 March 2026.',
      'Northgate Assurance Pty Ltd',
    ],
    [
      'English, a register line',
      letters.en,
      'ISO 14001 - certificate EMS 3301 (Northgate), valid until 31/03/2026',
      'Northgate Assurance Pty Ltd',
    ],
    [
      'Dutch, een tabelregel',
      letters.nl,
      '| ISO 14001 | Nee - verlopen 31-03-2026 | Certificaat EMS 3301 (Certio) is niet verlengd |',
      'Certio Keuringen B.V.',
    ],
    [
      'Dutch, proza',
      letters.nl,
      'Ons ISO 14001-certificaat EMS 3301 (Certio) is op 31 maart 2026 verlopen.',
      'Certio Keuringen B.V.',
    ],
    [
      'Dutch, een registerregel',
      letters.nl,
      'ISO 14001 - certificaat EMS 3301 (Certio), geldig tot 31-03-2026',
      'Certio Keuringen B.V.',
    ],
  ])('%s', async (_, other, text, issuer) => {
    expect(await sheet(other, text)).toEqual([
      { number: 'EMS 3301', issuer, expiresOn: '2026-03-31' },
    ]);
  });

  it('reads no issuer from a bracketed town or site the knowledge base names no body by', async () => {
    expect(
      await sheet(
        letters.en,
        'Our ISO 14001 certificate EMS 3301 (Kempsey) expired on 31 March 2026.',
      ),
    ).toEqual([{ number: 'EMS 3301', issuer: null, expiresOn: '2026-03-31' }]);
    expect(
      await sheet(letters.nl, 'ISO 14001 - certificaat EMS 3301 (Zwolle), geldig tot 31-03-2026'),
    ).toEqual([{ number: 'EMS 3301', issuer: null, expiresOn: '2026-03-31' }]);
  });
});
