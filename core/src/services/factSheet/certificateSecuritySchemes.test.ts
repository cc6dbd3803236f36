import { describe, expect, it } from 'vitest';
import { extractFactSheet } from './buildFactSheet';
import type { CompanyFactSheet } from '../../model/factSheet';
import type { FactSource } from './ruleExtractor';

/**
 * Wording written for these tests (issue 19, item 6): security schemes outside ISO — the UK's
 * Cyber Essentials and its audited 'Plus' level (issued by IASME or its certification bodies),
 * SOC 2 reports and PCI DSS — are read with their number (letters, digits and dashes), issuer
 * and expiry together, in English and Dutch prose, register lines and tables.
 */
const brief = async (text: string) =>
  (
    (await extractFactSheet(
      [
        {
          chunkId: 'c1',
          documentId: 'd1',
          documentName: 'Security.pdf',
          page: 1,
          text,
        } as FactSource,
      ],
      0,
    )) as unknown as CompanyFactSheet
  ).certificates.map((c) => [c.scheme, c.number, c.issuer, c.expiresOn]);

describe('security schemes beyond ISO are read whole (issue 19, item 6)', () => {
  it.each([
    [
      'Ons Cyber Essentials Plus-certificaat, nummer CEP-2026-00417, is afgegeven door IASME en is geldig tot 3 maart 2027.',
      ['Cyber Essentials Plus', 'CEP-2026-00417', 'IASME', '2027-03-03'],
    ],
    [
      'Voor onze Britse klanten beschikken wij over Cyber Essentials Plus (certificaatnummer UK-CEP-88120), verleend door IASME Consortium, geldig t/m 30 juni 2027.',
      ['Cyber Essentials Plus', 'UK-CEP-88120', 'IASME Consortium', '2027-06-30'],
    ],
    [
      'We hold Cyber Essentials Plus, certificate number IAS-CE-PLUS-5521, awarded by IASME after a technical audit, valid until 12 January 2027.',
      ['Cyber Essentials Plus', 'IAS-CE-PLUS-5521', 'IASME', '2027-01-12'],
    ],
    [
      'Our Cyber Essentials certificate (CE-773310, issued by IASME) remains valid until 9 October 2027.',
      ['Cyber Essentials', 'CE-773310', 'IASME', '2027-10-09'],
    ],
  ])('reads %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('tells Cyber Essentials from its Plus level in one register', async () => {
    const register = [
      'Certificaat | Nummer | Uitgegeven door | Geldig tot',
      'Cyber Essentials | CE-1001-A | IASME | 01-02-2027',
      'Cyber Essentials Plus | CEP-1002-B | IASME | 01-05-2027',
    ].join('\n');
    expect(await brief(register)).toEqual([
      ['Cyber Essentials Plus', 'CEP-1002-B', 'IASME', '2027-05-01'],
      ['Cyber Essentials', 'CE-1001-A', 'IASME', '2027-02-01'],
    ]);
  });

  it('reads SOC 2 and PCI DSS as certificates of their own', async () => {
    expect(
      await brief(
        'Wij zijn PCI DSS-gecertificeerd (certificaatnummer PCI-44-0912, afgegeven door SGS), geldig tot en met 31 mei 2027.',
      ),
    ).toEqual([['PCI DSS', 'PCI-44-0912', 'SGS', '2027-05-31']]);
    expect(
      (
        await brief('We hold a SOC 2 Type II report, issued by BDO, valid until 30 September 2027.')
      )[0]?.[0],
    ).toBe('SOC 2');
  });

  it('does not take a scheme the company only works towards or helps customers with', async () => {
    expect(await brief('We are working towards Cyber Essentials Plus next year.')).toEqual([]);
    expect(
      await brief('Wij hebben drie klanten geholpen hun Cyber Essentials-certificaat te behalen.'),
    ).toEqual([]);
  });
});
