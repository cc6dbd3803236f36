import { describe, expect, it } from 'vitest';
import {
  type DeadlineFact,
  type Fact,
  type TenderFacts,
  emptyTenderFacts,
} from '../../model/documentFacts';
import { type FactDocument, projectFactHistory, stateOfFact } from './factChanges';
import { differentTenders } from './sameTender';

const named = (value: string): Fact<string> => ({ value, page: 1, quote: value });
const submission = (date: string): DeadlineFact => ({
  value: { kind: 'submission', date, label: 'Submission' },
  page: 2,
  quote: `Submission ${date}`,
});
const tender = (buyer: string | null, reference: string | null, date?: string): TenderFacts => ({
  ...emptyTenderFacts(),
  buyer: buyer ? named(buyer) : null,
  reference: reference ? named(reference) : null,
  deadlines: date ? [submission(date)] : [],
});
const MIN = 60_000;
const doc = (id: string, facts: TenderFacts, created: number): FactDocument => ({
  id,
  name: `${id}.pdf`,
  facts,
  kind: null,
  statedDate: null,
  createdAtMs: created,
  processedAtMs: created + MIN,
});

describe('differentTenders', () => {
  it.each([
    ['Gemeente Lindeveld', 'LV-2027-018', 'Jeugdregio Oostmark', 'JOM/2027/04'],
    ['Harbridge Borough Council', 'HBC-ITT-0412', 'Fenmoor County Council', 'FCC 2027 118'],
    ['Waterschap Dijkland', 'WD.2027.06', 'Northfield Council', 'NC-RFT-22'],
    // An addendum that names only its code: the code decides.
    [null, 'HBC-ITT-0412', 'Fenmoor County Council', 'FCC 2027 118'],
  ])('%s (%s) and %s (%s) are two tenders', (buyerA, refA, buyerB, refB) => {
    expect(differentTenders(tender(buyerA, refA), tender(buyerB, refB))).toBe(true);
  });

  it.each([
    // The same tender's reference written another way, with or without a suffix.
    ['Gemeente Lindeveld', 'LV-2027-018', 'gemeente Lindeveld', 'LV 2027 018'],
    ['Harbridge Borough Council', 'HBC-ITT-0412', 'Harbridge Council', 'HBC-ITT-0412 Addendum 1'],
    // The same buyer's two tenders cannot be told from a misread reference: still compared.
    ['Gemeente Lindeveld', 'LV-2027-018', 'Gemeente Lindeveld', 'LV-2027-031'],
    // A Nota van Inlichtingen or addendum that names no reference.
    ['Gemeente Lindeveld', 'LV-2027-018', null, null],
    ['Harbridge Borough Council', 'HBC-ITT-0412', 'Harbridge Borough Council', null],
  ])('%s (%s) and %s (%s) may be one tender', (buyerA, refA, buyerB, refB) => {
    expect(differentTenders(tender(buyerA, refA), tender(buyerB, refB))).toBe(false);
  });
});

describe('projectFactHistory with two tenders in one project', () => {
  it("leaves each tender's deadline current: no change, no conflict (en and nl)", () => {
    const nl = doc('nl', tender('Gemeente Lindeveld', 'LV-2027-018', '2027-03-09'), 0);
    const en = doc('en', tender('Fenmoor County Council', 'FCC 2027 118', '2027-04-01'), 5 * MIN);
    const together = doc('en2', { ...en.facts }, 0);
    for (const [first, second] of [
      [nl, en],
      [nl, together],
    ] as const) {
      const history = projectFactHistory([first, second]);
      expect(history.changes).toEqual([]);
      expect(history.conflicts).toEqual([]);
      expect(stateOfFact(history, first.id, 'deadlines', 0)).toBe('current');
      expect(stateOfFact(history, second.id, 'deadlines', 0)).toBe('current');
    }
  });

  it("still moves a tender's deadline when its own later document changes it", () => {
    const original = doc('a', tender('Gemeente Lindeveld', 'LV-2027-018', '2027-03-09'), 0);
    const other = doc('b', tender('Fenmoor County Council', 'FCC 2027 118', '2027-04-01'), 2 * MIN);
    const nota = doc('c', tender(null, 'LV-2027-018', '2027-03-23'), 4 * MIN);
    const history = projectFactHistory([original, other, nota]);
    expect(stateOfFact(history, 'a', 'deadlines', 0)).toBe('superseded');
    expect(stateOfFact(history, 'b', 'deadlines', 0)).toBe('current');
    expect(stateOfFact(history, 'c', 'deadlines', 0)).toBe('current');
    expect(history.changes).toHaveLength(1);
    expect(history.changes[0]!.from.map((f) => f.documentId)).toEqual(['a']);
  });
});
