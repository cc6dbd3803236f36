import { describe, expect, it } from 'vitest';
import { sheetOfDocuments } from './certificateTestSheet';

/**
 * One certificate written in two documents of a knowledge base, written for these tests (issue 19,
 * item 6, set 13's class): a register or tender table gives its number and expiry, a printed copy
 * (cut by the chunker, so without its number) or a letter gives the body's full name; or a table
 * names the body short where another document writes it in full. The sheet reads one certificate
 * with the details of both — never when the numbers or dates tell them apart.
 */
const sheet = async (...texts: string[]) =>
  (await sheetOfDocuments(...texts)).certificates.map((c) => ({
    scheme: c.scheme,
    number: c.number,
    issuer: c.issuer,
    expiresOn: c.expiresOn,
  }));

describe('one certificate written in two places (issue 19, item 6)', () => {
  it.each([
    [
      'English: a register row and the copy cut below its declaration',
      '| Standard | Certificate no. | Expiry |\n| ISO 45001:2018 | OHS 55120 | 30/05/2028 |',
      'ISO 45001:2018\n\nfor the following scope:\nGroundworks and drainage.\n\nValid until:    30 May 2028\n\nIssued by Harbourline Assurance Services Pty Ltd, JAS-ANZ accredited',
      {
        scheme: 'ISO 45001',
        number: 'OHS 55120',
        issuer: 'Harbourline Assurance Services Pty Ltd',
        expiresOn: '2028-05-30',
      },
    ],
    [
      'English: a short body name in a table, the full name on the copy',
      '| Standard | Held? | Evidence |\n| ISO 9001:2015 | Yes | Northgate Certification certificate QA 7712, valid to 01/04/2027 |',
      'ISO 9001:2015\n\nScope:\nJoinery.\n\nExpiry date:    1 April 2027\n\nIssued by Northgate Certification Ltd',
      {
        scheme: 'ISO 9001',
        number: 'QA 7712',
        issuer: 'Northgate Certification Ltd',
        expiresOn: '2027-04-01',
      },
    ],
    [
      'English: a prose line without an expiry, a register row without a body',
      'We hold ISO 14001 (certificate EMS 40911, issued by BSI).',
      '| Standard | Certificate no. | Expiry |\n| ISO 14001 | EMS 40911 | 09/10/2027 |',
      {
        scheme: 'ISO 14001',
        number: 'EMS 40911',
        issuer: 'BSI',
        expiresOn: '2027-10-09',
      },
    ],
    [
      'Dutch: een registerregel en de afgeknipte kopie',
      '| Norm | Certificaatnummer | Geldig tot |\n| ISO 14001 | MS 30418 | 31-03-2028 |',
      'ISO 14001:2015\n\nReikwijdte:\nSchilderwerk in de woningbouw.\n\nGeldig tot:    31-03-2028\n\nNoordkaap Certificering B.V., Assen - geaccrediteerd door de RvA',
      {
        scheme: 'ISO 14001',
        number: 'MS 30418',
        issuer: 'Noordkaap Certificering B.V.',
        expiresOn: '2028-03-31',
      },
    ],
    [
      'Dutch: een korte naam in de tabel, de volle naam op de kopie',
      '| Certificaat | In bezit? | Bewijs |\n| VCA** | Ja | DEKRA, nr. VCA-66120, geldig tot 12-12-2027 |',
      'DEKRA Certification B.V. verklaart hierbij dat Smit Onderhoud B.V. voldoet aan VCA**\nCertificaatnummer: VCA-66120\nGeldig tot: 12-12-2027',
      {
        scheme: 'VCA**',
        number: 'VCA-66120',
        issuer: 'DEKRA Certification B.V.',
        expiresOn: '2027-12-12',
      },
    ],
    [
      'Dutch: een zin zonder einddatum, een register met einddatum',
      'Wij zijn ISO 9001-gecertificeerd (certificaatnummer K 44012, afgegeven door Kiwa Nederland B.V.).',
      '| Norm | Nummer | Vervaldatum |\n| ISO 9001 | K 44012 | 15-06-2028 |',
      {
        scheme: 'ISO 9001',
        number: 'K 44012',
        issuer: 'Kiwa Nederland B.V.',
        expiresOn: '2028-06-15',
      },
    ],
  ])('%s', async (_, first, second, expected) => {
    expect(await sheet(first, second)).toEqual([expected]);
  });

  it('keeps two certificates apart when their numbers differ or their expiries disagree', async () => {
    expect(
      await sheet(
        '| Standard | Certificate no. | Expiry |\n| ISO 9001 | QA 100 | 30/05/2028 |',
        'ISO 9001:2015\n\nValid until:    29 May 2025\n\nIssued by Harbourline Assurance Services Pty Ltd',
        'ISO 9001 certificate QA 099 (issued by BSI), valid until 29/05/2025.',
      ),
    ).toEqual([
      // The copy's expiry is QA 099's, but its body disagrees with QA 099's own: nothing is lent.
      { scheme: 'ISO 9001', number: 'QA 100', issuer: null, expiresOn: '2028-05-30' },
      { scheme: 'ISO 9001', number: 'QA 099', issuer: 'BSI', expiresOn: '2025-05-29' },
    ]);
  });
});
