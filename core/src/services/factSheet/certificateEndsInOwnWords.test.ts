/**
 * Forms of writing a certificate's end, number and issuer that a memo, minutes or a bid library's
 * answer use (issue 19, item 6; classes of the twentieth draft set): a certificate the company let
 * lapse on a day ('hebben we laten aflopen op', 'we let … lapse on'), a term counted from its first
 * day ('afgegeven ingaande …, voor de duur van drie jaar', 'issued as of … for a period of three
 * years'), an end the company had ('hadden we tot eind …', 'we held it until …'), a number in
 * brackets right after the standard ('ISO 27001 (IB-4471)') and an issuer after the number in the
 * same brackets ('(certificate Q-2071, Kauri Assurance Ltd)'). Wording written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { validityEnded } from './certificateClaims';
import { sheetOf } from './certificateTestSheet';
import { validityOn } from './certificateValidity';

const TODAY = '2026-11-25';
const read = async (text: string) =>
  (await sheetOf(text, 'Notulen.pdf')).certificates.map((c) => ({
    scheme: c.scheme,
    number: c.number,
    issuer: c.issuer,
    issuedOn: c.issuedOn,
    expiresOn: c.expiresOn,
    validity: validityOn(c, TODAY),
  }));

describe('a certificate the company let lapse on a day', () => {
  it.each([
    [
      'Het ISO 9001-certificaat KW-4410 hebben we laten aflopen op 31 augustus 2026, omdat de klanten er niet meer om vragen.',
      'ISO 9001',
      'KW-4410',
      '2026-08-31',
    ],
    [
      'Our ISO 22301 certificate BC-7781 was not needed any more: we let it lapse on 31 March 2026.',
      'ISO 22301',
      'BC-7781',
      '2026-03-31',
    ],
    [
      'We let our ISO 22301 certificate BC-7781 lapse on 31 March 2026.',
      'ISO 22301',
      'BC-7781',
      '2026-03-31',
    ],
  ])('%s', async (text, scheme, number, expiresOn) => {
    expect(await read(text)).toMatchObject([{ scheme, number, expiresOn, validity: 'ended' }]);
    expect(validityEnded(text, TODAY)).toBe(true);
  });

  it('without a day, it is not stated at all, and its sentence is no evidence (en, nl)', async () => {
    for (const text of [
      'Ons ISO 22301-certificaat BC-7781 hebben we in 2025 laten vervallen.',
      'We let our ISO 22301 certificate BC-7781 expire when the contract ended.',
    ]) {
      expect(await read(text)).toEqual([]);
      expect(validityEnded(text, TODAY)).toBe(true);
    }
  });

  it('a certificate that runs on is still read as running', async () => {
    const text = 'Het ISO 9001-certificaat KW-4410 loopt af op 31 augustus 2028.';
    expect(await read(text)).toMatchObject([{ expiresOn: '2028-08-31', validity: 'held' }]);
    expect(validityEnded(text, TODAY)).toBe(false);
  });
});

describe('a term counted from its first day', () => {
  it.each([
    [
      'Het milieucertificaat ISO 14001 MC-0312 is afgegeven ingaande 1 juli 2023, voor de duur van drie jaar.',
      '2023-07-01',
      '2026-06-30',
    ],
    [
      'Het ISO 14001-certificaat MC-0312 is afgegeven op 1 juli 2024 en drie jaar geldig.',
      '2024-07-01',
      '2027-06-30',
    ],
    [
      'Our ISO 14001 certificate MC-0312 was issued as of 1 July 2024 for a period of three years.',
      '2024-07-01',
      '2027-06-30',
    ],
    [
      'Het ISO 14001-certificaat MC-0312 is verleend met ingang van 1 februari 2025 voor een periode van 36 maanden.',
      '2025-02-01',
      '2028-01-31',
    ],
  ])('%s', async (text, issuedOn, expiresOn) => {
    expect(await read(text)).toMatchObject([{ number: 'MC-0312', issuedOn, expiresOn }]);
  });

  it('a count of years elsewhere in the sentence is no term', async () => {
    expect(
      await read(
        'Our ISO 14001 certificate MC-0312 was issued on 1 July 2024; we have worked for three years on waste.',
      ),
    ).toMatchObject([{ issuedOn: '2024-07-01', expiresOn: null, validity: 'unsure' }]);
  });
});

describe('an end the company had, a number after the standard, an issuer after the number', () => {
  it('reads "hadden we tot eind …" and "we held it until …" as the end (nl, en)', async () => {
    expect(
      await read(
        'A: ISO 27001 (IB-4471) hadden we tot eind september 2026; nu verwijzen we naar onze eigen maatregelen.',
      ),
    ).toMatchObject([{ scheme: 'ISO 27001', number: 'IB-4471', expiresOn: '2026-09-30' }]);
    expect(
      await read(
        'A: ISO 22301 (BC-3310) we held it until 31 May 2026; we now refer to our own plan.',
      ),
    ).toMatchObject([{ scheme: 'ISO 22301', number: 'BC-3310', expiresOn: '2026-05-31' }]);
  });

  it('reads a number in brackets right after the standard (en, nl)', async () => {
    expect(await read('Onze ISO 27001 (IB-4471) loopt tot eind september 2027.')).toMatchObject([
      { number: 'IB-4471', expiresOn: '2027-09-30', validity: 'held' },
    ]);
    expect(await read('Our NEN 7510 (ZK-20/118) runs until 30 April 2028.')).toMatchObject([
      { scheme: 'NEN 7510', number: 'ZK-20/118', expiresOn: '2028-04-30' },
    ]);
  });

  it('reads the issuer after the number in the same brackets (en, nl)', async () => {
    expect(
      await read(
        'Quality: ISO 9001 certified since 2014 (certificate Q-2071, Kauri Assurance Ltd); the present certificate runs until 30 April 2028.',
      ),
    ).toMatchObject([{ number: 'Q-2071', issuer: 'Kauri Assurance Ltd', expiresOn: '2028-04-30' }]);
    expect(
      await read(
        'Kwaliteit: sinds 2015 ISO 9001-gecertificeerd (certificaat KM-3017, Keurhuis Certificatie B.V.), geldig tot 1 juni 2028.',
      ),
    ).toMatchObject([{ number: 'KM-3017', issuer: 'Keurhuis Certificatie B.V.' }]);
    // A holder named there is no issuer: no legal form or certifying word of its own, and not last.
    expect(
      await read(
        'We hold ISO 27001 (certificate IS-2207, our parent company, since 2019) until 2028.',
      ),
    ).toMatchObject([{ number: 'IS-2207', issuer: null }]);
  });
});
