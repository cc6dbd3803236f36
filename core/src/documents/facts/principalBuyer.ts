/**
 * A buyer named as the body an agent acts for, in a sentence rather than a labelled line (ninth
 * probe set, docs/decisions.md "Tender facts on the ninth probe set: parties, requirements, limits
 * and terms"): 'This tender is conducted by Procurement Services on behalf of Eastvale Borough
 * Council', 'Issued by the Central Purchasing Body on behalf of Westford County Council',
 * 'Inkoopbureau Midden voert deze aanbesteding uit namens de Gemeente Waterdal', 'Deze aanbesteding
 * wordt namens de Gemeente Waterdal uitgevoerd door …'. A procurement centre or shared service runs
 * the tender; the buyer is the body it acts for. Read by parties.ts after the labelled lines and
 * the defined roles, before the weaker guesses; offered as "check this".
 */
import type { Fact } from '../../model/documentFacts';
import { isOrganisation } from './organisations';
import type { Segment } from './reading';
import { quoteOf } from './text';

const PRINCIPAL =
  /\b(?:for and on behalf of|on behalf of|namens)\s+(?:the |de |het )?([A-Z][\p{L}'’&-]*(?:\s+(?:[A-Z][\p{L}'’&-]*|of|for|and|van|voor|en|der)){0,7})/gu;
/** What the agent does for the buyer, or the tender it runs, before 'on behalf of'. */
const RUNS_THE_TENDER =
  /\b(?:issued|conducted|run|runs|managed|manages|administered|carried out|undertaken|undertakes|published|publishes|organised|organized|uitgevoerd|georganiseerd|uitgeschreven|begeleid|gepubliceerd|voert|voeren|begeleidt|organiseert|publiceert|aanbesteding|procedure|tender|RFT|RFQ|ITT|offerteaanvraag|uitvraag)\b[^.]{0,80}$/iu;

export function principalInSentence(
  segments: readonly Segment[],
  lastPage: number,
): Fact<string> | null {
  for (const s of segments) {
    if (s.page > lastPage) break;
    for (const m of s.text.matchAll(PRINCIPAL)) {
      if (!RUNS_THE_TENDER.test(s.text.slice(Math.max(0, m.index - 90), m.index))) continue;
      const name = m[1]!.replace(/(?:\s+(?:of|for|and|van|voor|en|der))+$/u, '').trim();
      if (!isOrganisation(name)) continue;
      return buyerInSentence(s, name, m.index);
    }
  }
  return null;
}

/** The buyer a sentence names at `at`, offered as "check this". */
const buyerInSentence = (s: Segment, name: string, at: number, confidence = 0.7): Fact<string> => ({
  value: name,
  page: s.page,
  quote: quoteOf(s.text, at),
  ...(s.section ? { section: s.section } : {}),
  confidence,
  source: 'rules',
});

/**
 * A body named as the one the State or a government acts through, in a sentence or on the cover
 * without a label (eleventh probe set): 'Issued by the State of X acting through the Department
 * of Y (the "Department")', 'De Vlaamse Gemeenschap, handelend via het Agentschap Z'. The body
 * acted through runs the tender and is named as its buyer; offered as "check this".
 */
const ACTING_THROUGH =
  /\b(?:acting through|acting by|handelend via|handelend door|optredend via)\s+(?:the |de |het )?([A-Z][\p{L}'’&-]*(?:\s+(?:[A-Z][\p{L}'’&-]*|of|for|and|van|voor|en|der)){0,7})/u;

export function actingThroughInSentence(
  segments: readonly Segment[],
  lastPage: number,
): Fact<string> | null {
  for (const s of segments) {
    if (s.page > lastPage) break;
    const m = ACTING_THROUGH.exec(s.text);
    const name = m?.[1]?.replace(/(?:\s+(?:of|for|and|van|voor|en|der))+$/u, '').trim();
    if (m && name && isOrganisation(name)) return buyerInSentence(s, name, m.index);
  }
  return null;
}

/**
 * 'Deze aanbesteding wordt georganiseerd door de Veiligheidsregio X, een gemeenschappelijke
 * regeling …', 'This tender is issued by the Y District Council': the body the sentence says runs
 * the tender (fifteenth probe set; the cover named it alone, as "check this"). Read after the
 * principal and acting-through rules, and never when 'on behalf of' / 'namens' / 'in opdracht van'
 * follows the name: then the body named is an agent and its principal is the buyer (review of 28
 * Nov). 'Begeleid' and 'managed' are left out: they are what an agent does for a buyer.
 */
const ORGANISED_BY =
  /\b(?:aanbesteding|procedure|uitvraag|opdracht|tender|procurement|RFP|RFQ|ITT|IFB|invitation)\b[^.]{0,30}?\b(?:wordt|is|will be|is being)\s+(?:georganiseerd|uitgeschreven|gehouden|issued|run|conducted|organi[sz]ed)\s+(?:door|by)\s+(?:de |het |the )?((?:[A-Z][\p{L}'’&-]+)(?:\s+(?:[A-Z][\p{L}'’&-]+|of|for|van|voor|and|en)){0,6})/u;
/** What, after the organiser's name, makes it an agent ('…, on behalf of', 'namens', 'in opdracht van'). */
const FOR_ANOTHER = /^[^.]{0,60}?\b(?:on behalf of|namens|in opdracht van)\b/iu;

export function organisedByInSentence(
  segments: readonly Segment[],
  lastPage: number,
): Fact<string> | null {
  for (const s of segments) {
    if (s.page > lastPage) break;
    const m = ORGANISED_BY.exec(s.text);
    const name = m?.[1]?.replace(/\s+(?:of|for|van|voor|and|en)$/u, '').trim();
    if (!m || !name || !isOrganisation(name)) continue;
    if (FOR_ANOTHER.test(s.text.slice(m.index + m[0].length))) continue;
    return buyerInSentence(s, name, m.index, 0.8);
  }
  return null;
}

/** The buyer a sentence names, in order of trust: the principal, the body acted through, the organiser. */
export const buyerInSentences = (segments: readonly Segment[], lastPage: number) =>
  principalInSentence(segments, lastPage) ??
  actingThroughInSentence(segments, lastPage) ??
  organisedByInSentence(segments, lastPage);
