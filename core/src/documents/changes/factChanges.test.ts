import { describe, expect, it } from 'vitest';
import {
  type DeadlineFact,
  type LimitFact,
  type TenderFacts,
  emptyTenderFacts,
} from '../../model/documentFacts';
import {
  type FactDocument,
  changesBy,
  documentOrder,
  orderDocuments,
  projectFactHistory,
  stateOfFact,
} from './factChanges';

const deadline = (kind: string, date: string, label = 'Sluiting', page = 1): DeadlineFact => ({
  value: { kind: kind as DeadlineFact['value']['kind'], date, label },
  page,
  quote: `${label} ${date}`,
  status: 'sure',
});
const limit = (value: number, scope: string): LimitFact => ({
  value: { kind: 'pages', value, scope },
  page: 2,
  quote: `${scope} ${value}`,
});

const MIN = 60_000;
function doc(
  id: string,
  facts: Partial<TenderFacts>,
  at: { created: number; processed?: number | null; stated?: string | null; qa?: boolean },
): FactDocument {
  return {
    id,
    name: `${id}.pdf`,
    facts: { ...emptyTenderFacts(), ...facts },
    kind: at.qa ? 'clarifications' : null,
    statedDate: at.stated ?? null,
    createdAtMs: at.created,
    processedAtMs: at.processed === undefined ? at.created + MIN : at.processed,
  };
}

describe('documentOrder', () => {
  const a = doc('a', {}, { created: 0 });
  it('a document uploaded after the other was processed is later', () => {
    const b = doc('b', {}, { created: 2 * MIN });
    expect(documentOrder(a, b)).toBe(-1);
    expect(documentOrder(b, a)).toBe(1);
  });
  it('documents uploaded together (neither processed before the other came) have no order', () => {
    expect(documentOrder(a, doc('b', {}, { created: 1000 }))).toBe(0);
  });
  it('stated dates decide before upload order: an old document uploaded last is still earlier', () => {
    const old = doc('old', {}, { created: 10 * MIN, stated: '2024-10-24' });
    const revised = doc('new', {}, { created: 0, stated: '2024-11-06' });
    expect(documentOrder(old, revised)).toBe(-1);
    expect(orderDocuments([revised, old]).map((d) => d.id)).toEqual(['old', 'new']);
  });
  it('a Nota van Inlichtingen comes after the tender documents, even uploaded together', () => {
    const qa = doc('nvi', {}, { created: 500, qa: true });
    expect(documentOrder(a, qa)).toBe(-1);
  });
});

describe('projectFactHistory', () => {
  it('a later document moving the submission deadline supersedes the earlier one', () => {
    const guide = doc(
      'guide',
      { deadlines: [deadline('submission', '2024-11-28T12:00')] },
      {
        created: 0,
      },
    );
    const update = doc(
      'update',
      { deadlines: [deadline('submission', '2024-12-02T12:00', 'Sluiting', 3)] },
      { created: 5 * MIN },
    );
    const history = projectFactHistory([update, guide]);
    expect(history.order).toEqual(['guide', 'update']);
    expect(history.changes).toHaveLength(1);
    const change = history.changes[0]!;
    expect(change.from.map((f) => [f.documentId, (f.fact as DeadlineFact).value.date])).toEqual([
      ['guide', '2024-11-28T12:00'],
    ]);
    expect(change.to.map((f) => [f.documentId, f.fact.page])).toEqual([['update', 3]]);
    expect(stateOfFact(history, 'guide', 'deadlines', 0)).toBe('superseded');
    expect(stateOfFact(history, 'update', 'deadlines', 0)).toBe('current');
    expect(history.supersededBy.get('guide/deadlines/0')?.documentId).toBe('update');
    expect(changesBy(history, 'update')).toHaveLength(1);
    expect(changesBy(history, 'guide')).toHaveLength(0);
  });

  it('the same deadline restated, with or without its time, changes nothing', () => {
    const history = projectFactHistory([
      doc('a', { deadlines: [deadline('submission', '2024-11-28T12:00')] }, { created: 0 }),
      doc('b', { deadlines: [deadline('submission', '2024-11-28')] }, { created: 5 * MIN }),
    ]);
    expect(history.changes).toEqual([]);
    expect(history.states.size).toBe(0);
  });

  it('two documents without a clear order that disagree are both conflicting, none picked', () => {
    const history = projectFactHistory([
      doc('a', { deadlines: [deadline('submission', '2024-11-28T12:00')] }, { created: 0 }),
      doc('b', { deadlines: [deadline('submission', '2024-12-02T12:00')] }, { created: 1000 }),
    ]);
    expect(history.changes).toEqual([]);
    expect(history.conflicts).toHaveLength(1);
    expect(history.conflicts[0]!.facts.map((f) => f.documentId).sort()).toEqual(['a', 'b']);
    expect(stateOfFact(history, 'a', 'deadlines', 0)).toBe('conflicting');
    expect(stateOfFact(history, 'b', 'deadlines', 0)).toBe('conflicting');
  });

  it('a third, clearly later document settles a conflict', () => {
    const history = projectFactHistory([
      doc('a', { deadlines: [deadline('submission', '2024-11-28T12:00')] }, { created: 0 }),
      doc('b', { deadlines: [deadline('submission', '2024-12-02T12:00')] }, { created: 1000 }),
      doc('c', { deadlines: [deadline('submission', '2024-12-09T12:00')] }, { created: 9 * MIN }),
    ]);
    expect(stateOfFact(history, 'a', 'deadlines', 0)).toBe('superseded');
    expect(stateOfFact(history, 'b', 'deadlines', 0)).toBe('superseded');
    expect(changesBy(history, 'c')[0]!.from).toHaveLength(2);
  });

  it('a new final award date leaves the provisional award date of the same kind alone', () => {
    const history = projectFactHistory([
      doc(
        'a',
        {
          deadlines: [
            deadline('award', '2024-12-17T17:00', 'Voorlopige gunning'),
            deadline('award', '2025-01-07T17:00', 'Definitieve gunning'),
          ],
        },
        { created: 0 },
      ),
      doc(
        'b',
        { deadlines: [deadline('award', '2025-01-14T17:00', 'Definitieve gunning')] },
        { created: 5 * MIN },
      ),
    ]);
    expect(stateOfFact(history, 'a', 'deadlines', 0)).toBe('current');
    expect(stateOfFact(history, 'a', 'deadlines', 1)).toBe('superseded');
  });

  it('a page limit moves only for the same part of the bid', () => {
    const history = projectFactHistory([
      doc('a', { limits: [limit(30, 'Het plan van aanpak mag')] }, { created: 0 }),
      doc(
        'b',
        { limits: [limit(25, 'Plan van aanpak maximaal'), limit(2, 'Elk cv')] },
        { created: 5 * MIN },
      ),
    ]);
    expect(history.changes).toHaveLength(1);
    expect(history.changes[0]!.to.map((f) => (f.fact as LimitFact).value.value)).toEqual([25]);
    expect(stateOfFact(history, 'b', 'limits', 1)).toBe('current');
  });

  it('other dates and names never supersede one another', () => {
    const history = projectFactHistory([
      doc(
        'a',
        {
          deadlines: [deadline('other', '2024-11-01')],
          buyer: { value: 'VNG Realisatie', page: 1, quote: 'VNG Realisatie' },
        },
        { created: 0 },
      ),
      doc(
        'b',
        {
          deadlines: [deadline('other', '2024-11-08')],
          buyer: { value: 'VNG Realisatie B.V.', page: 1, quote: 'VNG Realisatie B.V.' },
        },
        { created: 5 * MIN },
      ),
    ]);
    expect(history.changes).toEqual([]);
    expect(history.conflicts).toEqual([]);
  });
});
