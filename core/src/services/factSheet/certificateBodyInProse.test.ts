import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a certification body the sheet does not
 * know, named in prose as the one that certifies ('Certio Nederland B.V. certificeert ons …',
 * 'Alcumus Certification Ltd certifies our …') or that the certificate is from or with
 * ('gecertificeerd bij …', 'certificate from …'). A name is a body only when it says it certifies
 * or carries a legal form; the company's own name after 'certificaat van' is the holder, never
 * the issuer.
 */
const brief = (text: string) => certificateDetails(text, 'Certificaten.pdf');

describe('an unknown certification body named in prose (issue 19)', () => {
  it.each([
    [
      'Alcumus Certification Ltd certifies our quality management system to ISO 9001:2015; certificate number AC-7741, valid until 3 June 2027.',
      {
        scheme: 'ISO 9001',
        number: 'AC-7741',
        issuer: 'Alcumus Certification Ltd',
        expiresOn: '2027-06-03',
      },
    ],
    [
      'Our ISO 14001 certificate from Northgate Assessment Services Ltd (number NG-7742) expired on 2 February 2026.',
      {
        scheme: 'ISO 14001',
        number: 'NG-7742',
        issuer: 'Northgate Assessment Services Ltd',
        expiresOn: '2026-02-02',
      },
    ],
    [
      'We are certified with Pennine Certification Ltd to ISO 45001:2018 (certificate PC-3310, valid until 9 October 2027).',
      {
        scheme: 'ISO 45001',
        number: 'PC-3310',
        issuer: 'Pennine Certification Ltd',
        expiresOn: '2027-10-09',
      },
    ],
  ])('reads the English %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it.each([
    [
      'Certio Nederland B.V. certificeert ons kwaliteitssysteem sinds 2015 volgens ISO 9001:2015; certificaatnummer CQ-2210, geldig tot en met 1 mei 2028.',
      {
        scheme: 'ISO 9001',
        number: 'CQ-2210',
        issuer: 'Certio Nederland B.V.',
        expiresOn: '2028-05-01',
      },
    ],
    [
      'Wij zijn voor ISO 14001 gecertificeerd bij Veluwe Certificering B.V. (certificaatnummer VC-118), geldig tot 12 maart 2027.',
      {
        scheme: 'ISO 14001',
        number: 'VC-118',
        issuer: 'Veluwe Certificering B.V.',
        expiresOn: '2027-03-12',
      },
    ],
    [
      'Ons ISO 45001-certificaat van Noordelijke Keuringsdienst Certificatie (nummer NK-5521) verliep op 1 december 2025.',
      {
        scheme: 'ISO 45001',
        number: 'NK-5521',
        issuer: 'Noordelijke Keuringsdienst Certificatie',
        expiresOn: '2025-12-01',
      },
    ],
  ])('reads the Dutch %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it("takes neither the holder's name nor a company declaring its own conformity for the issuer", async () => {
    const holder =
      'Het ISO 9001-certificaat van Bakkerij Verhoeven B.V. heeft nummer BV-2201 en is geldig tot 1 juli 2027.';
    const declares =
      'Hartley Joinery Ltd certifies that its workshop meets ISO 9001; certificate number HJ-20, valid until 1 July 2027.';
    expect((await brief(holder)).map((c) => c.issuer)).toEqual([null]);
    expect((await brief(declares)).map((c) => c.issuer)).toEqual([null]);
  });
});
