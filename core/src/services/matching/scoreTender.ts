/**
 * The match score 0–100 of a tender for a company, with its reasons (spec §3 Signaling).
 * Points: CPV 50 (by hierarchy relation), text 20, contract type 10, publication type 10,
 * scope 10, bid/no-bid criteria named in the tender up to +10, feedback ±15; clamped to 0–100.
 * A procedure type the profile does not list costs 10 (issue 21; only when both are known).
 * An empty preference (no contract types chosen, …) restricts nothing and gives its points.
 */
import { CPV_RELATION_SIMILARITY, bestCpvRelation, cpvCode8 } from '../../cpv/cpvHierarchy';
import type { ContractType, Importance } from '../../model/company';
import type { MatchReason, TenderCategory, TenderRecord } from '../../model/tender';
import { EU_COUNTRIES } from '../../tenders/euCountries';
import { prepareProfile, type MatchProfile, type PreparedProfile } from './matchProfile';
import { textTerms, termOverlap, type Terms } from './textTerms';

export const MATCH_POINTS = {
  cpv: 50,
  text: 20,
  contractType: 10,
  publicationType: 10,
  scope: 10,
  bidNoBidMax: 10,
  /** Subtracted when the profile lists procedure types and the tender's is not among them. */
  procedureTypeMismatch: 10,
} as const;

export const IMPORTANCE_POINTS: Record<Importance, number> = {
  low: 1,
  medium: 2,
  high: 4,
  critical: 6,
};

const CONTRACT_TYPE_OF: Record<TenderCategory, ContractType> = {
  supply: 'delivery',
  works: 'work',
  services: 'services',
};

export type MatchTender = Pick<
  TenderRecord,
  'title' | 'description' | 'category' | 'cpvCodes' | 'publicationType'
> &
  Partial<Pick<TenderRecord, 'country' | 'titles' | 'descriptions' | 'procedureType'>>;

export type PreparedTender = MatchTender & { codes8: string[]; terms: Terms };

export function prepareTender(t: MatchTender): PreparedTender {
  if ('codes8' in t) return t as PreparedTender;
  return {
    ...t,
    codes8: [...new Set(t.cpvCodes.map(cpvCode8).filter((c): c is string => !!c))],
    // Every language the notice gives, so an English profile matches a Dutch notice's EN title.
    terms: textTerms(
      t.title,
      t.description,
      ...Object.values(t.titles ?? {}),
      ...Object.values(t.descriptions ?? {}),
    ),
  };
}

export type ScoreOptions = {
  /** From feedbackShift(); added before clamping. */
  feedbackShift?: { points: number; up: number; down: number };
};

export type TenderScore = { score: number; reasons: MatchReason[] };

const reason = (
  code: MatchReason['code'],
  key: string,
  weight: number,
  detail: string,
  params: Record<string, string | number> = {},
): MatchReason => ({ code, key: `signaling.reasons.${key}`, weight, detail, params });

const round1 = (n: number) => Math.round(n * 10) / 10;

export function scoreTender(
  tenderIn: MatchTender | PreparedTender,
  profileIn: MatchProfile | PreparedProfile,
  options: ScoreOptions = {},
): TenderScore {
  const tender = prepareTender(tenderIn);
  const company = prepareProfile(profileIn);
  const reasons: MatchReason[] = [];
  let total = 0;

  // CPV: the best relation of any tender code to any company code.
  let best = {
    relation: 'unrelated' as const as string,
    similarity: 0,
    tenderCode: '',
    companyCode: '',
  };
  for (const code of tender.codes8) {
    const r = bestCpvRelation(code, company.codes8);
    if (r.similarity > best.similarity) {
      best = {
        relation: r.relation,
        similarity: r.similarity,
        tenderCode: code,
        companyCode: r.companyCode!,
      };
    }
    if (best.similarity === 1) break;
  }
  if (best.similarity > 0) {
    const points = round1(MATCH_POINTS.cpv * best.similarity);
    total += points;
    const key = best.relation === 'exact' ? 'cpvExact' : `cpv.${best.relation}`;
    reasons.push(
      reason(best.relation === 'exact' ? 'cpvExact' : 'cpvRelated', key, points, best.tenderCode, {
        tenderCode: best.tenderCode,
        companyCode: best.companyCode,
      }),
    );
  }

  // Text: the tender's words against the profile description and past projects.
  const text = termOverlap(tender.terms, company.terms);
  if (text.similarity > 0) {
    const points = round1(MATCH_POINTS.text * text.similarity);
    total += points;
    const words = text.words.slice(0, 5).join(', ');
    reasons.push(reason('keyword', 'keyword', points, words, { words, count: text.words.length }));
  }

  const wanted = company.profile.contractTypes;
  const contractType = CONTRACT_TYPE_OF[tender.category];
  if (!wanted.length || wanted.includes(contractType)) {
    total += MATCH_POINTS.contractType;
    reasons.push(
      reason(
        'category',
        wanted.length ? 'contractType' : 'contractTypeAny',
        MATCH_POINTS.contractType,
        contractType,
        {
          contractType,
        },
      ),
    );
  }

  const types = company.profile.publicationTypes;
  const publicationType = tender.publicationType;
  if (
    publicationType !== 'award' &&
    (!types.length || (types as string[]).includes(publicationType))
  ) {
    total += MATCH_POINTS.publicationType;
    reasons.push(
      reason('publicationType', 'publicationType', MATCH_POINTS.publicationType, publicationType, {
        publicationType,
      }),
    );
  }

  const country = tender.country ?? null;
  const national = !!country && !!company.country && country === company.country;
  const european = !!country && EU_COUNTRIES.has(country);
  const scopes = company.profile.scope;
  const scopeHit =
    (national && (scopes.includes('national') || !scopes.length)) ||
    (european && (scopes.includes('european') || !scopes.length));
  if (scopeHit) {
    total += MATCH_POINTS.scope;
    reasons.push(
      reason('scope', national ? 'scopeNational' : 'scopeEuropean', MATCH_POINTS.scope, country!, {
        country: country!,
      }),
    );
  }

  // Procedure type: a preference restricts only where the notice says which procedure it is.
  const procedures = company.profile.procedureTypes ?? [];
  const procedureType = tender.procedureType ?? null;
  if (procedures.length && procedureType && !procedures.includes(procedureType)) {
    total -= MATCH_POINTS.procedureTypeMismatch;
    reasons.push(
      reason(
        'procedureType',
        'procedureTypeMismatch',
        -MATCH_POINTS.procedureTypeMismatch,
        procedureType,
        { procedureType },
      ),
    );
  }

  // Bid/no-bid: criteria whose words the tender uses (e.g. "asbestsanering", "BIM").
  let bidPoints = 0;
  for (const { criterion, terms } of company.criteria) {
    const hit = termOverlap(tender.terms, terms);
    if (hit.similarity >= 0.5) {
      const points = IMPORTANCE_POINTS[criterion.importance];
      bidPoints += points;
      reasons.push(
        reason('bidNoBid', 'bidNoBid', points, criterion.description, {
          criterion: criterion.description,
          importance: criterion.importance,
        }),
      );
    }
  }
  total += Math.min(bidPoints, MATCH_POINTS.bidNoBidMax);

  const shift = options.feedbackShift;
  if (shift && shift.points !== 0) {
    total += shift.points;
    reasons.push(
      reason('feedback', shift.points > 0 ? 'feedbackUp' : 'feedbackDown', shift.points, '', {
        up: shift.up,
        down: shift.down,
      }),
    );
  }

  reasons.sort((a, b) => b.weight - a.weight);
  return { score: Math.max(0, Math.min(100, Math.round(total))), reasons };
}

export { CPV_RELATION_SIMILARITY };
