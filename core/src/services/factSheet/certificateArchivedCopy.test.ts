import { describe, expect, it } from 'vitest';
import type { CompanyFactSheet } from '../../model/factSheet';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

/**
 * An older copy kept on its own page, written for these tests (issue 19, item 6, set 13's class):
 * no declaration, only the body's letterhead, the title with the standard, the holder's name and
 * place, and labelled lines. The holder's line does not end the copy; the letterhead is its
 * issuer, in full when another certificate of the knowledge base writes that body's full name.
 */
const sheet = async (...texts: string[]) =>
  (
    (await extractFactSheet(
      texts.map(
        (text, k) =>
          ({
            chunkId: `c${k}`,
            documentId: 'd1',
            documentName: 'Copy.pdf',
            page: k + 1,
            text,
          }) as FactSource,
      ),
      0,
    )) as unknown as CompanyFactSheet
  ).certificates
    .map((c) => ({ scheme: c.scheme, number: c.number, issuer: c.issuer, expiresOn: c.expiresOn }))
    .sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''));

const current = {
  en: 'This is to certify that Tamar Works Ltd complies with ISO 9001:2015\nCertificate number: QA 9120\nExpiry date: 12 May 2028\nIssued by NQA Certification Ltd',
  nl: 'DEKRA Certification B.V. verklaart hierbij dat Smit Onderhoud B.V. voldoet aan ISO 14001:2015\nCertificaatnummer: MS 9120\nGeldig tot: 12-05-2028',
};

describe('an older copy on a page of its own (issue 19, item 6)', () => {
  it.each([
    [
      'English, holder and place under the title',
      current.en,
      'Page 2 - previous certificate, for the file\nNQA\nCERTIFICATE ISO 9001:2015\nTamar Works Ltd, Plymouth\nCertificate number: QA 6017\nExpiry date: 11 May 2025\nSUPERSEDED',
      {
        scheme: 'ISO 9001',
        number: 'QA 6017',
        issuer: 'NQA Certification Ltd',
        expiresOn: '2025-05-11',
      },
    ],
    [
      'English, holder without a place',
      current.en,
      'NQA\nISO 9001:2015 CERTIFICATE\nTamar Works Ltd\nCertificate No: QA 6017\nValid until: 11 May 2025',
      {
        scheme: 'ISO 9001',
        number: 'QA 6017',
        issuer: 'NQA Certification Ltd',
        expiresOn: '2025-05-11',
      },
    ],
    [
      'English, a validity period',
      current.en,
      'NQA\nCERTIFICATE ISO 9001\nTamar Works Ltd, Plymouth\nCertificate number: QA 6017\nValidity: 12/05/2022 - 11/05/2025',
      {
        scheme: 'ISO 9001',
        number: 'QA 6017',
        issuer: 'NQA Certification Ltd',
        expiresOn: '2025-05-11',
      },
    ],
    [
      'Dutch, houder en plaats onder de titel',
      current.nl,
      '[pagina 2 - vorig certificaat]\nDEKRA\nCERTIFICAAT ISO 14001:2015\nSmit Onderhoud B.V., Assen\nCertificaatnummer: MS 5501\nGeldigheid: 13-05-2022 t/m 12-05-2025\nVERVALLEN',
      {
        scheme: 'ISO 14001',
        number: 'MS 5501',
        issuer: 'DEKRA Certification B.V.',
        expiresOn: '2025-05-12',
      },
    ],
    [
      'Dutch, houder zonder plaats',
      current.nl,
      'DEKRA\nISO 14001 CERTIFICAAT\nSmit Onderhoud B.V.\nCertificaatnummer: MS 5501\nGeldig tot: 12-05-2025',
      {
        scheme: 'ISO 14001',
        number: 'MS 5501',
        issuer: 'DEKRA Certification B.V.',
        expiresOn: '2025-05-12',
      },
    ],
    [
      'Dutch, een vervaldatum',
      current.nl,
      'DEKRA\nCERTIFICAAT ISO 14001\nSmit Onderhoud B.V., Assen\nCertificaatnummer: MS 5501\nVervaldatum: 12-05-2025',
      {
        scheme: 'ISO 14001',
        number: 'MS 5501',
        issuer: 'DEKRA Certification B.V.',
        expiresOn: '2025-05-12',
      },
    ],
  ])('%s', async (_, first, second, old) => {
    expect((await sheet(first, second))[0]).toEqual(old);
  });

  it('keeps the short name when two full names of that body fit', async () => {
    const certs = await sheet(
      'ISO 9001 certificate QA 1 issued by BSI Assurance UK Ltd, valid until 1 June 2028.',
      'ISO 27001 certificate IS 2 issued by BSI Group The Netherlands B.V., valid until 1 July 2028.',
      'BSI\nCERTIFICATE ISO 14001\nTamar Works Ltd\nCertificate number: EMS 3\nExpiry date: 1 May 2025',
    );
    expect(certs[0]).toEqual({
      scheme: 'ISO 14001',
      number: 'EMS 3',
      issuer: 'BSI',
      expiresOn: '2025-05-01',
    });
  });
});
