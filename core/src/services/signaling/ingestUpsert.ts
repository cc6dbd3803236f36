/**
 * Storing fetched notices: one tender per (source, id), written only when new or changed, and
 * rectifications applied to the tender they correct.
 *
 * `fetchedAt` is when a notice was first stored and never moves; a changed notice gets
 * `changedAt`. Fetching the same notice again (overlapping days, a duplicate page, a retried run)
 * writes nothing, so matches, viewed state and digests see no spurious change.
 */
import {
  type Tender,
  type TenderRecord,
  refs,
  tenderDocId,
  TENDER_NOTICE_TYPES,
} from '../../model/index';
import type { DocStore } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import { Timestamp } from '../../ports/values';

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

/** Key-order-independent form for comparing stored and fetched content. */
function canonical(value: unknown): string {
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

const BOOKKEEPING: ReadonlySet<string> = new Set(['fetchedAt', 'changedAt', 'rectifiedBy']);

function content(tender: Partial<Tender>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tender).filter(([k]) => !BOOKKEEPING.has(k)));
}

export function sameContent(a: Partial<Tender>, b: Partial<Tender>): boolean {
  return canonical(content(a)) === canonical(content(b));
}

export type UpsertOutcome = 'created' | 'changed' | 'unchanged';

/**
 * The rectifications already stored for the record's procedure, oldest first, applied to it: a
 * notice fetched again (or after its rectification, when a page lists them in that order) keeps
 * them. Rectifications are stored as tenders of their own, so they can be re-applied.
 */
async function withStoredRectifications(
  docs: DocStore,
  record: TenderRecord,
): Promise<{ fresh: TenderRecord; rectifiedBy: string[] }> {
  if (!record.procedureId || !CORRECTABLE.has(record.publicationType)) {
    return { fresh: record, rectifiedBy: [] };
  }
  const snap = await docs.getDocs(
    query(refs.tenders(), where('procedureId', '==', record.procedureId)),
  );
  const rects = snap.docs
    .map((d) => d.data)
    .filter((t) => t.source === record.source && t.publicationType === 'rectification')
    .sort(
      (x, y) =>
        x.publishedAt.toMillis() - y.publishedAt.toMillis() || x.sourceId.localeCompare(y.sourceId),
    );
  let fresh = record;
  for (const rect of rects) fresh = { ...fresh, ...corrections(rect) };
  return { fresh, rectifiedBy: rects.map((r) => r.sourceId) };
}

export async function upsertTender(
  docs: DocStore,
  record: TenderRecord,
  now: Timestamp,
): Promise<{ outcome: UpsertOutcome; stored: StoredTender }> {
  const id = tenderDocId(record.source, record.sourceId);
  const ref = refs.tender(id);
  const existing = (await docs.getDoc(ref)).data;
  const { fresh, rectifiedBy } = await withStoredRectifications(docs, storable(record));
  const bookkeeping = rectifiedBy.length ? { rectifiedBy } : {};
  if (!existing) {
    const tender: Tender = { ...fresh, fetchedAt: now, ...bookkeeping };
    await docs.setDoc(ref, tender);
    return { outcome: 'created', stored: { id, tender } };
  }
  if (sameContent(existing, fresh)) {
    return { outcome: 'unchanged', stored: { id, tender: existing } };
  }
  const tender: Tender = {
    ...fresh,
    fetchedAt: existing.fetchedAt,
    ...bookkeeping,
    changedAt: now,
  };
  await docs.setDoc(ref, tender);
  return { outcome: 'changed', stored: { id, tender } };
}

/** Notice types a rectification may correct (an award or another rectification is left alone). */
const CORRECTABLE = new Set<string>(
  TENDER_NOTICE_TYPES.filter((t) => t !== 'award' && t !== 'rectification'),
);

/**
 * What a rectification carries over: the fields it actually fills. A TED-XML corrigendum (F14)
 * lists only its changes, so an empty field there means "not changed", not "removed".
 */
function corrections(rect: TenderRecord): Partial<TenderRecord> {
  const out: Partial<TenderRecord> = {};
  if (rect.title) out.title = rect.title;
  if (rect.description) out.description = rect.description;
  if (rect.titles && Object.keys(rect.titles).length) out.titles = rect.titles;
  if (rect.descriptions && Object.keys(rect.descriptions).length) {
    out.descriptions = rect.descriptions;
  }
  if (rect.deadline) out.deadline = rect.deadline;
  if (rect.cpvCodes.length) {
    out.cpvCodes = rect.cpvCodes;
    out.mainCpv = rect.mainCpv ?? rect.cpvCodes[0] ?? null;
  }
  if (rect.estimatedValue) out.estimatedValue = rect.estimatedValue;
  if (rect.lots?.length) out.lots = rect.lots;
  return storable(out);
}

/**
 * A rectification (same procedure, later notice) updates the tenders of its procedure. Applying
 * the same rectification twice changes nothing (its id is remembered in `rectifiedBy`).
 */
export async function applyRectification(
  docs: DocStore,
  rect: TenderRecord,
  now: Timestamp,
): Promise<StoredTender[]> {
  if (rect.publicationType !== 'rectification' || !rect.procedureId) return [];
  const selfId = tenderDocId(rect.source, rect.sourceId);
  const snap = await docs.getDocs(
    query(refs.tenders(), where('procedureId', '==', rect.procedureId)),
  );
  const fix = corrections(rect);
  const updated: StoredTender[] = [];
  for (const doc of snap.docs) {
    const t = doc.data;
    if (doc.id === selfId || t.source !== rect.source || !CORRECTABLE.has(t.publicationType)) {
      continue;
    }
    if (t.rectifiedBy?.includes(rect.sourceId)) continue;
    const tender: Tender = {
      ...t,
      ...fix,
      rectifiedBy: [...(t.rectifiedBy ?? []), rect.sourceId],
      changedAt: now,
    };
    await docs.setDoc(refs.tender(doc.id), tender);
    updated.push({ id: doc.id, tender });
  }
  return updated;
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
