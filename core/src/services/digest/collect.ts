/**
 * The matches a digest lists: the company's, at or above its threshold, not yet opened by the
 * recipient, and still open — a tender whose deadline has passed or that was awarded is left
 * out (issue 21: nobody can bid on it).
 */
import type { Locale } from '../../model/locales';
import { refs } from '../../model/paths';
import { isTenderClosed } from '../../model/tender';
import type { DocStore } from '../../ports/docStore';
import { query, where } from '../../ports/query';
import { Timestamp } from '../../ports/values';
import { type DigestItem, digestItem } from './render';

export interface CollectOptions {
  readonly companyId: string;
  readonly uid: string;
  readonly locale: Locale;
  readonly minScore: number;
  /** Epoch ms of the digest: tenders closed by then are left out. */
  readonly now: number;
  /** Matches created after this (epoch ms); omitted: every current match (the demo preview). */
  readonly since?: number;
  /** ... and at or before this. */
  readonly until?: number;
}

export async function collectDigestItems(
  docs: DocStore,
  options: CollectOptions,
): Promise<DigestItem[]> {
  const matches = refs.tenderMatches(options.companyId);
  const source =
    options.since === undefined
      ? matches
      : query(matches, where('createdAt', '>', Timestamp.fromMillis(options.since)));
  const snap = await docs.getDocs(source);
  return snap.docs
    .filter(({ data }) => {
      const created = data.createdAt?.toMillis?.() ?? 0;
      return (
        data.score >= options.minScore &&
        !(data.viewedBy ?? []).includes(options.uid) &&
        !isTenderClosed(data.tender, options.now) &&
        (options.until === undefined || created <= options.until)
      );
    })
    .map(({ id, data }) => digestItem(id, data, options.locale))
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}
