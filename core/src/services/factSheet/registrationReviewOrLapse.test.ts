/**
 * A recognition that lapses unless reviewed by a day (issue 19, item 6): the day is its end; the
 * recognition's name before its number's label after a comma, and the body a Dutch '-erkenning' is
 * named after as its issuer. A next review without the lapse is no end. Wording written for these
 * tests, in English and Dutch.
 */
import { describe, expect, it } from 'vitest';
import { sheetOf } from './certificateTestSheet';

const read = async (text: string) =>
  ((await sheetOf(text)).registrations ?? []).map((r) => [r.name, r.issuer, r.number, r.expiresOn]);

describe('a recognition reviewed by a day or it lapses', () => {
  it('reads the Dutch minutes line with its name, body and end', async () => {
    const text = [
      'Notulen directieoverleg 12 oktober 2026',
      '2. Erkenningen. KOMO-erkenning Dakwerken (bitumen), erkenningsnummer KD-771-0042: beoordeeld op 5 mei 2026; de volgende beoordeling moet uiterlijk 5 mei 2027 plaatsvinden, anders vervalt de erkenning.',
    ].join('\n');
    expect(await read(text)).toEqual([
      ['KOMO-erkenning Dakwerken (bitumen)', 'KOMO', 'KD-771-0042', '2027-05-05'],
    ]);
  });

  it('reads the English wording', async () => {
    const text =
      'Approval register. Registration no. AR-5521-K: the next assessment must take place by 14 June 2027, failing which the registration lapses.';
    expect((await read(text)).map((r) => r[3])).toEqual(['2027-06-14']);
  });

  it('takes no end from a next review without the lapse', async () => {
    const text =
      'Registration no. AR-5522-K: the next assessment is planned before 14 June 2027 at our Leeds office.';
    expect((await read(text)).map((r) => r[3])).toEqual([null]);
    const nl =
      'Vergunningnummer VG-2026-118: de volgende inspectie is uiterlijk 1 april 2027 gepland.';
    expect((await read(nl)).map((r) => r[3])).toEqual([null]);
  });
});

describe("a register table's issuer column", () => {
  it("reads each row's issuer under its heading (en, nl)", async () => {
    const en = [
      'Statutory register of Tidewater Electrical Ltd',
      'Item | Reference | Issued by | Status',
      'VAT clearance certificate | VC-8812-3 | Revenue Office | lapsed (last day 30 Sep 2026)',
      'Professional indemnity | see insurance schedule | - | current',
    ].join('\n');
    expect(await read(en)).toEqual([
      ['VAT clearance certificate', 'Revenue Office', 'VC-8812-3', '2026-09-30'],
    ]);
    const nl = [
      'Overzicht verklaringen Dijkstra Elektro B.V.',
      'Stuk | Kenmerk | Afgegeven door | Geldig tot',
      'Verklaring betalingsgedrag | VB-2026-7781 | Belastingdienst | 2027-02-28',
    ].join('\n');
    expect(await read(nl)).toEqual([
      ['Verklaring betalingsgedrag', 'Belastingdienst', 'VB-2026-7781', '2027-02-28'],
    ]);
  });
});
