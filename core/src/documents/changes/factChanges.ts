/**
 * What changed (issue 17 item 5): a project's documents put in order, and each fact that a later
 * document states differently marked superseded by it, or — when the two documents have no clear
 * order — both marked conflicting instead of one being picked. Pure: the processor (to notify the
 * project's members) and the web client (the notice, the history, the deadline suggestions) call it
 * with the documents' stored facts.
 *
 * Order between two documents, first rule that decides (docs/decisions.md, "What changed"):
 * 1. the dates they state as their own (documentProfile.ts), when both state one and they differ;
 * 2. a Nota van Inlichtingen comes after the tender documents it answers;
 * 3. upload: one uploaded after the other had been processed is later (the user saw the first).
 * Documents uploaded together with nothing else to tell them apart have no clear order.
 * Documents of two different tenders (sameTender.ts: the references differ and no buyer is shared) are not
 * compared at all: one tender's date is not a change of the other's.
 *
 * Only facts whose value can change are tracked: deadlines (per kind, not 'other'), page/word/
 * character limits, contract values, durations and the price/quality split. Names (buyer,
 * reference, procedure) differ in wording between documents without changing, and lists (criteria,
 * requirements, lots, CPV codes) grow rather than replace one another.
 */
import type { Fact, TenderFacts } from '../../model/documentFacts';
import type { DocumentKind } from '../../model/projectDocument';
import {
  type TrackedKey,
  distinctValues,
  labelOf,
  sameValue,
  shareAWord,
  slotOf,
} from './factValues';
import { differentTenders } from './sameTender';
import { replacedWithin } from './withinDocument';

export { sameValue, type TrackedKey } from './factValues';

export interface FactDocument {
  readonly id: string;
  readonly name: string;
  readonly facts: TenderFacts;
  readonly kind: DocumentKind | null;
  /** yyyy-mm-dd: the date the document states as its own, or null. */
  readonly statedDate: string | null;
  readonly createdAtMs: number;
  /** When processing finished; null while it has not. */
  readonly processedAtMs: number | null;
}

export const TRACKED_KEYS: readonly TrackedKey[] = [
  'deadlines',
  'limits',
  'values',
  'durations',
  'priceQuality',
];

export type FactState = 'current' | 'superseded' | 'conflicting';

/** One fact of one document: `index` is its position in that document's list for its key. */
export interface SourcedFact {
  readonly key: TrackedKey;
  readonly index: number;
  readonly fact: Fact<unknown>;
  readonly documentId: string;
  readonly documentName: string;
}

/** A later document moved a fact: `from` the earlier documents' values `to` its own. */
export interface FactChange {
  readonly key: TrackedKey;
  readonly slot: string;
  readonly from: readonly SourcedFact[];
  readonly to: readonly SourcedFact[];
}

/** Documents without a clear order state the fact differently: all values are shown. */
export interface FactConflict {
  readonly key: TrackedKey;
  readonly slot: string;
  readonly facts: readonly SourcedFact[];
}

export interface ProjectFactHistory {
  /** Document ids, earliest first. */
  readonly order: readonly string[];
  readonly changes: readonly FactChange[];
  readonly conflicts: readonly FactConflict[];
  /** The state of each tracked fact, by factId(documentId, key, index); absent means current. */
  readonly states: ReadonlyMap<string, FactState>;
  /** For a superseded fact (by factId): the fact that replaced it. */
  readonly supersededBy: ReadonlyMap<string, SourcedFact>;
}

export const factId = (documentId: string, key: string, index: number) =>
  `${documentId}/${key}/${index}`;
const idOf = (f: SourcedFact) => factId(f.documentId, f.key, f.index);

/** -1: a is earlier, 1: a is later, 0: no clear order. */
export function documentOrder(a: FactDocument, b: FactDocument): -1 | 0 | 1 {
  if (a.statedDate && b.statedDate && a.statedDate !== b.statedDate) {
    return a.statedDate < b.statedDate ? -1 : 1;
  }
  const aQa = a.kind === 'clarifications';
  if (aQa !== (b.kind === 'clarifications')) return aQa ? 1 : -1;
  if (a.processedAtMs !== null && a.processedAtMs <= b.createdAtMs) return -1;
  if (b.processedAtMs !== null && b.processedAtMs <= a.createdAtMs) return 1;
  return 0;
}

/**
 * Whether a later document's new value replaces an earlier fact of the same slot. Limits: only
 * for the same part of the bid (their scopes share a word). Deadlines: when the earlier document
 * gives one date of the kind, or the rows carry the same label (provisional and final award are
 * two dates of one kind: a new final award date leaves the provisional one alone).
 */
function replaces(
  key: TrackedKey,
  earlier: SourcedFact,
  later: SourcedFact,
  earlierDistinct: number,
): boolean {
  const a = labelOf(key, earlier.fact.value);
  const b = labelOf(key, later.fact.value);
  if (key === 'limits') {
    return shareAWord(a, b);
  }
  if (key === 'deadlines') return earlierDistinct <= 1 || a === b;
  return true;
}

function sourcedFacts(doc: FactDocument): SourcedFact[] {
  const out: SourcedFact[] = [];
  for (const key of TRACKED_KEYS) {
    const value = doc.facts[key] as Fact<unknown> | Fact<unknown>[] | null;
    const list = Array.isArray(value) ? value : value ? [value] : [];
    list.forEach((fact, index) =>
      out.push({ key, index, fact, documentId: doc.id, documentName: doc.name }),
    );
  }
  return out;
}

/** Documents earliest first: by documentOrder, upload time where it gives no clear order. */
export function orderDocuments(documents: readonly FactDocument[]): FactDocument[] {
  const out: FactDocument[] = [];
  const byUpload = [...documents].sort((a, b) => a.createdAtMs - b.createdAtMs);
  // Insertion: each goes after the last document it is clearly later than (small n: a project's).
  for (const doc of byUpload) {
    let at = out.length;
    while (at > 0 && documentOrder(out[at - 1]!, doc) === 1) at--;
    out.splice(at, 0, doc);
  }
  return out;
}

export function projectFactHistory(documents: readonly FactDocument[]): ProjectFactHistory {
  const ordered = orderDocuments(documents);
  const docById = new Map(ordered.map((d) => [d.id, d]));
  const states = new Map<string, FactState>();
  const supersededBy = new Map<string, SourcedFact>();
  const changes: FactChange[] = [];
  const conflicts: FactConflict[] = [];
  /** Per slot: the facts that currently hold. */
  const current = new Map<string, SourcedFact[]>();

  for (const doc of ordered) {
    const bySlot = new Map<string, SourcedFact[]>();
    for (const f of sourcedFacts(doc)) {
      const slot = slotOf(f.key, f.fact.value);
      if (slot === null) continue;
      bySlot.set(slot, [...(bySlot.get(slot) ?? []), f]);
    }
    for (const [slot, all] of bySlot) {
      const key = all[0]!.key;
      // What the document itself states as replaced (an old column or schedule beside the new):
      // history, superseded by the document's own new value, before any other document is read.
      const own = replacedWithin(key, all);
      for (const { old, by } of own) {
        states.set(idOf(old), 'superseded');
        supersededBy.set(idOf(old), by);
      }
      const ownOld = new Set(own.map((o) => idOf(o.old)));
      const stated = all.filter((f) => !ownOld.has(idOf(f)));
      const ownChange = (): FactChange | null =>
        own.length === 0
          ? null
          : {
              key,
              slot,
              from: distinctValues(
                key,
                own.map((o) => o.old),
              ),
              to: distinctValues(
                key,
                own.map((o) => o.by),
              ),
            };
      // Another tender's facts in the same project are neither replaced nor conflicting.
      const others = (current.get(slot) ?? []).filter((h) =>
        differentTenders(docById.get(h.documentId)!.facts, doc.facts),
      );
      const held = (current.get(slot) ?? []).filter((h) => !others.includes(h));
      const fresh = stated.filter(
        (f) => !held.some((h) => sameValue(key, h.fact.value, f.fact.value)),
      );
      if (held.length === 0 || fresh.length === 0) {
        current.set(slot, [...others, ...held, ...stated]);
        const change = ownChange();
        if (change) changes.push(change);
        continue;
      }
      // A row this document restates with a new value beside it ('Deadline indienen offerte'
      // in the old and the new schedule) is the old value quoted, not confirmed.
      const requoted = (f: SourcedFact) =>
        fresh.some((n) => labelOf(key, n.fact.value) === labelOf(key, f.fact.value));
      const heldDistinct = (h: SourcedFact) =>
        distinctValues(
          key,
          held.filter((x) => x.documentId === h.documentId),
        ).length;
      /** Each held fact this document states anew, with what replaces it. */
      const moved: { held: SourcedFact; restated?: SourcedFact; by: SourcedFact }[] = [];
      for (const h of held) {
        const restated = stated.find((f) => sameValue(key, h.fact.value, f.fact.value));
        const by = fresh.find((n) => replaces(key, h, n, heldDistinct(h)));
        if (!by || (restated && !requoted(restated))) continue;
        moved.push({ held: h, restated, by });
      }
      if (moved.length === 0) {
        current.set(slot, [...others, ...held, ...stated]);
        const change = ownChange();
        if (change) changes.push(change);
        continue;
      }
      // A document that names the other's value as its own old one is the later of the two,
      // whatever their upload says.
      const namedAsOld = (h: SourcedFact) =>
        own.some((o) => sameValue(key, o.old.fact.value, h.fact.value));
      const unclear = moved.some(
        (m) => documentOrder(docById.get(m.held.documentId)!, doc) === 0 && !namedAsOld(m.held),
      );
      if (unclear) {
        const differing = [
          ...moved.flatMap((m) => (m.restated ? [m.held, m.restated] : [m.held])),
          ...distinctValues(
            key,
            moved.map((m) => m.by),
          ),
        ];
        const unique = differing.filter(
          (f, i) => differing.findIndex((g) => idOf(g) === idOf(f)) === i,
        );
        for (const f of unique) states.set(idOf(f), 'conflicting');
        conflicts.push({ key, slot, facts: unique });
        current.set(slot, [...others, ...held, ...stated]);
        continue;
      }
      const gone: SourcedFact[] = [];
      for (const m of moved) {
        for (const f of m.restated ? [m.held, m.restated] : [m.held]) {
          gone.push(f);
          states.set(idOf(f), 'superseded');
          supersededBy.set(idOf(f), m.by);
        }
      }
      const goneIds = new Set(gone.map(idOf));
      current.set(
        slot,
        [...others, ...held, ...stated].filter((f) => !goneIds.has(idOf(f))),
      );
      const from = distinctValues(key, [
        ...gone.filter((g) => g.documentId !== doc.id),
        ...own.map((o) => o.old),
      ]);
      if (from.length > 0) {
        const to = distinctValues(key, [...moved.map((m) => m.by), ...own.map((o) => o.by)]);
        changes.push({ key, slot, from, to });
      }
    }
  }
  return { order: ordered.map((d) => d.id), changes, conflicts, states, supersededBy };
}

export function stateOfFact(
  history: ProjectFactHistory,
  documentId: string,
  key: string,
  index: number,
): FactState {
  return history.states.get(factId(documentId, key, index)) ?? 'current';
}

/** The changes a document brought (its facts are the new values): what its processing reports. */
export function changesBy(history: ProjectFactHistory, documentId: string): FactChange[] {
  return history.changes.filter((c) => c.to.some((f) => f.documentId === documentId));
}
