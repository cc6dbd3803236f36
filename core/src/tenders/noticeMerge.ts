/**
 * One tender per procedure (issue 21): a change notice, a rectification or a republication of a
 * notice is merged into the tender of the notice it changes instead of becoming a row of its
 * own, and what it changed (deadline moved, lot added, …) is kept for the UI.
 *
 * Which notices belong together:
 * - a notice that names the notice it changes (changeOf: eForms BT-758 / TED API
 *   change-notice-version-identifier, or a TED-XML corrigendum's reference) joins the tender
 *   holding that notice; a change whose original was never ingested is kept as a tender of its
 *   own and the original joins it when it arrives (noticeKeys hold both sides of every link);
 * - a later publication of the same notice identifier joins it (eForms keeps the identifier);
 * - otherwise, notices of the same procedure (procedureId) and the same stage (prior information,
 *   contract notice, …) join; award notices never merge, they report a result, not a call.
 *
 * The tender's content is the newest notice's: a republication replaces it, a change notice
 * overrides the fields it fills (a TED-XML corrigendum lists only what changed, so an empty field
 * means "not changed"). The tender keeps the id of the notice stored first, the earliest
 * publication date, and the stage's notice type. Pure: the ingestion and the demo data use it.
 */
import type {
  MoneyAmount,
  Tender,
  TenderChange,
  TenderNoticeVersion,
  TenderRecord,
} from '../model/tender';
import type { Timestamp } from '../ports/values';

/** What merging reads and writes of a stored tender (a TenderRecord plus the bookkeeping). */
export type MergeableTender = TenderRecord &
  Partial<Pick<Tender, 'versions' | 'noticeKeys' | 'rectifiedBy'>>;

/** The identifiers a notice is known by or points at: its number, its identifier, its change link. */
export function noticeKeysOf(n: TenderRecord): string[] {
  return [...new Set([n.sourceId, n.noticeId, n.changeOf].filter((k): k is string => !!k))];
}

function keysOfTender(t: MergeableTender): string[] {
  return t.noticeKeys?.length ? t.noticeKeys : noticeKeysOf(t);
}

/** A change of something, as opposed to a notice of its own (original or republication). */
function isChange(n: TenderRecord): boolean {
  return n.publicationType === 'rectification' || !!n.changeOf;
}

/** Whether notice `n` belongs to tender `t` (see the header); never for the same notice. */
export function belongsTo(t: MergeableTender, n: TenderRecord): boolean {
  if (t.source !== n.source) return false;
  if (t.publicationType === 'award' || n.publicationType === 'award') return false;
  const keys = new Set(keysOfTender(t));
  // Linked by identifier: n changes a notice of t, t holds a change of n, or the same notice.
  if ((n.changeOf && keys.has(n.changeOf)) || (n.noticeId && keys.has(n.noticeId))) return true;
  if (keys.has(n.sourceId) && n.sourceId !== t.sourceId) return true;
  if (!n.procedureId || n.procedureId !== t.procedureId) return false;
  // Same procedure: a change joins any call of it; a notice joins its own stage, or a lone change.
  return (
    isChange(n) || t.publicationType === 'rectification' || t.publicationType === n.publicationType
  );
}

const ms = (t: Timestamp | null | undefined) => (t ? t.toMillis() : null);

function sameMoney(a: MoneyAmount | null | undefined, b: MoneyAmount | null | undefined) {
  return (
    (a?.amount ?? null) === (b?.amount ?? null) && (a?.currency ?? null) === (b?.currency ?? null)
  );
}

const lotLabel = (l: { id: string | null; title: string | null }) => l.title ?? l.id ?? '';

/** What `after` changed compared with `before`, in the order the UI lists it. */
export function noticeChanges(before: TenderRecord, after: TenderRecord): TenderChange[] {
  const out: TenderChange[] = [];
  if (ms(before.deadline) !== ms(after.deadline)) {
    out.push({ kind: 'deadline', from: before.deadline, to: after.deadline });
  }
  const lotKey = (l: { id: string | null; title: string | null }) => l.id ?? l.title ?? '';
  const beforeLots = before.lots ?? [];
  const afterLots = after.lots ?? [];
  const had = new Set(beforeLots.map(lotKey));
  const has = new Set(afterLots.map(lotKey));
  for (const l of afterLots)
    if (!had.has(lotKey(l))) out.push({ kind: 'lotAdded', lot: lotLabel(l) });
  for (const l of beforeLots)
    if (!has.has(lotKey(l))) out.push({ kind: 'lotRemoved', lot: lotLabel(l) });
  if (!sameMoney(before.estimatedValue, after.estimatedValue)) {
    out.push({
      kind: 'estimatedValue',
      from: before.estimatedValue ?? null,
      to: after.estimatedValue ?? null,
    });
  }
  if (before.title !== after.title) out.push({ kind: 'title' });
  if (before.description !== after.description) out.push({ kind: 'description' });
  if (before.cpvCodes.join() !== after.cpvCodes.join()) out.push({ kind: 'cpvCodes' });
  return out;
}

/**
 * The fields a change notice overrides: those it fills. A TED-XML corrigendum (F14) lists only
 * its changes, so an empty field there means "not changed", not "removed".
 */
export function corrections(rect: TenderRecord): Partial<TenderRecord> {
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
  if (rect.procedureType) out.procedureType = rect.procedureType;
  if (rect.nuts?.length) out.nuts = rect.nuts;
  return out;
}

function versionOf(n: TenderRecord, kind: TenderNoticeVersion['kind']): TenderNoticeVersion {
  return { sourceId: n.sourceId, publishedAt: n.publishedAt, kind, changes: [] };
}

const order = (a: TenderNoticeVersion, b: TenderNoticeVersion) =>
  a.publishedAt.toMillis() - b.publishedAt.toMillis() || a.sourceId.localeCompare(b.sourceId);

/** The new content when `n` is the newest notice of tender `t`. */
function withNewest<T extends MergeableTender>(t: T, n: TenderRecord, change: boolean): T {
  const content: TenderRecord = change ? { ...t, ...corrections(n) } : { ...t, ...n };
  return { ...t, ...content } as T;
}

/**
 * `n` merged into `t`: the content of the newest notice, the notice added to `versions` with
 * what it changed, and the keys that find the tender again. A notice already merged changes
 * the tender only when it is the newest and its content changed (a re-fetch).
 */
export function mergeNotice<T extends MergeableTender>(t: T, n: TenderRecord): T {
  // eForms keeps the notice identifier of the notice a change notice changes: a later notice
  // with an identifier the tender already holds is a change, even without its change link.
  const change = isChange(n) || (!!n.noticeId && keysOfTender(t).includes(n.noticeId));
  const versions: TenderNoticeVersion[] = t.versions?.length
    ? t.versions.map((v) => ({ ...v, changes: [...v.changes] }))
    : [versionOf(t, isChange(t) ? 'change' : 'original')];
  const newest = versions[versions.length - 1]!;
  let merged: T;
  if (versions.some((v) => v.sourceId === n.sourceId)) {
    if (newest.sourceId !== n.sourceId) return t;
    merged = withNewest(t, n, change);
  } else {
    const mine = versionOf(n, change ? 'change' : 'republication');
    const isNewest = order(newest, mine) < 0;
    if (isNewest) {
      merged = withNewest(t, n, change);
      mine.changes = noticeChanges(t, merged);
    } else if (versions.every((v) => v.kind === 'change')) {
      // The original of changes stored before it: the changes' fields still win, the original
      // fills what they leave out (a corrigendum's empty fields).
      merged = { ...t, ...n, ...corrections(t) };
      const next = versions[0]!;
      if (!next.changes.length) next.changes = noticeChanges(n, merged);
    } else {
      merged = { ...t };
      // The notice now following this older one changed what this one said.
      const next = versions.find((v) => order(mine, v) < 0);
      if (next && next === newest && !next.changes.length) next.changes = noticeChanges(n, t);
    }
    versions.push(mine);
    versions.sort(order);
  }
  // The first notice that is no change is the original; later ones are republications.
  let original = false;
  for (const v of versions) {
    if (v.kind === 'change') continue;
    v.kind = original ? 'republication' : 'original';
    original = true;
  }
  const stage =
    t.publicationType !== 'rectification'
      ? t.publicationType
      : n.publicationType !== 'rectification'
        ? n.publicationType
        : 'rectification';
  return {
    ...merged,
    source: t.source,
    sourceId: t.sourceId,
    publicationType: stage,
    publishedAt: versions[0]!.publishedAt,
    procedureId: t.procedureId ?? n.procedureId ?? null,
    noticeId: t.noticeId ?? null,
    changeOf: t.changeOf ?? null,
    versions,
    noticeKeys: [...new Set([...keysOfTender(t), ...noticeKeysOf(n)])],
    rectifiedBy: versions.map((v) => v.sourceId).filter((id) => id !== t.sourceId),
  };
}

/**
 * Notices → one tender per procedure stage, merged in publication order (the demo's data and
 * anything else that has all notices at hand). The tender keeps the first notice's id.
 */
export function mergeProcedureNotices(records: readonly TenderRecord[]): MergeableTender[] {
  const sorted = [...records].sort(
    (a, b) =>
      a.publishedAt.toMillis() - b.publishedAt.toMillis() || a.sourceId.localeCompare(b.sourceId),
  );
  const out: MergeableTender[] = [];
  for (const n of sorted) {
    const i = out.findIndex((t) => t.sourceId === n.sourceId || belongsTo(t, n));
    if (i < 0) out.push({ ...n, noticeKeys: noticeKeysOf(n) });
    else out[i] = mergeNotice(out[i]!, n);
  }
  return out;
}
