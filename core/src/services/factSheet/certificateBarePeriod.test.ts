import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * A certificate's term written as two dates and nothing else, written for these tests (issue 19,
 * item 6, set 13's class): 'QA 5120, 01/07/2025 - 30/06/2028', 'nr. K 3310, 01-03-2025 t/m
 * 28-02-2028'. By their order in the period the first is its start and the later one its end; an
 * audit's days ('audit 04/08/2025 - 05/08/2025') are no term.
 */
describe("a certificate's term as a bare period (issue 19, item 6)", () => {
  it.each([
    [
      'English, a dash',
      'ISO 9001 certificate QA 5120, 01/07/2025 - 30/06/2028 (BSI).',
      '2025-07-01',
      '2028-06-30',
    ],
    [
      'English, "to"',
      'ISO 14001: certificate EMS 8812 (SGS), 3 March 2025 to 2 March 2028.',
      '2025-03-03',
      '2028-03-02',
    ],
    [
      'English, a table cell',
      '| ISO 45001 | Yes | certificate OH 2210, 15/01/2026 – 14/01/2029 |',
      '2026-01-15',
      '2029-01-14',
    ],
    [
      'Dutch, "t/m"',
      'ISO 9001-certificaat nr. K 3310 (Kiwa), 01-03-2025 t/m 28-02-2028.',
      '2025-03-01',
      '2028-02-28',
    ],
    [
      'Dutch, "tot"',
      'VCA**: certificaat VCA-4410, 1 april 2025 tot 31 maart 2028.',
      '2025-04-01',
      '2028-03-31',
    ],
    [
      'Dutch, een tabelcel',
      '| ISO 14001 | Ja | certificaat MS 7720, 10-10-2024 - 09-10-2027 |',
      '2024-10-10',
      '2027-10-09',
    ],
  ])('%s', async (_, text, issuedOn, expiresOn) => {
    const [c] = await certificateDetails(text, undefined, { issued: true });
    expect({ issuedOn: c?.issuedOn, expiresOn: c?.expiresOn }).toEqual({ issuedOn, expiresOn });
  });

  it("reads no term from an audit's days", async () => {
    const [en] = await certificateDetails(
      'ISO 9001 certificate QA 5120: recertification audit 04/08/2025 - 05/08/2025.',
    );
    const [nl] = await certificateDetails(
      'ISO 9001-certificaat K 3310: hercertificeringsaudit 04-08-2025 - 05-08-2025.',
    );
    expect([en?.expiresOn, nl?.expiresOn]).toEqual([null, null]);
  });
});
