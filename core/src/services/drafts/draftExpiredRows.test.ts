import { describe, expect, it } from 'vitest';
import { withoutEndedValidity } from './draftEvidenceSentences';
import { quoted } from './draftTestWorld';

/**
 * Tables written for these tests (issue 19, item 6): a certificate row states its expiry only
 * through its column ('Verloopt', 'Valid until'), with no validity words in the row. A row whose
 * date under that column has passed is never quoted under a requirement nor kept in a passage a
 * section is written from; the rows still valid are, in English and Dutch.
 */
const TODAY = '2026-11-25';
const TABLES: {
  language: string;
  requirement: string;
  table: string;
  ended: string;
  held: string;
}[] = [
  {
    language: 'Dutch, "Verloopt"',
    requirement:
      'U beschikt over een geldig ISO 22000- of ISO 9001-certificaat voor voedselveiligheid.',
    table: [
      'Norm | Certificaatnr. | Instelling | Afgegeven | Verloopt',
      'ISO 9001:2015 | QA-55102 | Kiwa Nederland | 02-02-2025 | 01-02-2028',
      'ISO 22000:2018 | FS-22871 | Lloyd’s Register | 10-04-2023 | 09-04-2026',
    ].join('\n'),
    ended: 'FS-22871',
    held: 'QA-55102',
  },
  {
    language: 'Dutch, "Geldig tot" in the middle',
    requirement:
      'De inschrijver beschikt over een geldig ISO 22000-certificaat voor voedselveiligheid.',
    table: [
      'Certificaat | Geldig tot | Nummer | Uitgever',
      'ISO 22000 voedselveiligheid | 30-06-2026 | VV 40917 | DNV',
      'ISO 9001 kwaliteit | 31-12-2027 | KM 11820 | DNV',
    ].join('\n'),
    ended: 'VV 40917',
    held: 'KM 11820',
  },
  {
    language: 'English, "Valid until"',
    requirement: 'Suppliers must hold a current ISO 22000 or ISO 9001 certificate for food safety.',
    table: [
      'Standard | Certificate no. | Certification body | Issued | Valid until',
      'ISO 9001:2015 | GB-QM-2207 | BSI | 5 May 2025 | 4 May 2028',
      'ISO 22000:2018 | GB-FS-9130 | SGS | 1 March 2023 | 28 February 2026',
    ].join('\n'),
    ended: 'GB-FS-9130',
    held: 'GB-QM-2207',
  },
  {
    language: 'English, "Expiry"',
    requirement: 'Suppliers must hold a current ISO 22000 certificate for food safety.',
    table: [
      'Scheme | Number | Expiry | Scope',
      'ISO 22000 food safety | FSM-6621 | 2026-03-31 | Catering and food logistics',
      'ISO 9001 quality | QMS-7410 | 2027-09-30 | Catering and food logistics',
    ].join('\n'),
    ended: 'FSM-6621',
    held: 'QMS-7410',
  },
];

describe('a certificate table row whose validity column has passed is never claimed (issue 19, item 6)', () => {
  it.each(TABLES)(
    '$language: not quoted under a requirement',
    async ({ requirement, table, ended }) => {
      const said = await quoted([requirement], table);
      expect(said.join(' ')).not.toContain(ended);
    },
  );

  it.each(TABLES)(
    '$language: left out of a whole passage, the valid row kept',
    ({ table, ended, held }) => {
      const text = withoutEndedValidity(`We werken met vaste teams.\n\n${table}`, TODAY);
      expect(text).not.toContain(ended);
      expect(text).toContain(held);
    },
  );

  it('keeps every row while its validity runs, and a table whose dates are only issue dates', () => {
    const held = [
      'Norm | Nummer | Afgegeven | Geldig tot',
      'ISO 9001 | QA-1 | 01-02-2025 | 01-02-2028',
    ].join('\n');
    expect(withoutEndedValidity(held, TODAY)).toBe(held);
    const since = ['Standard | Number | Certified since', 'ISO 9001 | QA-2 | 1 March 2019'].join(
      '\n',
    );
    expect(withoutEndedValidity(since, TODAY)).toBe(since);
  });
});
