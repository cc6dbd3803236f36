import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): the UK's electrical contractor schemes
 * (NICEIC Approved Contractor, NICEIC Domestic Installer), named in English and Dutch prose and in
 * a register, with an enrolment number ('enrolment number', 'inschrijvingsnummer'). NICEIC runs
 * and issues them itself: the issuer is NICEIC when the text names no other. A lapsed approval
 * keeps its date, so that it is never claimed as valid.
 */
const brief = (text: string) => certificateDetails(text, 'Accreditations.pdf');
const niceic = (scheme: string, number: string, expiresOn: string) => ({
  scheme,
  number,
  issuer: 'NICEIC',
  expiresOn,
});

describe('UK electrical contractor schemes (issue 19)', () => {
  it.each([
    [
      'We have been a NICEIC Approved Contractor since 2012; enrolment number NIC-5521-A, valid until 30 June 2027.',
      niceic('NICEIC Approved Contractor', 'NIC-5521-A', '2027-06-30'),
    ],
    [
      'Our NICEIC Domestic Installer registration (no. DI-440218) runs until 31 January 2028.',
      niceic('NICEIC Domestic Installer', 'DI-440218', '2028-01-31'),
    ],
    [
      'Our NICEIC Approved Contractor approval (NIC-99120) lapsed on 31 May 2026 and was not renewed.',
      niceic('NICEIC Approved Contractor', 'NIC-99120', '2026-05-31'),
    ],
  ])('reads the English %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it.each([
    [
      'Onze Britse dochter is NICEIC Approved Contractor onder inschrijvingsnummer NIC-7710-B, geldig tot en met 31 maart 2028.',
      niceic('NICEIC Approved Contractor', 'NIC-7710-B', '2028-03-31'),
    ],
    [
      'De NICEIC Domestic Installer-registratie van ons elektrotechnisch team (nr. DI-55031) loopt tot 1 september 2027.',
      niceic('NICEIC Domestic Installer', 'DI-55031', '2027-09-01'),
    ],
    [
      'Onze erkenning als NICEIC Approved Contractor (nummer NIC-30118) verliep op 30 april 2026.',
      niceic('NICEIC Approved Contractor', 'NIC-30118', '2026-04-30'),
    ],
  ])('reads the Dutch %s', async (text, expected) => {
    expect(await brief(text)).toEqual([expected]);
  });

  it('reads a register row, and takes no bare mention of the body for a certificate', async () => {
    const register = [
      'Scheme | Ref. no. | Certified by | Valid until',
      'NICEIC Approved Contractor | AC-77102 | NICEIC | 14/03/2027',
    ].join('\n');
    expect(await brief(register)).toEqual([
      niceic('NICEIC Approved Contractor', 'AC-77102', '2027-03-14'),
    ]);
    // 'NICEIC' alone names the body, not which of its schemes: nothing to claim.
    expect(
      await brief('All our electricians completed the NICEIC inspection course in 2025.'),
    ).toEqual([]);
    expect(
      await brief('Onze elektriciens volgden in 2025 de NICEIC-cursus over keuringen.'),
    ).toEqual([]);
  });
});
