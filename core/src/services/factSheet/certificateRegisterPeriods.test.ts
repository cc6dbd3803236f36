import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Registers written for these tests (issue 19, item 6, set 12's class): validity given as a
 * period in a column of its own ('Valid (from - to)', 'Geldig (van - tot)', or a heading that
 * names nothing), whose last date is the expiry, beside a status column ('Lapsed', 'Verlopen').
 * The row is read whole: its number, its issuer and the period's end — an ended row keeps its
 * (past) expiry, so that it is never claimed as held.
 */
const registers: [string, string, Record<string, string>][] = [
  [
    'English, "Valid (from - to)"',
    [
      'Standard | Our ref. | Awarded by | Scope | Valid (from - to) | Status',
      'ISO 50001:2018 | 44.1207 | LRQA | Energy management, head office | 01/02/2023 - 31/01/2026 | Lapsed; audit booked',
      'ISO 22301:2019 | 44.1311 | LRQA | Continuity of the service desk | 15/06/2025 - 14/06/2028 | Current',
    ].join('\n'),
    { '44.1207': '2026-01-31', '44.1311': '2028-06-14' },
  ],
  [
    'English, a period under a heading that names nothing',
    [
      'Scheme | Ref | Body | Dates | Notes',
      'ISO 14001 | EMS 80211 | Acorn Certification Ltd | 3 March 2025 to 2 March 2028 | All sites',
      'ISO 45001 | OHS 80377 | Acorn Certification Ltd | 1 July 2024 to 30 June 2027 | Depots only',
    ].join('\n'),
    { 'EMS 80211': '2028-03-02', 'OHS 80377': '2027-06-30' },
  ],
  [
    'English, "Period of validity"',
    [
      'Certification | Certificate no. | Issued by | Period of validity',
      'ISO 9001 | QMS-22871 | SGS United Kingdom Ltd | 2024-05-01 - 2027-04-30',
      'ISO 27001 | ISMS-22902 | SGS United Kingdom Ltd | 2025-09-10 - 2028-09-09',
    ].join('\n'),
    { 'QMS-22871': '2027-04-30', 'ISMS-22902': '2028-09-09' },
  ],
  [
    'Dutch, "Geldig (van - tot)"',
    [
      'Norm | Ons kenmerk | Afgegeven door | Toepassingsgebied | Geldig (van - tot) | Status',
      'ISO 14001:2015 | MS-3318 | Kiwa | Magazijn en werkplaats | 01-04-2023 - 31-03-2026 | Verlopen; heraudit in mei',
      'ISO 9001:2015 | MS-3319 | Kiwa | Alle vestigingen | 01-04-2025 - 31-03-2028 | Geldig',
    ].join('\n'),
    { 'MS-3318': '2026-03-31', 'MS-3319': '2028-03-31' },
  ],
  [
    'Dutch, a period under a heading that names nothing',
    [
      'Certificaat | Code | Instantie | Wanneer',
      'ISO 45001 | VG-55102 | DEKRA Certification B.V. | 12 mei 2025 t/m 11 mei 2028',
      'ISO 27001 | IB-55180 | DEKRA Certification B.V. | 2 februari 2024 tot 1 februari 2027',
    ].join('\n'),
    { 'VG-55102': '2028-05-11', 'IB-55180': '2027-02-01' },
  ],
  [
    'Dutch, "Geldigheidsperiode"',
    [
      'Keurmerk | Nummer | Uitgever | Geldigheidsperiode',
      'ISO 9001 | Q 90417 | Lloyd’s Register Nederland B.V. | 2025-01-15 t/m 2028-01-14',
      'ISO 14001 | E 90418 | Lloyd’s Register Nederland B.V. | 2025-01-15 t/m 2028-01-14',
    ].join('\n'),
    { 'Q 90417': '2028-01-14', 'E 90418': '2028-01-14' },
  ],
];

describe('a register that gives validity as a period (issue 19, item 6)', () => {
  it.each(registers)(
    '%s: each row with its number, issuer and the period’s end',
    async (_, text, ends) => {
      const read = await certificateDetails(text, 'Register.pdf');
      for (const [number, expiresOn] of Object.entries(ends)) {
        const row = read.find((c) => c.number === number);
        expect(row, number).toBeDefined();
        expect(row!.expiresOn).toBe(expiresOn);
        expect(row!.issuer).toBeTruthy();
      }
    },
  );

  it('never reads a single unnamed date as the expiry', async () => {
    const read = await certificateDetails(
      [
        'Scheme | Ref | Body | Last audit',
        'ISO 9001 | QA 71002 | NQA | 3 March 2026',
        'ISO 14001 | EM 71003 | NQA | 4 March 2026',
      ].join('\n'),
    );
    expect(read.map((c) => c.expiresOn)).toEqual([null, null]);
  });
});
