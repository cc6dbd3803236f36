import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): the welding-quality certificates of
 * ISO 3834 (parts 2, 3 and 4 are three certificates of their own level), and a certification body
 * named in brackets beside the number, as registers and memos write it ('ISO 3834-2 (Certa
 * Lastechniek B.V., nummer …)'). In brackets a name counts as the issuer only when it says it
 * certifies or carries a legal form, as in prose.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');

describe('the welding-quality certificates of ISO 3834 (issue 19)', () => {
  it.each([
    [
      'Our welding quality system is certified to EN ISO 3834-2:2021 by TÜV SÜD; certificate no. TS-3834-1187, valid until 14 May 2028.',
      { scheme: 'ISO 3834-2', number: 'TS-3834-1187', issuer: 'TÜV SÜD', expiresOn: '2028-05-14' },
    ],
    [
      'ISO 3834-3 (Welding Certification Services Ltd, no. WCS-5521) expires on 30 September 2027.',
      {
        scheme: 'ISO 3834-3',
        number: 'WCS-5521',
        issuer: 'Welding Certification Services Ltd',
        expiresOn: '2027-09-30',
      },
    ],
    [
      'We hold ISO 3834-4 for elementary welding, certificate WQ-4410, issued by Bureau Veritas and valid through 1 March 2027.',
      {
        scheme: 'ISO 3834-4',
        number: 'WQ-4410',
        issuer: 'Bureau Veritas',
        expiresOn: '2027-03-01',
      },
    ],
    [
      'Het laswerk valt onder NEN-EN-ISO 3834-2 (Certa Lastechniek B.V., certificaatnummer CL-3834-77), geldig tot 31 januari 2028.',
      {
        scheme: 'ISO 3834-2',
        number: 'CL-3834-77',
        issuer: 'Certa Lastechniek B.V.',
        expiresOn: '2028-01-31',
      },
    ],
    [
      'Ons certificaat ISO 3834-3, nummer LC-20931, is afgegeven door Kiwa en loopt af op 12 juni 2027.',
      { scheme: 'ISO 3834-3', number: 'LC-20931', issuer: 'Kiwa', expiresOn: '2027-06-12' },
    ],
    [
      'Voor eenvoudig laswerk hebben wij ISO 3834-4 (nr. SK-3834-09, DEKRA), geldig t/m 4 april 2027.',
      { scheme: 'ISO 3834-4', number: 'SK-3834-09', issuer: 'DEKRA', expiresOn: '2027-04-04' },
    ],
  ])('reads %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('claims no certificate for a tender demand or a welder qualification standard', async () => {
    expect(await brief('The contractor must hold ISO 3834-2 for all structural welding.')).toEqual(
      [],
    );
    expect(await brief('De opdrachtnemer moet beschikken over ISO 3834-2.')).toEqual([]);
    expect(await brief('Our welders are qualified to ISO 9606-1.')).toEqual([]);
  });
});

describe('a certification body named in brackets beside the number (issue 19)', () => {
  it.each([
    [
      'Our ISO 27001 certificate (Certiq Assurance Ltd, IS-40021) runs until 8 August 2027.',
      {
        scheme: 'ISO 27001',
        number: 'IS-40021',
        issuer: 'Certiq Assurance Ltd',
        expiresOn: '2027-08-08',
      },
    ],
    [
      'ISO 45001 (Northbank Certification Ltd; no. NB-7781), expiring 2 December 2027.',
      {
        scheme: 'ISO 45001',
        number: 'NB-7781',
        issuer: 'Northbank Certification Ltd',
        expiresOn: '2027-12-02',
      },
    ],
    [
      'We also hold ISO 50001 (Halden Energy Assessment Ltd, certificate EN-99812), valid until 30 June 2027.',
      {
        scheme: 'ISO 50001',
        number: 'EN-99812',
        issuer: 'Halden Energy Assessment Ltd',
        expiresOn: '2027-06-30',
      },
    ],
    [
      'Ons ISO 9001-certificaat (Certa Kwaliteit B.V., nummer CK-1123) is geldig tot 5 mei 2028.',
      {
        scheme: 'ISO 9001',
        number: 'CK-1123',
        issuer: 'Certa Kwaliteit B.V.',
        expiresOn: '2028-05-05',
      },
    ],
    [
      'Wij zijn VCA* gecertificeerd (Veiligheid Keuringen B.V., nr. VK-88120), geldig t/m 1 februari 2028.',
      {
        scheme: 'VCA*',
        number: 'VK-88120',
        issuer: 'Veiligheid Keuringen B.V.',
        expiresOn: '2028-02-01',
      },
    ],
    [
      'ISO 14001 (Groenlicht Certificering B.V.; certificaatnummer GC-4410) loopt af op 30 juni 2027.',
      {
        scheme: 'ISO 14001',
        number: 'GC-4410',
        issuer: 'Groenlicht Certificering B.V.',
        expiresOn: '2027-06-30',
      },
    ],
  ])('reads %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('takes no bracketed name that is neither a body nor a company as the issuer', async () => {
    expect(
      await brief('Our ISO 9001 certificate (Head Office Leeds, QA-5120) runs until 1 May 2028.'),
    ).toEqual([{ scheme: 'ISO 9001', number: 'QA-5120', issuer: null, expiresOn: '2028-05-01' }]);
    expect(
      await brief('Ons ISO 9001-certificaat (Vestiging Zwolle, KZ-5120) is geldig tot 1 mei 2028.'),
    ).toEqual([{ scheme: 'ISO 9001', number: 'KZ-5120', issuer: null, expiresOn: '2028-05-01' }]);
  });
});
