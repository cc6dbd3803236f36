import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a certificate written as a card of labelled
 * lines under its standard ('Nummer: …', 'Issuing body: …', 'Vervaldatum: …'), each line read by
 * its label as a table's cell is read by its column, whatever the order of the lines and however
 * many; the card ends at a line with another label or another standard.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');

describe('a certificate written as a card of labelled lines (issue 19)', () => {
  it.each([
    [
      'Standard: ISO 45001\nCertificate reference: OH-7781\nAssessed by: NQA\nExpiry: 1 May 2028',
      { scheme: 'ISO 45001', number: 'OH-7781', issuer: 'NQA', expiresOn: '2028-05-01' },
    ],
    [
      'ISO 9001:2015\nCertificate number: QA 410277\nIssuing body: Alcumus Certification Ltd\nValid until: 9 May 2028',
      {
        scheme: 'ISO 9001',
        number: 'QA 410277',
        issuer: 'Alcumus Certification Ltd',
        expiresOn: '2028-05-09',
      },
    ],
    [
      'Scheme: Cyber Essentials Plus\nIssued: 3 March 2026\nCertifier: Shield Assessment Ltd\nExpires: 2 March 2027\nCertificate no.: CEP-55120',
      {
        scheme: 'Cyber Essentials Plus',
        number: 'CEP-55120',
        issuer: 'Shield Assessment Ltd',
        expiresOn: '2027-03-02',
      },
    ],
    [
      'Norm: ISO 9001\nNummer: Q-7781\nInstelling: DNV\nGeldig tot: 1 mei 2028',
      { scheme: 'ISO 9001', number: 'Q-7781', issuer: 'DNV', expiresOn: '2028-05-01' },
    ],
    [
      'Certificaat: VCA**\nCertificaatnummer: VCA-7781\nUitgevende instantie: Certa Keuringen B.V.\nVervaldatum: 14-03-2028',
      {
        scheme: 'VCA**',
        number: 'VCA-7781',
        issuer: 'Certa Keuringen B.V.',
        expiresOn: '2028-03-14',
      },
    ],
    [
      'ISO 14001:2015\nKenmerk: MZ 22810\nAfgegeven: 1 juli 2024\nCertificerende instantie: Groenlicht Certificering B.V.\nLoopt af op: 30 juni 2027',
      {
        scheme: 'ISO 14001',
        number: 'MZ 22810',
        issuer: 'Groenlicht Certificering B.V.',
        expiresOn: '2027-06-30',
      },
    ],
  ])('reads %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('ends a card at a line of another kind or another standard', async () => {
    expect(
      await brief(
        'Norm: ISO 9001\nNummer: Q-1120\nInstelling: Kiwa\nOpmerking: het vorige certificaat verliep op 1 mei 2025\nGeldig tot: 1 mei 2028',
      ),
    ).toEqual([{ scheme: 'ISO 9001', number: 'Q-1120', issuer: 'Kiwa', expiresOn: null }]);
    expect(
      await brief(
        'Standard: ISO 9001\nNumber: Q-1\nValid until: 1 May 2028\nStandard: ISO 14001\nNumber: E-22\nBody: SGS\nValid until: 1 June 2027',
      ),
    ).toEqual([
      { scheme: 'ISO 9001', number: 'Q-1', issuer: null, expiresOn: '2028-05-01' },
      { scheme: 'ISO 14001', number: 'E-22', issuer: 'SGS', expiresOn: '2027-06-01' },
    ]);
  });
});

describe('an issuer labelled in a line of prose (issue 19)', () => {
  it.each([
    [
      'ISO 27001, certificate IS-2023-118, issuing body: Brightline Certification Ltd, expiry 31 December 2027.',
      'Brightline Certification Ltd',
    ],
    [
      'ISO 9001 certificate QA-4410 (assessed by Pennant Assurance Ltd) is valid until 1 July 2027.',
      'Pennant Assurance Ltd',
    ],
    [
      'Our ISO 14001 certificate EM-7781; certifier: Northgate Assessment Ltd; valid until 1 June 2028.',
      'Northgate Assessment Ltd',
    ],
    [
      'Certificaat ISO 27001 nr. 2023-IS-118, uitgevende instantie: DigiTrust Certificering B.V., einddatum 31-12-2027.',
      'DigiTrust Certificering B.V.',
    ],
    [
      'Ons ISO 9001-certificaat KW-4410 (certificerende instantie Certa Kwaliteit B.V.) is geldig tot 1 juli 2027.',
      'Certa Kwaliteit B.V.',
    ],
    [
      'ISO 14001-certificaat MZ-7781, uitgevende instelling: Groenlicht Certificering B.V., geldig tot 1 juni 2028.',
      'Groenlicht Certificering B.V.',
    ],
  ])('reads the issuer of %s', async (text, issuer) => {
    expect((await brief(text)).map((c) => c.issuer)).toEqual([issuer]);
  });
});
