/**
 * Storing fetched notices: one tender per procedure, written only when new or changed; change
 * notices, rectifications and republications merge into the tender they change
 * (core/src/tenders/noticeMerge.ts), and a change whose original was never ingested is kept as a
 * tender until the original arrives and joins it.
 *
 * `fetchedAt` is when a notice was first stored and never moves; a changed notice gets
 * `changedAt`. Fetching the same notice again (overlapping days, a duplicate page, a retried run)
 * writes nothing, so matches, viewed state and digests see no spurious change.
 */
import { type Tender, type TenderRecord, refs, tenderDocId } from '../../model/index';
import type { DocStore } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import { Timestamp } from '../../ports/values';
import { belongsTo, mergeNotice, noticeKeysOf } from '../../tenders/noticeMerge';

export type StoredTender = { readonly id: string; readonly tender: Tender };

/** Undefined fields are dropped (Firestore rejects them); Timestamps stay as they are. */
export function storable<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => storable(v)) as T;
  if (value && typeof value === 'object' && !(value instanceof Timestamp)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = storable(v);
    return out as T;
  }
  return value;
}

/** Key-order-independent form for comparing stored and fetched content (tenders, matches). */
export function canonical(value: unknown): string {
  if (value instanceof Timestamp) return `T${value.seconds}.${value.nanoseconds}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const BOOKKEEPING: ReadonlySet<string> = new Set([
  'fetchedAt',
  'changedAt',
  'rectifiedBy',
  'versions',
  'noticeKeys',
]);

function content(tender: Partial<Tender>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tender).filter(([k]) => !BOOKKEEPING.has(k)));
}

export function sameContent(a: Partial<Tender>, b: Partial<Tender>): boolean {
  return canonical(content(a)) === canonical(content(b));
}

export type UpsertOutcome = 'created' | 'changed' | 'unchanged';

/**
 * The stored tender a notice belongs to (noticeMerge.ts): found by any identifier of the notice
 * (noticeKeys) or by its procedure. When several qualify, one linked by identifier, then the one
 * stored first: its id is the one matches and projects already point at.
 */
async function tenderOfNotice(docs: DocStore, record: TenderRecord): Promise<StoredTender | null> {
  const found = new Map<string, Tender>();
  const keys = noticeKeysOf(record);
  for (const d of (
    await docs.getDocs(query(refs.tenders(), where('noticeKeys', 'array-contains-any', keys)))
  ).docs) {
    found.set(d.id, d.data);
  }
  if (record.procedureId) {
    const snap = await docs.getDocs(
      query(refs.tenders(), where('procedureId', '==', record.procedureId)),
    );
    for (const d of snap.docs) found.set(d.id, d.data);
  }
  // A tender linked by identifier (the very notice a change names) before one of the same
  // procedure only, then the one stored first.
  const linked = (t: Tender) => (t.noticeKeys ?? []).some((k) => keys.includes(k));
  const candidates = [...found.entries()]
    .filter(([, t]) => belongsTo(t, record))
    .sort(
      ([ida, a], [idb, b]) =>
        Number(linked(b)) - Number(linked(a)) ||
        a.fetchedAt.toMillis() - b.fetchedAt.toMillis() ||
        ida.localeCompare(idb),
    );
  const first = candidates[0];
  return first ? { id: first[0], tender: first[1] } : null;
}

/**
 * Stores a fetched notice: as a tender of its own, or merged into the tender of its procedure
 * when it changes or republishes one (one row per procedure, issue 21). Fetching the same notice
 * again writes nothing unless its content changed.
 */
export async function upsertTender(
  docs: DocStore,
  record: TenderRecord,
  now: Timestamp,
): Promise<{ outcome: UpsertOutcome; stored: StoredTender }> {
  const fresh = storable(record);
  const id = tenderDocId(record.source, record.sourceId);
  const existing = (await docs.getDoc(refs.tender(id))).data;
  if (existing && !existing.versions?.length) {
    // A tender of one notice fetched again.
    if (sameContent(existing, { ...fresh, noticeKeys: existing.noticeKeys })) {
      return { outcome: 'unchanged', stored: { id, tender: existing } };
    }
    const tender: Tender = {
      ...fresh,
      noticeKeys: noticeKeysOf(fresh),
      fetchedAt: existing.fetchedAt,
      changedAt: now,
    };
    await docs.setDoc(refs.tender(id), tender);
    return { outcome: 'changed', stored: { id, tender } };
  }
  const target = existing ? { id, tender: existing } : await tenderOfNotice(docs, fresh);
  if (!target) {
    const tender: Tender = { ...fresh, noticeKeys: noticeKeysOf(fresh), fetchedAt: now };
    await docs.setDoc(refs.tender(id), tender);
    return { outcome: 'created', stored: { id, tender } };
  }
  const merged = storable(mergeNotice(target.tender, fresh));
  if (
    sameContent(target.tender, merged) &&
    canonical(target.tender.versions) === canonical(merged.versions)
  ) {
    return { outcome: 'unchanged', stored: target };
  }
  const tender: Tender = { ...merged, fetchedAt: target.tender.fetchedAt, changedAt: now };
  await docs.setDoc(refs.tender(target.id), tender);
  return { outcome: 'changed', stored: { id: target.id, tender } };
}

/**
 * Flags the projects made from changed tenders (Project.tenderId) so their page can say the
 * tender changed. Projects live under their company, so this walks the companies once per run.
 */
export async function flagProjectsOfTenders(
  docs: DocStore,
  tenderIds: readonly string[],
  now: Timestamp,
): Promise<number> {
  if (!tenderIds.length) return 0;
  const companies = await docs.getDocs(refs.companies());
  let flagged = 0;
  for (const company of companies.docs) {
    // 'in' takes at most 30 values per query.
    for (let i = 0; i < tenderIds.length; i += 30) {
      const chunk = tenderIds.slice(i, i + 30);
      const projects = await docs.getDocs(
        query(refs.projects(company.id), where('tenderId', 'in', chunk)),
      );
      for (const p of projects.docs) {
        await docs.updateDoc(refs.project(company.id, p.id), { tenderChangedAt: now });
        flagged++;
      }
    }
  }
  return flagged;
}
