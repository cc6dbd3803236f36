/**
 * Matching many tenders against many companies (issue 9: 10,000 × 1,000 within 2 s, and doubling
 * both at most 2.5× that time).
 *
 * Candidates come from a CPV prefix index, so a tender is compared only with companies whose
 * codes share at least its group, lie above it, or (for a division-level tender code) lie under
 * it — never with every company. Pairs left out could only score on division kinship (≤ 12.5 CPV
 * points), below any signal worth sending.
 * Companies without CPV codes are candidates for every tender (they match on text only).
 *
 * Candidate pairs grow fourfold when tenders and companies double, so a pair must cost almost
 * nothing. Work that does not depend on the pair is done once: the CPV points per distinct
 * tender code and list position, and per company list (one CPV group or division) a layout for
 * the pair loop with text postings (word form → the profile texts and criteria using it; see
 * companyList.ts). A tender scores each of its lists once — codes sharing a group share the list,
 * with the best code's points per position — walking the postings of its own word forms, which
 * counts the shared words of all the list's companies at once: the cost is the words they share,
 * not the words they have. Reason objects are built only when a kept match's reasons are asked
 * for — by scoreTender itself, so the scores and reasons are exactly those of scoring one pair.
 */
import type { PublicationType } from '../../model/company';
import { EU_COUNTRIES } from '../../tenders/euCountries';
import { CATEGORY_BIT, PROCEDURE_BIT, PUBLICATION_BIT, type MatchIndex } from './buildMatchIndex';
import {
  PROCEDURE_SHIFT,
  PUBLICATION_SHIFT,
  SCOPE_SHIFT,
  textKey,
  SCOPE_EUROPEAN,
  type CompanyList,
} from './companyList';
import { codeCandidates } from './matchCandidates';
import { scoreList, type KeptMatches, type TenderFacts } from './scoreList';
import { prepareTender, type MatchTender, type PreparedTender } from './scoreTender';
import { TenderMatchList } from './tenderMatchList';
import { OVERLAP_WORDS_MAX, termWordCount } from './textTerms';

/** Kept matches are stored in arrays of this many (or a tender's candidates, if more). */
const KEPT_CHUNK = 1 << 16;

/** Fills `facts` for the tender; `formMark` holds `stamp` for the forms it has. */
function tenderFacts(
  index: MatchIndex,
  tender: PreparedTender,
  stamp: number,
  formMark: Int32Array,
  facts: TenderFacts,
): void {
  const { start, forms } = index.stemForms;
  facts.formCount = 0;
  for (const stem of tender.terms.keys()) {
    const id = index.stems.get(stem);
    if (id === undefined) continue;
    for (let k = start[id]!; k < start[id + 1]!; k++) {
      const f = forms[k]!;
      if (formMark[f] !== stamp) {
        formMark[f] = stamp;
        facts.forms[facts.formCount++] = f;
      }
    }
  }
  facts.stemsKey = textKey(tender.terms.size, 0);
  facts.wordsCap = Math.min(termWordCount(tender.terms), OVERLAP_WORDS_MAX);
  facts.categoryBit = CATEGORY_BIT[tender.category];
  facts.publicationBit =
    tender.publicationType === 'award'
      ? 0
      : PUBLICATION_BIT[tender.publicationType as PublicationType] << PUBLICATION_SHIFT;
  const country = tender.country ?? null;
  facts.europeanBit = country && EU_COUNTRIES.has(country) ? SCOPE_EUROPEAN << SCOPE_SHIFT : 0;
  // -2: no company has this country (or the tender has none), so no pair is national.
  facts.countryId = country === null ? -2 : (index.hot.countryIds.get(country) ?? -2);
  facts.procedureBit = tender.procedureType
    ? PROCEDURE_BIT[tender.procedureType] << PROCEDURE_SHIFT
    : 0;
  facts.cpvCodes = tender.cpvCodes;
}

/**
 * Scores each tender against its candidates; keeps those at or above minScore. Each kept score
 * equals scoreTender(tender, company, { feedbackShift }) for that pair (a test checks it).
 */
export function matchTenders(
  tenders: readonly MatchTender[],
  index: MatchIndex,
  options: { minScore?: number } = {},
): TenderMatchList[] {
  const min = options.minScore ?? 0;
  // Math.round(total) >= min exactly when total >= ceil(min) - 0.5. A pair whose upper bound is
  // below that cannot be kept; the 1e-9 absorbs float rounding of the bound's sum (its parts are
  // tenths, the error is ~1e-14), so a pair is only skipped when it is below in exact arithmetic.
  const keepFloor = Math.ceil(min) - 0.5 - 1e-9;
  const companyCount = index.profiles.length;
  // Stamps (the tender's number) instead of clearing arrays per tender.
  const formMark = new Int32Array(index.formCount);
  const facts: TenderFacts = {
    forms: new Int32Array(index.formCount),
    formCount: 0,
    stemsKey: 0,
    wordsCap: 0,
    categoryBit: 0,
    publicationBit: 0,
    countryId: -2,
    europeanBit: 0,
    procedureBit: 0,
    cpvCodes: [],
  };
  const kept: KeptMatches = {
    companies: new Int32Array(0),
    scores: new Uint8Array(0),
    count: 0,
    stamp: 0,
    keptStamp: new Int32Array(companyCount),
    keptAt: new Int32Array(companyCount),
  };
  // The tender's company lists, each once, with its best CPV points per position.
  const lists: CompanyList[] = [];
  const bests: Float64Array[] = [];

  return tenders.map((t, n) => {
    const stamp = n + 1;
    const tender = prepareTender(t);
    tenderFacts(index, tender, stamp, formMark, facts);
    lists.length = 0;
    bests.length = 0;
    for (const code of tender.codes8) {
      const { lists: codeLists, points } = codeCandidates(index, code);
      for (let j = 0; j < codeLists.length; j++) {
        const list = codeLists[j]!;
        const at = lists.indexOf(list);
        if (at < 0) {
          lists.push(list);
          bests.push(points[j]!);
          continue;
        }
        // Codes of one tender mostly share their group: the list is scored once, with the best
        // code's points per position (round1 rises with the similarity, so the best similarity's).
        const best = list.best;
        if (bests[at] !== best) {
          best.set(bests[at]!);
          bests[at] = best;
        }
        const codePoints = points[j]!;
        for (let k = 0; k < best.length; k++) {
          if (codePoints[k]! > best[k]!) best[k] = codePoints[k]!;
        }
      }
    }
    kept.stamp = stamp;
    // A company can be in two of the tender's lists; companies without codes are in none.
    const dedupe = lists.length > 1;
    const { feedback } = index.hot;
    let room = index.everywhere.length;
    for (const list of lists) room += list.companies.length;
    if (kept.companies.length - kept.count < room) {
      // A new chunk; the tenders before keep theirs.
      const size = Math.max(KEPT_CHUNK, room);
      kept.companies = new Int32Array(size);
      kept.scores = new Uint8Array(size);
      kept.count = 0;
    }
    const start = kept.count;
    for (let j = 0; j < lists.length; j++) {
      scoreList(lists[j]!, bests[j]!, facts, feedback, min, keepFloor, dedupe, kept);
    }
    if (index.everywhere.length) {
      const list = index.everywhereList;
      scoreList(list, index.everywherePoints, facts, feedback, min, keepFloor, false, kept);
    }
    return new TenderMatchList(t, index, kept, start, kept.count);
  });
}
