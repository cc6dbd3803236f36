import { describe, expect, it } from 'vitest';
import { sheetOf } from './certificateTestSheet';
import { factPassages } from '../drafts/draftEvidence';
import { withoutEndedValidity } from '../drafts/draftEvidenceSentences';
import { validityEnded } from './certificateClaims';

/**
 * Wording written for these tests (issue 19, item 6, set 17's class): a certificate whose stated
 * end has passed is not claimed, whatever words say a renewal is under way, pending or planned and
 * whatever later date (a planned audit, the day a status was checked) stands beside it; and a
 * certificate whose validity cannot be read is never claimed as held, but named for the writer to
 * check, without its number.
 */
const TODAY = '2026-11-27';
const claims = async (text: string, language: 'en' | 'nl', today = TODAY) =>
  factPassages([{ knowledgeBaseId: 'kb1', sheet: await sheetOf(text) }], language, today).map(
    (p) => p.text,
  );

describe('a passed end date is no evidence, whatever the renewal words (issue 19, item 6)', () => {
  it('a register row: expiry passed, "renewal pending", an audit planned later', () => {
    const row =
      'ISO 27001 information security | ISC-4410 | Certivo Ltd | expires 30 September 2026 | renewal pending - recertification audit booked for 14 January 2027';
    expect(validityEnded(row, TODAY)).toBe(true);
    expect(validityEnded(row, '2026-06-01')).toBe(false);
  });

  it('prose in English and Dutch: "in progress", "loopt", "aangevraagd"', () => {
    for (const sentence of [
      'Our ISO 9001 certificate QA-208 was valid until 31 July 2026; recertification is in progress and the new audit is on 20 February 2027.',
      'Ons ISO 14001-certificaat MZ-301 was geldig tot 1 oktober 2026; de hercertificering loopt, de audit staat gepland op 9 maart 2027.',
      'VCA** certificaat VCA-88123, vervaldatum 15-08-2026, verlenging aangevraagd op 2 december 2026.',
    ]) {
      expect(validityEnded(sentence, TODAY)).toBe(true);
    }
  });

  it('a future end still stands beside a past audit', () => {
    expect(
      validityEnded(
        'Our ISO 27001 certificate ISC-77 runs until 31 March 2028 (last surveillance audit 4 June 2025).',
        TODAY,
      ),
    ).toBe(false);
    expect(
      validityEnded(
        'Certificaat NEN 7510 nr. ZK-12, geldig tot 1 mei 2028; audit 3 maart 2025.',
        TODAY,
      ),
    ).toBe(false);
  });

  it('the passage loses the row, and the sheet lists it as ended: never claimed', async () => {
    const table = [
      'Standard | Ref | Certification body | Date on certificate | Status (checked 2 Nov 2026)',
      'ISO 14001 | EN-5512 | Certivo Ltd | expiry 31 July 2026 | under renewal - stage 2 audit on 11 January 2027',
      'ISO 9001 | QA-5510 | Certivo Ltd | expiry 31 July 2028 | current',
    ].join('\n');
    const kept = withoutEndedValidity(table, TODAY);
    expect(kept).not.toContain('EN-5512');
    expect(kept).toContain('QA-5510');
    const text = (await claims(table, 'en')).join(' ');
    expect(text).not.toContain('EN-5512');
    expect(text).toContain('QA-5510');
  });

  it('a register whose status column carries the date it was checked, dates bare in the rows', () => {
    for (const table of [
      [
        'Standard | Ref | Body | Expiry | Status (checked 2 Nov 2026)',
        'ISO 14001 | EN-6610 | Certivo Ltd | 31-07-2026 | under renewal - audit 11-01-2027',
        'ISO 9001 | QA-6611 | Certivo Ltd | 31-07-2028 | current',
      ],
      [
        'Norm | Nummer | Instelling | Vervaldatum | Stand (per 3-11-2026)',
        'ISO 14001 | MZ-6620 | Keurhuis B.V. | 30-09-2026 | in hercertificering, audit 15-01-2027',
        'ISO 9001 | KW-6621 | Keurhuis B.V. | 30-09-2028 | geldig',
      ],
    ]) {
      const kept = withoutEndedValidity(table.join('\n'), TODAY);
      expect(kept).not.toMatch(/EN-6610|MZ-6620/);
      expect(kept).toMatch(/QA-6611|KW-6621/);
    }
  });

  it('a split Dutch verb: "liep het certificaat … af op", "niet opnieuw aangevraagd"', async () => {
    const prose =
      'Bij onze montagetak liep het VCA*-certificaat VCA-7781 (Certivo Nederland B.V.) af op 31 mei 2026; het is niet opnieuw aangevraagd.';
    expect(validityEnded(prose, TODAY)).toBe(true);
    const sheet = await sheetOf(prose);
    expect(sheet.certificates.map((c) => [c.number, c.expiresOn])).toEqual([
      ['VCA-7781', '2026-05-31'],
    ]);
    expect(await claims(prose, 'nl')).toEqual([]);
  });
});

describe('a certificate without a readable validity is to check, not held (issue 19, item 6)', () => {
  it('English: named with scheme and issuer, no number, no claim', async () => {
    const text =
      'Our ISO 9001 certificate QX-3301 was issued by Certivo Ltd and covers the service desk.';
    expect(await claims(text, 'en')).toEqual([
      '[To check: our documents name the ISO 9001 certificate, issued by Certivo Ltd, but not until when it is valid.]',
    ]);
  });

  it('Dutch: the same note, in Dutch', async () => {
    const text = 'Ons ISO 14001-certificaat MZ-4410 is afgegeven door Keurhuis B.V.';
    expect(await claims(text, 'nl')).toEqual([
      '[Te controleren: onze stukken noemen het certificaat ISO 14001, afgegeven door Keurhuis B.V., maar niet tot wanneer het geldig is.]',
    ]);
  });

  it('with a validity read, the claim keeps its details', async () => {
    const text =
      'Ons ISO 14001-certificaat MZ-4410 is afgegeven door Keurhuis B.V., geldig tot 1 mei 2028.';
    expect(await claims(text, 'nl')).toEqual([
      'Wij zijn gecertificeerd voor ISO 14001, afgegeven door Keurhuis B.V. (certificaatnummer MZ-4410), geldig tot en met 1 mei 2028.',
    ]);
  });
});
