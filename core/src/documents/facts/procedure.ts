/**
 * The procedure the tender is run by, as the document names it (moved out of tenderTerms.ts, which
 * reads how the bid is submitted and in which language).
 */
import type { Fact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { quoteOf } from './text';

/** The procedure named at `at` in a segment, quoted around it. */
const procedureFact = (
  s: Segment,
  value: string,
  at: number,
  confidence: number,
): Fact<string> => ({
  value,
  page: s.page,
  quote: quoteOf(s.text, at),
  ...(s.section ? { section: s.section } : {}),
  confidence,
  source: 'rules',
});
/**
 * Procedure names as the Aanbestedingswet and the EU directives, and US solicitations, call them;
 * a call-off from a framework by 'further competition' / 'minicompetitie', and an Australian or
 * New Zealand 'open tender process' (failure class seen on the fifth probe set); the regime for
 * social and other specific services ('procedure voor sociale en andere specifieke diensten',
 * 'light-touch regime': seventh probe set). Thirteenth probe set: the competitive bidding of
 * development-bank and Commonwealth rules ('an open competitive bidding process', 'national
 * competitive bidding') and the consultant selection methods ('Method of selection: Quality and
 * Cost Based Selection (QCBS)', 'Least Cost Selection'), which a document's type on its cover
 * ('Request for Proposal', 'Invitation to bid') only stands in for. Fourteenth probe set: the
 * Kenyan (and East African) 'Open National Tender', 'Restricted International Tender'. Fifteenth:
 * a US city's 'competitive sealed bid' (and 'competitive sealed proposals'), the method its code names.
 * Eighteenth: a UN agency's 'open international competition' (and 'limited national competition'),
 * which its 'Request for Proposal' cover had stood in for. Seventeenth: a Ghanaian 'National
 * Competitive Tendering (NCT)' (and 'International Competitive Tendering'), as for bidding.
 */
const PROCEDURE =
  /\b((?:europese |nationale )?(?:openbare|niet-openbare) (?:aanbesteding(?:s)?)?procedure|(?:europese |nationale )?(?:openbare|niet-openbare) aanbesteding|concurrentiegerichte dialoog|mededingingsprocedure met onderhandeling|onderhandelingsprocedure(?: zonder (?:voorafgaande )?(?:bekendmaking|aankondiging))?|innovatiepartnerschap|meervoudig(?:e)? onderhandse (?:aanbesteding|procedure|uitvraag)|enkelvoudig(?:e)? onderhandse (?:aanbesteding|procedure|gunning)|(?:open|restricted) procedure|competitive (?:dialogue|procedure with negotiation|flexible procedure)|(?:open|closed) competitive process|competitive sealed (?:bids?|bidding|proposals?)|negotiated procedure(?: without prior publication)?|innovation partnership|Request for (?:Quotations?|Proposals?|Information|Interest|Offers?)|Invitation to (?:Tender|Bid|Offer|Quote)|Invitation for Bids|further competition|mini-?competition|minicompetitie|(?:open|selective|select) tender(?= process| procedure|\b(?! (?:documents?|box|portal|response)))|openbare inschrijving|procedure voor sociale en andere specifieke diensten|SAS-procedure|light[- ]touch (?:regime|procedure)|(?:open|national|international|limited|restricted) competitive (?:bidding|tendering)|(?:open|limited|restricted) (?:international|national|regional) competition|(?:national|international) (?:open )?tendering|(?:open|restricted) (?:national|international) tender(?:ing)?|(?:Quality and Cost|Quality|Least[- ]Cost|Fixed[- ]Budget)[- ]Based Selection|Least[- ]Cost Selection|Fixed[- ]Budget Selection|Selection Based on (?:the )?Consultants['’]? Qualifications?)\b/i;

const CALL_OFF = /^(?:further competition|mini-?competition|minicompetitie)$/i;
/** 'is conducted as a', 'is een', 'run by means of a': the sentence says the tender is one. */
const STATED_AS =
  /\b(?:is|are|zijn|as|als|by(?: means of)?|through|door middel van)\s+(?:(?:a|an|een|de|the)\s+)?$/i;
/** A document type that also serves as the procedure's name when no procedure is named. */
const DOCUMENT_TYPE = /^(?:Request for|Invitation to|Invitation for)\b/i;

/**
 * The procedure. A procedure named as such ('Procedure: Open procedure', 'Europese openbare
 * procedure') wins over the document's type on its title page ('Invitation to Tender'), which is
 * the procedure only when none is named (a US 'Request for Proposals'): failure class seen on
 * the probe tenders.
 */
export function extractProcedure(segments: readonly Segment[]): Fact<string> | null {
  const found =
    procedureOf(segments, true) ?? statedDocumentType(segments) ?? procedureOf(segments, false);
  // A title's 'Europese openbare aanbesteding' or 'Open Tender' names the tender; the sentence
  // that names the procedure ('Windveld volgt de Europese openbare procedure', 'This tender is
  // run under the open procedure') names it in the law's words and wins (eighth probe set, and
  // the fourth's provincial document).
  if (!found || !/(?:aanbesteding|tender)$/i.test(found.value)) return found;
  const later = procedureOf(
    segments.filter((s) => PROCEDURE_NAMED.test(s.text)),
    true,
  );
  return later && /procedure$/i.test(later.value) ? later : stated(segments, found);
}

/**
 * 'through', 'volgens een', 'bij wijze van': words that say the tender is run as what follows;
 * 'uitgenodigd om deel te nemen aan een', 'invited to take part in a' (fifteenth probe set).
 */
const SAID_AS =
  /\b(?:is|are|zijn|as|als|by(?: means of)?|through|under|volgens|door middel van|bij wijze van|deel te nemen aan|deelnemen aan|participate in|take part in)\s+(?:(?:a|an|een|de|the|het)\s+)?$/i;

/**
 * The same procedure where a sentence says the tender is run by it ('Tendering will be conducted
 * through Open National Tender', 'wordt aanbesteed volgens een openbare aanbesteding'), rather
 * than as the cover's title line: that sentence is where a reader checks it (fourteenth probe set;
 * the twelfth's too). Only its page and quote change, never its value; and only for a name that
 * is also a tender's title ('… aanbesteding', '… Tender'): a document type ('Request for
 * Interest') or a procedure the cover names with its law ('Competitive Flexible Procedure
 * (Procurement Act 2023)') stays where the cover states it.
 */
function stated(segments: readonly Segment[], found: Fact<string> | null): Fact<string> | null {
  if (!found) return found;
  for (const s of segments) {
    if (s.page > 8) break;
    for (const m of s.text.matchAll(new RegExp(PROCEDURE.source, 'gi'))) {
      if (m[1]!.toLowerCase() !== found.value.toLowerCase()) continue;
      if (SAID_AS.test(s.text.slice(0, m.index))) return procedureFact(s, m[1]!, m.index, 0.85);
    }
  }
  return found;
}

/**
 * 'This is an open, single-stage ', 'The procurement is conducted as a ': a sentence that says the
 * tender is one, adjectives between ('Listed below are the Request for Interest dates' is not).
 */
const STATED_AS_LOOSE =
  /\b(?:this|it|the (?:tender|procurement|process|procedure|competition|invitation|exercise))\s+(?:is|will be)\s+(?:(?:run|conducted|issued|carried out) as\s+)?(?:a|an)\s+(?:[\p{L}-]+,?\s+){0,3}$/iu;

/**
 * A document type that a sentence says the tender is ('This is an open, single-stage Invitation
 * to Offer conducted under …') names the procedure more surely than the same words as the cover's
 * title (eleventh probe set): read before the title, when no procedure is named as such.
 */
function statedDocumentType(segments: readonly Segment[]): Fact<string> | null {
  for (const s of segments) {
    if (s.page > 8) break;
    if (s.kind === 'heading') continue;
    for (const m of s.text.matchAll(new RegExp(PROCEDURE.source, 'gi'))) {
      if (!DOCUMENT_TYPE.test(m[1]!) || !STATED_AS_LOOSE.test(s.text.slice(0, m.index))) continue;
      return procedureFact(s, m[1]!, m.index, 0.8);
    }
  }
  return null;
}

const PROCEDURE_NAMED =
  /\b(?:openbare|niet-openbare|open|restricted|competitive|negotiated|concurrentiegerichte|mededingingsprocedure)\b[^.]{0,30}\bprocedure\b/i;

function procedureOf(segments: readonly Segment[], named: boolean): Fact<string> | null {
  for (const s of segments) {
    if (s.page > 8) break;
    const m = PROCEDURE.exec(s.text);
    // A call-off's title ('Invitation to Further Competition', 'Minicompetitie onder de
    // raamovereenkomst X') names the procedure less surely than the sentence that says it is run
    // as one: the title is read only when no sentence names a procedure.
    if (m && named && CALL_OFF.test(m[1]!) && !STATED_AS.test(s.text.slice(0, m.index))) continue;
    if (m && named && DOCUMENT_TYPE.test(m[1]!)) {
      const other = new RegExp(PROCEDURE.source, 'gi');
      const next = [...s.text.matchAll(other)].find((x) => !DOCUMENT_TYPE.test(x[1]!));
      if (!next) continue;
      return procedureFact(s, next[1]!, next.index, 0.85);
    }
    if (m) return procedureFact(s, m[1]!, m.index, 0.85);
  }
  return null;
}
