/**
 * The match score 0–100 of a tender for a company, with its reasons (spec §3 Signaling).
 * Points: CPV 50 (by hierarchy relation), text 20, contract type 10, publication type 10,
 * scope 10, bid/no-bid criteria named in the tender up to +10, feedback ±15; clamped to 0–100.
 * An empty preference (no contract types chosen, …) restricts nothing and gives its points.
 *
 * The reasons are the explanation a bid manager decides on (issue 21): each carries whole points
 * (`weight`), and the weights add up to the score exactly (explanationPoints); what the profile
 * asks for and the tender lacks is listed too, as mismatches with 0 points, after the points.
 * A procedure type the profile does not list costs 10 (issue 21; only when both are known): a
 * reason with negative points, listed with what takes points away.
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

const mismatch = (
  code: MatchReason['code'],
  key: string,
  detail: string,
  params: Record<string, string | number> = {},
): MatchReason => ({ ...reason(code, key, 0, detail, params), mismatch: true });

/**
 * Whole points per reason that add up to `score`: each reason's exact points rounded, then the
 * rounding difference given to the reasons that lost most to rounding (largest remainder), so
 * no reason moves by more than one point. A clamp to 0 or 100 is a reason of its own.
 */
export function explanationPoints(
  parts: readonly { reason: MatchReason; exact: number }[],
  score: number,
): MatchReason[] {
  const items = parts.map((p) => ({ ...p }));
  const total = items.reduce((sum, p) => sum + p.exact, 0);
  if (total > 100) items.push({ reason: reason('capped', 'capped', 0, ''), exact: 100 - total });
  if (total < 0) items.push({ reason: reason('capped', 'floored', 0, ''), exact: -total });
  const points = items.map((p) => Math.round(p.exact));
  let diff = score - points.reduce((a, b) => a + b, 0);
  const order = items
    .map((p, i) => ({ i, loss: p.exact - points[i]! }))
    .sort((a, b) => (diff > 0 ? b.loss - a.loss : a.loss - b.loss));
  for (let k = 0; diff !== 0 && k < order.length; k++) {
    const step = diff > 0 ? 1 : -1;
    points[order[k]!.i]! += step;
    diff -= step;
  }
  return items.map((p, i) => ({ ...p.reason, weight: points[i]! }));
}

/** Points first (most first), then what takes points away, then the mismatches. */
function explanationOrder(a: MatchReason, b: MatchReason): number {
  return Number(!!a.mismatch) - Number(!!b.mismatch) || b.weight - a.weight;
}

export function scoreTender(
  tenderIn: MatchTender | PreparedTender,
  profileIn: MatchProfile | PreparedProfile,
  options: ScoreOptions = {},
): TenderScore {
  const tender = prepareTender(tenderIn);
  const company = prepareProfile(profileIn);
  const parts: { reason: MatchReason; exact: number }[] = [];
  const mismatches: MatchReason[] = [];
  let total = 0;
  const add = (r: MatchReason) => parts.push({ reason: r, exact: r.weight });

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
    add(
      reason(best.relation === 'exact' ? 'cpvExact' : 'cpvRelated', key, points, best.tenderCode, {
        tenderCode: best.tenderCode,
        companyCode: best.companyCode,
      }),
    );
  } else if (company.codes8.length && tender.codes8.length) {
    mismatches.push(
      mismatch('cpvRelated', 'cpvUnrelated', tender.codes8[0]!, { tenderCode: tender.codes8[0]! }),
    );
  }

  // Text: the tender's words against the profile description and past projects.
  const text = termOverlap(tender.terms, company.terms);
  if (text.similarity > 0) {
    const points = round1(MATCH_POINTS.text * text.similarity);
    total += points;
    const words = text.words.slice(0, 5).join(', ');
    add(reason('keyword', 'keyword', points, words, { words, count: text.words.length }));
  }

  const wanted = company.profile.contractTypes;
  const contractType = CONTRACT_TYPE_OF[tender.category];
  if (!wanted.length || wanted.includes(contractType)) {
    total += MATCH_POINTS.contractType;
    add(
      reason(
        'category',
        wanted.length ? 'contractType' : 'contractTypeAny',
        MATCH_POINTS.contractType,
        contractType,
        { contractType },
      ),
    );
  } else {
    mismatches.push(mismatch('category', 'contractTypeMismatch', contractType, { contractType }));
  }

  const types = company.profile.publicationTypes;
  const publicationType = tender.publicationType;
  if (
    publicationType !== 'award' &&
    (!types.length || (types as string[]).includes(publicationType))
  ) {
    total += MATCH_POINTS.publicationType;
    add(
      reason('publicationType', 'publicationType', MATCH_POINTS.publicationType, publicationType, {
        publicationType,
      }),
    );
  } else {
    mismatches.push(
      mismatch(
        'publicationType',
        publicationType === 'award' ? 'publicationTypeAward' : 'publicationTypeMismatch',
        publicationType,
        { publicationType },
      ),
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
    add(
      reason('scope', national ? 'scopeNational' : 'scopeEuropean', MATCH_POINTS.scope, country!, {
        country: country!,
      }),
    );
  } else {
    mismatches.push(
      country
        ? mismatch('scope', 'scopeMismatch', country, { country })
        : mismatch('scope', 'scopeUnknown', ''),
    );
  }

  // Procedure type: a preference restricts only where the notice says which procedure it is.
  const procedures = company.profile.procedureTypes ?? [];
  const procedureType = tender.procedureType ?? null;
  if (procedures.length && procedureType && !procedures.includes(procedureType)) {
    total -= MATCH_POINTS.procedureTypeMismatch;
    add(
      reason(
        'procedureType',
        'procedureTypeMismatch',
        -MATCH_POINTS.procedureTypeMismatch,
        procedureType,
        { procedureType },
      ),
    );
  }

  // Bid/no-bid: criteria whose words the tender uses (e.g. "asbestsanering", "BIM"); together
  // capped, so the most important ones named keep their points and the rest get what is left.
  let bidPoints = 0;
  const named = company.criteria
    .filter(({ terms }) => termOverlap(tender.terms, terms).similarity >= 0.5)
    .map(({ criterion }) => criterion)
    .sort((a, b) => IMPORTANCE_POINTS[b.importance] - IMPORTANCE_POINTS[a.importance]);
  for (const criterion of named) {
    const points = Math.min(
      IMPORTANCE_POINTS[criterion.importance],
      MATCH_POINTS.bidNoBidMax - bidPoints,
    );
    bidPoints += points;
    add(
      reason('bidNoBid', 'bidNoBid', points, criterion.description, {
        criterion: criterion.description,
        importance: criterion.importance,
      }),
    );
  }
  total += bidPoints;

  const shift = options.feedbackShift;
  if (shift && shift.points !== 0) {
    total += shift.points;
    // count: the votes of the reason's direction, for the plural form.
    add(
      reason('feedback', shift.points > 0 ? 'feedbackUp' : 'feedbackDown', shift.points, '', {
        up: shift.up,
        down: shift.down,
        count: shift.points > 0 ? shift.up : shift.down,
      }),
    );
  }

  const score = Math.max(0, Math.min(100, Math.round(total)));
  const reasons = [...explanationPoints(parts, score), ...mismatches].sort(explanationOrder);
  return { score, reasons };
}

export { CPV_RELATION_SIMILARITY };
