/**
 * Clearances are registrations with an end (issue 19, items 2 and 6): a tax, VAT or
 * social-insurance clearance, a compliance certificate, a 'verklaring betalingsgedrag' is read
 * with the number written straight after its name, its end from the record's own sentences, from
 * the note the record points to ('(note 2)', '(zie noot 2)') or from its table's 'Expiry' column.
 * A lapsed one is never stated: not by the sheet, not by a knowledge-base sentence that names its
 * number. Wording written for these tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { factPassages } from '../drafts/draftEvidence';
import { sheetOf } from './certificateTestSheet';
import { namesUnheld, unheldNumbers } from './certificateUnheld';

const DAY = '2026-11-28';

const FILE_EN = [
  'Statutory file of Kestrel Drainage Ltd',
  'A. Income tax. Revenue Authority tax clearance certificate RA-TC-7781, issued to Kestrel Drainage Ltd. Period of validity: 1 September 2026 - 28 February 2027.',
  'B. Sales tax. VAT clearance certificate VC-2210-7 (note 2), VAT number 55-019-224.',
  'C. Social insurance.',
  'Document | Reference | Expiry',
  'Social insurance compliance certificate (Social Fund) | SF-0931-22 | 2027-01-15',
  'Notes',
  '(1) Originals are kept by the finance office.',
  '(2) Valid to 30 September 2026. A new clearance has been applied for.',
].join('\n');

const FILE_NL = [
  'Dossier wettelijke verklaringen - Akkerwerk Infra B.V.',
  'Verklaring betalingsgedrag VB-2026-0412 (zie noot 1), afgegeven door de Belastingdienst.',
  'Stuk | Kenmerk | Geldig tot',
  'Verklaring omtrent het gedrag (Justis) | VOG-88-4410 | 2027-05-31',
  'Noot 1: Geldig tot en met 31 augustus 2026; de nieuwe verklaring is aangevraagd.',
].join('\n');

const read = async (text: string) =>
  ((await sheetOf(text)).registrations ?? []).map((r) => [r.name, r.number, r.expiresOn]);

describe('clearances read as registrations with their end', () => {
  it('reads each clearance with its end from its sentences, its note or its table (en)', async () => {
    expect(await read(FILE_EN)).toEqual(
      expect.arrayContaining([
        ['tax clearance certificate', 'RA-TC-7781', '2027-02-28'],
        ['VAT clearance certificate', 'VC-2210-7', '2026-09-30'],
        ['Social insurance compliance certificate', 'SF-0931-22', '2027-01-15'],
      ]),
    );
  });

  it('reads them in Dutch too', async () => {
    expect(await read(FILE_NL)).toEqual([
      ['Verklaring betalingsgedrag', 'VB-2026-0412', '2026-08-31'],
      ['Verklaring omtrent het gedrag', 'VOG-88-4410', '2027-05-31'],
    ]);
  });

  it('states the current ones and never the lapsed one, nor a sentence naming it', async () => {
    for (const [text, language, lapsed] of [
      [FILE_EN, 'en', 'VC-2210-7'],
      [FILE_NL, 'nl', 'VB-2026-0412'],
    ] as const) {
      const sheet = await sheetOf(text);
      const sheets = [{ knowledgeBaseId: 'kb1', sheet }];
      const said = factPassages(sheets, language, DAY)
        .map((p) => p.text)
        .join(' ');
      expect(said).not.toContain(lapsed);
      expect(unheldNumbers(sheets, DAY)).toContain(lapsed);
      expect(
        namesUnheld(`Our clearance ${lapsed} (note 2) is on file.`, unheldNumbers(sheets, DAY)),
      ).toBe(true);
    }
  });

  it('takes no end from a clearance line without a number of its own', async () => {
    const text = [
      'Documents kept current by the bid office',
      'Our tax compliance certificate is renewed every year and holds until 30 June 2027.',
      'Trading permit: City of Ashby trading permit no. TP-55120, calendar year 2026.',
    ].join('\n');
    expect(await read(text)).toEqual([['City of Ashby trading permit', 'TP-55120', '2026-12-31']]);
    const nl = [
      'Onze verklaring betalingsgedrag wordt elk jaar vernieuwd en loopt tot 30 juni 2027.',
      'Ontheffing: standplaatsvergunning nr. SV-2026-118, kalenderjaar 2026.',
    ].join('\n');
    expect((await read(nl)).map((r) => r[2])).toEqual(['2026-12-31']);
  });

  it('takes no year, count or word after a clearance for its number', async () => {
    const text = [
      'Vegetation clearance 2026 was done in March; site clearance certificate issued twice.',
      'Tax clearance certificate 3 of 4 is pending.',
    ].join('\n');
    expect(await read(text)).toEqual([]);
  });
});

describe('a registration whose end is written as "ends" / "eindigt"', () => {
  it('reads the end and names the registration by its own sentence', async () => {
    const en = [
      'Public Works Agency - contractor roll (printed 2 November 2026)',
      'Contractor: Larkspur Paving Ltd. Registration no. PWA-CR-7720.',
      'Enrolled on 3 March 2025; the present registration ends 2 March 2028.',
    ].join('\n');
    expect(await read(en)).toEqual([['Registration', 'PWA-CR-7720', '2028-03-02']]);
    const nl = [
      'Inschrijving in het aannemersregister',
      'Aannemer: Timmerbedrijf Oosterwolde B.V. Inschrijvingsnummer: AR-2025-0311.',
      'Ingeschreven op 3 maart 2025; de huidige inschrijving eindigt op 2 maart 2028.',
    ].join('\n');
    expect(await read(nl)).toEqual([
      ['Inschrijving in het aannemersregister', 'AR-2025-0311', '2028-03-02'],
    ]);
  });
});

describe('a registration titled with its number on a line of its own', () => {
  it('reads the number after the title, not after a certificate of registration', async () => {
    const nl = [
      'Stichting Veilige Speeltoestellen',
      'Erkenning EK-0412',
      'Akkerwerk Infra B.V. is erkend voor het plaatsen en keuren van speeltoestellen.',
      'Deze erkenning verloopt op 30 april 2028.',
    ].join('\n');
    expect(await read(nl)).toEqual([['Erkenning', 'EK-0412', '2028-04-30']]);
    const en = ['Waste Carrier Licence WCL-2291', 'This licence expires on 14 July 2027.'].join(
      '\n',
    );
    expect(await read(en)).toEqual([['Waste Carrier Licence', 'WCL-2291', '2027-07-14']]);
    const certificate = [
      'Certificate of Registration QR-2210',
      'Northsea Quality Registrars Ltd confirms that Larkspur Paving Ltd meets ISO 9001:2015.',
    ].join('\n');
    expect(await read(certificate)).toEqual([]);
  });
});
