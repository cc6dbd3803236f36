import { describe, expect, it } from 'vitest';
import { withoutEndedValidity } from './draftEvidenceSentences';
import { quoted } from './draftTestWorld';

/**
 * Set 10's class (issue 19, item 6), with tables written for these tests: a certificate table
 * names its end column in words of its own ('Runs until', 'Loopt af op'). A row whose date
 * under it has passed is never quoted under a requirement nor kept in a passage a section is
 * written from; the rows still running are, and a references table's ended contracts stay.
 */
const TODAY = '2026-11-25';
const TABLES = [
  {
    language: 'English, "Runs until"',
    requirement: 'Registration with a competent person scheme for electrical installation work.',
    table: [
      'Scheme | Registration no. | Body | Last visit | Runs until',
      'Ventilation competent person scheme | VCP-33190 | BESCA | 14 Jan 2026 | 13 Jan 2027',
      'Electrical competent person scheme, installation work | ECP-50872 | Elmhurst | 02 Feb 2025 | 31 Aug 2026',
    ].join('\n'),
    ended: 'ECP-50872',
    held: 'VCP-33190',
  },
  {
    language: 'Dutch, "Erkend tot"',
    requirement: 'De inschrijver is erkend installateur van ventilatiesystemen voor woningen.',
    table: [
      'Erkenning | Nummer | Instantie | Laatste audit | Erkend tot',
      'Erkend installateur ventilatiesystemen woningen | EV-40218 | Kiwa | 12-03-2025 | 30-09-2026',
      'Erkenning warmtepompen | EW-77315 | Kiwa | 12-03-2026 | 11-03-2029',
    ].join('\n'),
    ended: 'EV-40218',
    held: 'EW-77315',
  },
];

describe('a certificate row whose own end column has passed is never claimed (issue 19, item 6)', () => {
  it.each(TABLES)('$language: not quoted under a requirement', async (t) => {
    const said = await quoted([t.requirement], t.table);
    expect(said.join(' ')).not.toContain(t.ended);
  });

  it.each(TABLES)('$language: left out of a whole passage, the running row kept', (t) => {
    const text = withoutEndedValidity(`We werken met vaste teams.\n\n${t.table}`, TODAY);
    expect(text).not.toContain(t.ended);
    expect(text).toContain(t.held);
  });

  it("keeps a references table's ended contracts, in English and Dutch", () => {
    for (const table of [
      [
        'Client | Contract | Started | Ended',
        'Northfield Homes | Repairs | 1 Apr 2019 | 31 Mar 2024',
      ],
      [
        'Opdrachtgever | Opdracht | Gestart | Eindigt',
        'Woonstede | Onderhoud | 01-04-2019 | 31-03-2024',
      ],
    ]) {
      const text = table.join('\n');
      expect(withoutEndedValidity(text, TODAY)).toBe(text);
    }
  });
});

/**
 * Set 12's class (issue 19, item 6), with registers written for these tests: validity as a
 * period under a column of its own (its last date is the end) and a status column whose word
 * says the row ended. Either leaves the row out; the running rows stay.
 */
const PERIOD_AND_STATUS = [
  [
    'Standard | Ref. | Body | Valid (from - to) | Status',
    'ISO 50001:2018 | EN-2231 | LRQA | 01/02/2023 - 31/01/2026 | Renewal pending',
    'ISO 22301:2019 | BC-8812 | LRQA | 01/02/2025 - 31/01/2028 | Current',
  ],
  [
    'Scheme | Number | Issued by | Validity | State',
    'Constructionline Gold | CL-55120 | Constructionline | 2025-01-01 to 2027-12-31 | Expired, resubmission in January',
    'ISO 22301 | BC-9901 | BSI | 2025-03-01 to 2028-02-28 | Valid',
  ],
  [
    'Certificaat | Nummer | Instelling | Geldig (van - tot) | Status',
    'ISO 50001 | EN-4410 | Kiwa | 01-03-2025 - 28-02-2028 | Verlopen; heraudit in maart',
    'ISO 22301 | BC-7345 | Kiwa | 01-03-2025 - 28-02-2028 | Geldig',
  ],
  [
    'Norm | Registratie | Uitgever | Looptijd | Stand',
    'ISO 50001 | EN-6652 | DNV | 15-04-2023 t/m 14-04-2026 | Lopend',
    'ISO 22301 | BC-2208 | DNV | 15-04-2025 t/m 14-04-2028 | Lopend',
  ],
];

describe('a certificate row ended by its period or its status is never claimed (issue 19, item 6)', () => {
  it.each(PERIOD_AND_STATUS)('%s: the ended row left out, the running row kept', (...rows) => {
    const text = withoutEndedValidity(rows.join('\n'), TODAY);
    expect(text).not.toMatch(/EN-\d+|CL-\d+/);
    expect(text).toMatch(/BC-\d+/);
  });
});
