import { describe, expect, it } from 'vitest';
import { factPassages } from '../drafts/draftEvidence';
import { withoutEndedValidity } from '../drafts/draftEvidenceSentences';
import { validityEnded } from './certificateClaims';
import { certificateDetails, sheetOf, sheetOfDocuments } from './certificateTestSheet';
import type { CompanyFactSheet } from '../../model/factSheet';

/**
 * Wording written for these tests (issue 19, item 6, set 18's classes): days whose reading needs
 * the document's own word on their order (a two-digit year, a year after an apostrophe, a
 * registrar's month-first days), ends written as an ordinal or 'ultimo', an end label with a
 * bracket or a noun before its date — and the rule that a validity the reader cannot place is
 * never taken for one still running.
 */
const read = async (text: string) =>
  (await certificateDetails(text)).map((c) => [c.scheme, c.number, c.issuer, c.expiresOn]);

const claims = async (text: string, language: 'en' | 'nl', today: string) =>
  factPassages(
    [{ knowledgeBaseId: 'kb1', sheet: (await sheetOf(text)) as unknown as CompanyFactSheet }],
    language,
    today,
  ).map((p) => p.text);

describe('days a certificate writes in a form that needs its order (issue 19, item 6)', () => {
  it('a two-digit year under a label that states the order, and a year after an apostrophe', async () => {
    expect(
      await read(
        'Tarkwa Assessment Ltd hereby certifies that Oduya Fabrication Ltd meets ISO 9001:2015.\nCertificate number: QA-3310\nCertificate expiry (dd/mm/yy): 03/09/27',
      ),
    ).toEqual([['ISO 9001', 'QA-3310', 'Tarkwa Assessment Ltd', '2027-09-03']]);
    expect(
      await read(
        "Keurhuis Certificatie B.V. verklaart hierbij dat Dijkstra Beton B.V. voldoet aan ISO 14001.\nCertificaatnummer: MZ-0712\nEinddatum geldigheid: 05-03-'28",
      ),
    ).toEqual([['ISO 14001', 'MZ-0712', 'Keurhuis Certificatie B.V.', '2028-03-05']]);
  });

  it('a registrar’s days in month-first order, when the document says so', async () => {
    const copy =
      'ISO 27001 certificate\nCertificate No.: IS-4471\nIssue Date: 02/03/2024\nExpiration Date: 02/01/2027\nAll dates are month/day/year.';
    expect(await read(copy)).toEqual([['ISO 27001', 'IS-4471', null, '2027-02-01']]);
    const nl =
      'Certificaat ISO 9001, certificaatnummer KW-5520, geldig tot 04/05/2027 (datums in Amerikaanse notatie).';
    expect(await read(nl)).toEqual([['ISO 9001', 'KW-5520', null, '2027-04-05']]);
  });

  it('an end written as an ordinal day, as "ultimo" a month, or after a noun', async () => {
    expect(
      await read(
        'Our ISO 45001 certificate HS-208, issued by Certivo Ltd, expires on the 30th day of June 2027.',
      ),
    ).toEqual([['ISO 45001', 'HS-208', 'Certivo Ltd', '2027-06-30']]);
    expect(
      await read(
        'Norm | Nummer | Instelling | Geldig\nISO 9001 | Q-811 | Kiwa | tot ultimo maart 2027',
      ),
    ).toEqual([['ISO 9001', 'Q-811', 'Kiwa', '2027-03-31']]);
    expect(
      await read(
        'ISO 9001:2015, certificaatnummer Q-4410, afgegeven door Kiwa.\nEinddatum certificaat: 31 mei 2028.',
      ),
    ).toEqual([['ISO 9001', 'Q-4410', 'Kiwa', '2028-05-31']]);
    expect(
      await read(
        'Our ISO 9001 registration, QMS-66, has a three-year cycle that closes on 14 April 2028.',
      ),
    ).toEqual([['ISO 9001', 'QMS-66', null, '2028-04-14']]);
  });
});

describe('a validity the reader cannot place is never claimed as running (issue 19, item 6)', () => {
  it('reads an unsettled numeric end at its earliest day, a settled one as written', () => {
    // 11/12/2026: 11 December, or 12 November in a month-first document.
    expect(validityEnded('ISO 9001 certificate Q-1, expiry: 11/12/2026', '2026-11-20')).toBe(true);
    expect(
      validityEnded('ISO 9001 certificate Q-1, expiry (dd/mm/yyyy): 11/12/2026', '2026-11-20'),
    ).toBe(false);
    // '03-04-26' may be 2003: no end the reader can be sure is still to come.
    expect(validityEnded('VCA**-certificaat V-12, geldig tot 03-04-26', '2026-01-10')).toBe(true);
    expect(validityEnded('VCA**-certificaat V-12, geldig tot 3 april 2026', '2026-01-10')).toBe(
      false,
    );
  });

  it('an end label whose date cannot be read at all is no evidence', () => {
    expect(validityEnded('ISO 14001-certificaat M-7: geldig t/m 3l-O5-2O28', '2026-11-20')).toBe(
      true,
    );
    expect(validityEnded('ISO 14001 certificate M-7, valid until 2O28/O5/3l', '2026-11-20')).toBe(
      true,
    );
    // A year alone is a period, and a count is no date.
    expect(validityEnded('ISO 14001 certificate M-7, valid until 2028', '2026-11-20')).toBe(false);
    expect(
      validityEnded('Wij zijn ISO 27001-gecertificeerd tot 2000 gebruikers', '2026-11-20'),
    ).toBe(false);
  });

  it('drops every line of one certificate’s copy whose end has passed, its number too', () => {
    const en =
      'NORTHGATE CERTIFICATION SERVICES LTD\nWe confirm that the quality system of Oduya Fabrication Ltd meets ISO 9001:2015.\nCertificate number: QA-9902\nCertificate expiry (dd/mm/yy): 28/02/26\nSurveillance visits are held every year.';
    const kept = withoutEndedValidity(en, '2026-11-20');
    expect(kept).not.toContain('QA-9902');
    expect(kept).not.toContain('NORTHGATE');
    expect(kept).toContain('Surveillance visits');
    const nl =
      "Stichting Keurmerk Noord\nWij verklaren hierbij dat Dijkstra Beton B.V. voldoet aan ISO 14001.\nCertificaatnummer: MZ-3021\nEinddatum geldigheid: 31-01-'26";
    expect(withoutEndedValidity(nl, '2026-11-20')).not.toContain('MZ-3021');
    // Still running: the copy stays whole.
    expect(withoutEndedValidity(nl.replace("'26", "'28"), '2026-11-20')).toContain('MZ-3021');
  });

  it('does not claim a register’s certificate whose end may already have passed', async () => {
    const register = 'Standard | Number | Body | Expiry\nISO 27001 | IS-77 | BSI | 10/11/2026';
    // 10 November or 11 October: on 5 November the reader cannot be sure it still runs.
    expect(await claims(register, 'en', '2026-11-05')).toEqual([]);
    expect(await claims(register, 'en', '2026-10-01')).toHaveLength(1);
  });
});

describe('a register’s and a copy’s forms (issue 19, item 6)', () => {
  it('a column named for the certificate beside the scheme holds its number', async () => {
    expect(
      await read(
        'Scheme | Certificate | Body | Expiry\nISO 9001 | QM-2210 | Certivo Ltd | 30 Jun 2028\nISO 14001 | EM-118 | Certivo Ltd | 31 Jan 2028',
      ),
    ).toEqual([
      ['ISO 9001', 'QM-2210', 'Certivo Ltd', '2028-06-30'],
      ['ISO 14001', 'EM-118', 'Certivo Ltd', '2028-01-31'],
    ]);
  });

  it('a note that opens with the end takes the row off the sheet', async () => {
    expect(
      await read(
        'Norm | Nummer | Instelling | Opmerking\nVCA* | V1-220 | Keurhuis | vervallen, opgevolgd door VCA**\nVCA** | V2-310 | Keurhuis | actueel',
      ),
    ).toEqual([['VCA**', 'V2-310', 'Keurhuis', null]]);
  });

  it('a copy titled with its scheme above "Wij verklaren hierbij dat", "VCA vol" as VCA**', async () => {
    expect(
      await read(
        "Stichting Certificatie Bouwveiligheid Zuid (SCBZ)\nCertificaat VCA vol\nWij verklaren hierbij dat Dijkstra Beton B.V. voldoet aan de VCA-checklist.\nCertificaatnummer: VZ-4410\nEinddatum geldigheid: 12-09-'28",
      ),
    ).toEqual([
      ['VCA**', 'VZ-4410', 'Stichting Certificatie Bouwveiligheid Zuid (SCBZ)', '2028-09-12'],
    ]);
  });

  it('a body’s name with a particle and its short name in brackets, and that short name elsewhere', async () => {
    const manual =
      'ISO 9001:2015, certificaatnummer Q-7781, afgegeven door Institut de Certification Atlantique S.A.S. (ICA-Nord), Nantes. Einddatum certificaat: 30 april 2028.';
    const register =
      'Norm | Nummer | Instelling | Geldig\nISO 14001 | E-1204 | ICA-Nord | tot 31-03-2028';
    const sheet = await sheetOfDocuments(manual, register);
    expect(sheet.certificates.map((c) => [c.number, c.issuer])).toEqual([
      ['Q-7781', 'Institut de Certification Atlantique S.A.S. (ICA-Nord)'],
      ['E-1204', 'Institut de Certification Atlantique S.A.S. (ICA-Nord)'],
    ]);
  });
});
