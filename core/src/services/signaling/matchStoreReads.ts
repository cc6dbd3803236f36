/**
 * What the match store reads: a company's matching input (profile, criteria, votes), whole
 * collections page by page, and a company's existing matches of some tenders.
 */
import type { Company } from '../../model/company';
import { refs } from '../../model/paths';
import type { TenderMatch } from '../../model/tender';
import type { DocStore, QueryDocSnapshot } from '../../ports/docStore';
import { limit, orderBy, query, startAfter, where, type Query } from '../../ports/query';
import { DOCUMENT_ID, type CollectionRef } from '../../ports/refs';
import type { MatchFeedback } from '../matching/feedback';
import type { MatchProfile } from '../matching/matchProfile';
import { COMPANY_COUNTRY } from './matchStoreModel';

const PAGE = 300;

/**
 * What a company's matching needs: its profile, criteria and votes. Not its project names: they
 * are mostly places and buyers, which matched unrelated tenders (issue 21).
 */
export async function loadMatchProfile(
  docs: DocStore,
  companyId: string,
  company: Company,
): Promise<{ profile: MatchProfile; feedback: MatchFeedback[] }> {
  const voted = await docs.getDocs(
    query(refs.tenderMatches(companyId), where('vote', 'in', ['up', 'down'])),
  );
  return {
    profile: {
      companyId,
      country: COMPANY_COUNTRY,
      profile: company.profile,
      bidNoBid: company.bidNoBid ?? [],
    },
    feedback: voted.docs.map((m) => ({
      vote: m.data.vote as 'up' | 'down',
      cpvCodes: m.data.tender.cpvCodes,
    })),
  };
}

/** Every document of a collection (or query), page by page in document id order. */
export async function* pages<T>(docs: DocStore, source: CollectionRef<T> | Query<T>) {
  let last: QueryDocSnapshot<T> | null = null;
  for (;;) {
    const constraints = [orderBy(DOCUMENT_ID), limit(PAGE)];
    if (last) constraints.push(startAfter(last));
    const page = await docs.getDocs(query(source, ...constraints));
    if (!page.empty) yield page.docs;
    if (page.size < PAGE) return;
    last = page.docs[page.size - 1]!;
  }
}

/** One company's existing matches of these tenders (all of them when ids is null). */
export async function existingMatches(
  docs: DocStore,
  companyId: string,
  ids: readonly string[] | null,
): Promise<Map<string, TenderMatch>> {
  const out = new Map<string, TenderMatch>();
  if (ids === null) {
    for await (const page of pages(docs, refs.tenderMatches(companyId))) {
      for (const d of page) out.set(d.id, d.data);
    }
    return out;
  }
  // Firestore's `in` takes at most 30 values.
  for (let i = 0; i < ids.length; i += 30) {
    const page = await docs.getDocs(
      query(refs.tenderMatches(companyId), where('tenderId', 'in', ids.slice(i, i + 30))),
    );
    for (const d of page.docs) out.set(d.id, d.data);
  }
  return out;
}
