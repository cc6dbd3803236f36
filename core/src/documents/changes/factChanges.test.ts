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

describe('a document that states an old and a new value itself (Fact.replaced)', () => {
  const old = (date: string, label = 'Sluiting') => ({
    ...deadline('submission', date, label),
    replaced: true,
  });

  it('on its own: the old value is history, superseded by the new one, and a change of its own', () => {
    const history = projectFactHistory([
      doc(
        'rev',
        {
          deadlines: [
            deadline('questions', '2024-11-05'),
            old('2024-11-28T12:00'),
            deadline('submission', '2024-12-02T12:00'),
          ],
        },
        { created: 0 },
      ),
    ]);
    expect(stateOfFact(history, 'rev', 'deadlines', 1)).toBe('superseded');
    expect(stateOfFact(history, 'rev', 'deadlines', 2)).toBe('current');
    expect(stateOfFact(history, 'rev', 'deadlines', 0)).toBe('current');
    expect(history.supersededBy.get('rev/deadlines/1')?.index).toBe(2);
    const moved = changesBy(history, 'rev');
    expect(moved.map((c) => [c.slot, c.from[0]!.fact.page, c.to[0]!.index])).toEqual([
      ['deadlines:submission', 1, 2],
    ]);
    expect(history.conflicts).toEqual([]);
  });

  it('the new value pairs with the old by its row label when the document moves two of a kind', () => {
    const history = projectFactHistory([
      doc(
        'rev',
        {
          deadlines: [
            { ...deadline('award', '2024-12-10', 'Voorlopige gunning'), replaced: true },
            deadline('award', '2024-12-17', 'Voorlopige gunning'),
            deadline('award', '2025-01-07', 'Definitieve gunning'),
          ],
        },
        { created: 0 },
      ),
    ]);
    expect(history.supersededBy.get('rev/deadlines/0')?.index).toBe(1);
    expect(stateOfFact(history, 'rev', 'deadlines', 2)).toBe('current');
  });

  it('an old value with nothing beside it to replace it stays as it is', () => {
    const history = projectFactHistory([
      doc('rev', { deadlines: [old('2024-11-28T12:00')] }, { created: 0 }),
    ]);
    expect(stateOfFact(history, 'rev', 'deadlines', 0)).toBe('current');
    expect(history.changes).toEqual([]);
  });

  it('after an earlier document: one change, from both old values, and no conflict even uploaded together', () => {
    const history = projectFactHistory([
      doc('guide', { deadlines: [deadline('submission', '2024-11-28T12:00')] }, { created: 0 }),
      doc(
        'rev',
        { deadlines: [old('2024-11-28T12:00'), deadline('submission', '2024-12-02T12:00')] },
        { created: 1000 },
      ),
    ]);
    expect(history.conflicts).toEqual([]);
    expect(stateOfFact(history, 'guide', 'deadlines', 0)).toBe('superseded');
    const moved = changesBy(history, 'rev');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.from.map((f) => (f.fact as DeadlineFact).value.date)).toEqual([
      '2024-11-28T12:00',
    ]);
  });

  it('uploaded together with a document stating a third date: still conflicting', () => {
    const history = projectFactHistory([
      doc('other', { deadlines: [deadline('submission', '2024-11-21T12:00')] }, { created: 0 }),
      doc(
        'rev',
        { deadlines: [old('2024-11-28T12:00'), deadline('submission', '2024-12-02T12:00')] },
        { created: 1000 },
      ),
    ]);
    expect(history.conflicts.map((c) => c.slot)).toEqual(['deadlines:submission']);
    expect(stateOfFact(history, 'other', 'deadlines', 0)).toBe('conflicting');
  });
});
