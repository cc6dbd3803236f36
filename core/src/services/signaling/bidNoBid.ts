/**
 * Bid/no-bid indication of a tender from the company's criteria (spec §2 Bid-No-Bid Criteria;
 * reasons are keys under signaling.bidReasons.*, the indication's label is signaling.bid.*;
 * the rule is in docs/decisions.md, issues 9 and 21). A criterion says what a tender must be
 * about or ask for ("Construction work", "Asfaltwerkzaamheden", "BIM-niveau 2"); it counts as met
 * when at least half of its content words are found in the tender's evidence, in either language:
 *
 * - the notice's text in every language it gives (stemmed Dutch and English, as the score's);
 * - the labels, English and Dutch, of the notice's CPV codes and of every code above them in the
 *   CPV hierarchy — the evidence the score's CPV points rest on — so "Construction work" is met by
 *   a Dutch notice under 45000000 "Construction work / Bouwwerkzaamheden" (issue 21: an English
 *   word test against Dutch text said "No bid" to tenders under the company's own division);
 * - its structured fields: the contract type in both languages.
 *
 * A criterion word also counts when it starts an evidence word of the same language's compounds
 * ("bouw" in "bouwwerkzaamheden"), from four letters on.
 *
 * - a critical criterion not met → no bid;
 * - otherwise a high criterion not met, or no criteria at all → review;
 * - otherwise → bid.
 * When the indication and the score point different ways (no bid at a score of 70 or more, bid
 * below 50), a first reason says why.
 */
import { cpvAncestors, cpvCode8 } from '../../cpv/cpvHierarchy';
import { cpvWords } from '../../cpv/cpvVocabulary';
import { IMPORTANCE_LEVELS, type BidNoBidCriterion } from '../../model/company';
import type { BidIndication, TenderCategory } from '../../model/tender';
import { prepareTender, type MatchTender } from '../matching/scoreTender';
import { isContentWord, textTerms } from '../matching/textTerms';

/** Share of a criterion's words the tender must contain for it to count as met. */
export const CRITERION_MET_OVERLAP = 0.5;

/** Scores at or above this with "no bid", or below LOW with "bid", get a reason saying why. */
export const BID_DISAGREE_SCORE = { high: 70, low: 50 } as const;

/** The contract type's names in both languages (the notice's structured field, not its text). */
const CATEGORY_WORDS: Record<TenderCategory, string> = {
  supply: 'supplies supply leveringen levering',
  works: 'works werken',
  services: 'services diensten',
};

export type BidEvidenceSources = {
  /** The English and Dutch labels of an eight-digit CPV code ([] when unknown): the vocabulary. */
  cpvLabels?: (code8: string) => readonly string[];
  /** The match score of the tender for the company, to say why when the two disagree. */
  score?: number;
};

type TenderEvidence = { stems: ReadonlySet<string>; words: readonly string[] };

/**
 * Evidence per tender object and label source: a matching round judges one tender for every
 * company it matches (issue 22: stemming it again per company was a third of an ingestion run).
 */
const evidenceCache = new WeakMap<MatchTender, Map<unknown, TenderEvidence>>();
const NO_LABELS = {};

function tenderEvidence(tender: MatchTender, sources: BidEvidenceSources): TenderEvidence {
  let byLabels = evidenceCache.get(tender);
  if (!byLabels) evidenceCache.set(tender, (byLabels = new Map()));
  const key = sources.cpvLabels ?? NO_LABELS;
  let evidence = byLabels.get(key);
  if (!evidence) byLabels.set(key, (evidence = collectEvidence(tender, sources)));
  return evidence;
}

/** The tender's evidence: its stems (text, CPV labels, fields) and its surface words. */
function collectEvidence(tender: MatchTender, sources: BidEvidenceSources): TenderEvidence {
  const prepared = prepareTender(tender);
  const extra: string[] = [CATEGORY_WORDS[tender.category]];
  if (sources.cpvLabels) {
    const codes = new Set<string>();
    for (const code of tender.cpvCodes) {
      const code8 = cpvCode8(code);
      if (!code8) continue;
      codes.add(code8);
      for (const ancestor of cpvAncestors(code8)) codes.add(ancestor);
    }
    for (const code of codes) extra.push(...sources.cpvLabels(code));
  }
  const stems = new Set([...prepared.terms.keys(), ...textTerms(...extra).keys()]);
  const words = new Set<string>();
  for (const word of prepared.terms.values()) words.add(word);
  for (const text of extra) for (const w of cpvWords(text)) if (isContentWord(w)) words.add(w);
  return { stems, words: [...words] };
}

/** Whether the criterion's content words are found in the evidence (at least half of them). */
function criterionMet(
  criterion: BidNoBidCriterion,
  evidence: { stems: ReadonlySet<string>; words: readonly string[] },
): boolean {
  const words = [...new Set(cpvWords(criterion.description).filter(isContentWord))];
  if (!words.length) return false;
  let found = 0;
  for (const word of words) {
    const stems = [...textTerms(word).keys()];
    if (
      stems.some((s) => evidence.stems.has(s)) ||
      evidence.words.some((w) => w.length > word.length && w.startsWith(word))
    )
      found++;
  }
  return found / words.length >= CRITERION_MET_OVERLAP;
}

export function bidIndication(
  tender: MatchTender,
  criteria: readonly BidNoBidCriterion[],
  sources: BidEvidenceSources = {},
): BidIndication {
  if (!criteria.length) {
    return { indication: 'review', reasons: [{ key: 'signaling.bidReasons.noCriteria' }] };
  }
  const evidence = tenderEvidence(tender, sources);
  const judged = criteria.map((criterion) => ({
    criterion,
    met: criterionMet(criterion, evidence),
  }));
  const missing = (importance: BidNoBidCriterion['importance']) =>
    judged.some((j) => !j.met && j.criterion.importance === importance);
  const indication = missing('critical') ? 'noBid' : missing('high') ? 'review' : 'bid';
  // Unmet criteria first (they decide), then by importance.
  const rank = { critical: 0, high: 1, medium: 2, low: 3 } as const;
  const reasons: BidIndication['reasons'] = [...judged]
    .sort(
      (a, b) =>
        Number(a.met) - Number(b.met) ||
        rank[a.criterion.importance] - rank[b.criterion.importance],
    )
    .map(({ criterion, met }) => ({
      key: `signaling.bidReasons.${met ? 'met' : 'missing'}.${criterion.importance}`,
      params: { criterion: criterion.description, importance: criterion.importance },
    }));
  const score = sources.score;
  if (score !== undefined) {
    const knockOut = judged.find((j) => !j.met && j.criterion.importance === 'critical');
    if (indication === 'noBid' && score >= BID_DISAGREE_SCORE.high && knockOut)
      reasons.unshift({
        key: 'signaling.bidReasons.disagree.noBid',
        params: { score, criterion: knockOut.criterion.description },
      });
    else if (indication === 'bid' && score < BID_DISAGREE_SCORE.low)
      reasons.unshift({ key: 'signaling.bidReasons.disagree.bid', params: { score } });
  }
  return { indication, reasons };
}

/** Every key bidIndication can produce (the locale test checks en and nl have them). */
export const BID_REASON_KEYS: readonly string[] = [
  'signaling.bidReasons.noCriteria',
  'signaling.bidReasons.disagree.noBid',
  'signaling.bidReasons.disagree.bid',
  ...IMPORTANCE_LEVELS.flatMap((level) => [
    `signaling.bidReasons.met.${level}`,
    `signaling.bidReasons.missing.${level}`,
  ]),
];
