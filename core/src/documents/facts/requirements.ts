/**
 * Knock-out and suitability requirements: the sentences that say a bid fails when a condition is
 * not met, name exclusion grounds, the UEA/ESPD and other declarations or documents to submit,
 * certificates, minimum turnover, references and suitability or minimum requirements
 * (requirementRules.ts), and the same stated as lists or tables (requiredDocuments.ts,
 * requirementLists.ts, requirementTables.ts, answeredRequirements.ts). At most MAX_PER_KIND per kind, the first ones in
 * the document.
 */
import { contentsSegments } from './contentsLines';
import type { RequirementFact, RequirementKind } from '../../model/documentFacts';
import { SENTENCE_END, type Segment } from './reading';
import { amendedRequirements, oldColumnOf } from './amendedRequirements';
import { answeredRequirements } from './answeredRequirements';
import { changedRequirements } from './changedRequirements';
import { formDeclarations } from './formDeclarations';
import { isInlineDocumentList, requiredDocuments } from './requiredDocuments';
import { MAX_PER_KIND } from './requirementFact';
import { requirementLists } from './requirementLists';
import { requirementListSiblings } from './requirementListSiblings';
import { requirementTables } from './requirementTables';
import { REQUIREMENT_RULES } from './requirementRules';
import { isQuestion, quoteOf } from './text';

/**
 * A condition with its verb first and its consequence after ', dan' / ', then' ('Is een
 * uitsluitingsgrond van toepassing geworden, dan wordt hij uitgesloten'; fifth probe set) opens
 * like a question but states a rule.
 */
const CONDITION = /^[^?]*,\s*(?:dan|then)\s+[^?]*$/i;
/**
 * A free relative clause opens like a question and states a rule ('Wat de omvang overschrijdt,
 * wordt niet beoordeeld', 'Whatever exceeds the limit, will not be read'): tenth probe set.
 */
const FREE_RELATIVE =
  /^(?:\d{1,3}(?:\.\d{1,3})*\s+)?(?:wat|wie|what(?:ever)?|whoever)\b[^?]*,\s*(?:wordt|worden|is|zijn|telt|tellen|will|shall|are)\b[^?]*\.$/i;

/**
 * A sentence about how knock-outs are assessed or where they stand ('Each condition is assessed on
 * a pass/fail basis', 'Part A contains pass/fail questions', 'Hieronder staan de knock-outeisen'):
 * its keyword alone makes no requirement; a consequence in it still does (tenth probe set).
 */
const ABOUT_KNOCKOUTS =
  /\b(?:assessed|evaluated|scored|marked|beoordeeld|getoetst)\s+(?:on|as|op|als)\s+(?:a\s+)?(?:pass\s*\/\s*fail|knock-?out)|\b(?:contains?|includes?|bevat|bevatten)\b[^.]{0,60}\b(?:pass\s*\/\s*fail|knock-?out)|\b(?:staan|volgen|vindt u|are listed|are set out|follow)\b[^.]{0,30}\bknock-?out-?(?:eisen|criteria|requirements)\b|\bknock-?out-?(?:eisen|criteria|requirements)\b[^.]{0,30}\b(?:staan|volgen|are listed|are set out|follow)\b/i;
const KEYWORD_ONLY = /^(?:pass\s*\/\s*fail|knock-?out[\p{L}-]*|KO[- ]criteri\p{L}*)$/iu;

/**
 * A paragraph's run-in heading: up to five words, capitalised, ending in a full stop, with no verb
 * or negation ('Varianten zijn niet toegestaan.', 'No variants.' state a rule).
 */
const RUN_IN_HEADING =
  /^(?!.*\b(?:is|are|be|zijn|wordt|worden|will|shall|must|may|moet|moeten|mag|mogen|kan|kunnen|dient|dienen|niet|not|no|geen|never|nooit|only|alleen|uitsluitend)\b)(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,4}\.$/iu;

/** Legal boilerplate repeats a requirement sentence after sentence: at most this many per kind and page. */
const MAX_PER_PAGE = 8;

export function extractRequirements(segments: readonly Segment[]): RequirementFact[] {
  // A requirement a rule reads in so many words keeps that rule's kind (a certificate,
  // references) when it also stands in a requirement list, where it would only be 'other', and a
  // knock-out stays one in any list; a document to hand in stays a declaration (a 'Debarment
  // Certification' form is a document, not an exclusion ground). A list item stays "check this"
  // (the lower confidence of the two).
  const stated = new Map(extractStated(segments).map((r) => [`${r.page}|${r.quote}`, r]));
  const inList = new Set<string>();
  const listed = [
    ...requiredDocuments(segments),
    ...requirementLists(segments),
    ...requirementTables(segments),
    ...answeredRequirements(segments),
    ...amendedRequirements(segments),
    ...formDeclarations(segments),
  ].filter((r) => {
    const key = `${r.page}|${r.quote}`;
    const same = stated.get(key);
    if (same && r.value.kind === 'declaration' && same.value.kind !== 'knockout') {
      stated.delete(key);
    } else if (same) {
      stated.set(key, { ...same, confidence: Math.min(same.confidence ?? 1, r.confidence ?? 1) });
      return false;
    }
    // A list item read sentence by sentence (extractStated): when its sentences' requirements
    // cover it, they stand for the whole item, which is not listed a second time.
    const parts = same
      ? []
      : [...stated.entries()].filter(
          ([, p]) => p.page === r.page && p.quote !== r.quote && r.quote.includes(p.quote),
        );
    const rest = parts.reduce((text, [, p]) => text.replace(p.quote, ''), r.quote);
    if (parts.length && r.value.kind !== 'declaration' && !/\p{L}{4}/u.test(rest)) {
      for (const [k, p] of parts)
        stated.set(k, { ...p, confidence: Math.min(p.confidence ?? 1, r.confidence ?? 1) });
      return false;
    }
    return !inList.has(key) && !!inList.add(key);
  });
  const read = [...stated.values(), ...listed];
  // The other items of a list most of whose items are requirements (requirementListSiblings.ts).
  const found = [...read, ...requirementListSiblings(segments, read)];
  // An amendment's new words for a requirement found above (changedRequirements.ts).
  const changed = changedRequirements(segments, found).filter(
    (r) => !found.some((f) => f.page === r.page && f.quote.includes(r.quote)),
  );
  return [...found, ...changed].sort((a, b) => a.page - b.page);
}

/**
 * A one- or two-word run-in heading that a requirement rule matched as a sentence of its own ('3.3
 * Geschiktheidseisen. Aan onderstaande eisen …', 'D1 Compliance criteria. The following …'): it
 * names the requirements that follow and states none (twelfth probe set's study). Narrower than
 * RUN_IN_HEADING, which decides whether a paragraph's later sentences are read on their own.
 */
const TITLE_SENTENCE = /^(?:[A-Z]?\d+(?:\.\d+)*\.?\s+)?\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+)?\.$/u;

/** Requirements stated in a sentence, by the rules of requirementRules.ts. */

function extractStated(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  const counts = new Map<RequirementKind, number>();
  const seen = new Set<string>();
  const perPage = new Map<string, number>();
  const contents = contentsSegments(segments);
  for (const s of segments) {
    if (s.kind === 'heading' || contents.has(s.index)) continue;
    // A scoring sheet's pass/fail row is a knock-out even though it is phrased as a question.
    const passFail = /\bpass\s*\/\s*fail\b/i.test(s.text);
    // Failure class: a question-and-answer table's questions read as requirements. A table row
    // is read cell by cell: the question's cell is skipped, an answer's cell that sets a
    // requirement is kept, and the quote is that cell, which the page holds as written.
    // An amendment table's old wording is history, not a requirement in force.
    const old = oldColumnOf(s);
    const texts =
      s.kind === 'row' && !passFail
        ? s.columns && old >= 0
          ? s.columns.filter((c, i) => i !== old && c.trim() !== '')
          : (s.cells ?? [s.text])
        : [s.text];
    for (const text of texts) {
      // Table-of-contents lines ('3.2 Uitsluitingsgronden ........ 6') are not requirements.
      // A question (in a Q&A document) asks about a requirement; it does not set one.
      if (/\.{5,}/.test(text) || text.length < 25) continue;
      // An inline list of documents is read item by item (requiredDocuments.ts).
      if (isInlineDocumentList(text)) continue;
      if (isQuestion(text) && !passFail && !CONDITION.test(text) && !FREE_RELATIVE.test(text))
        continue;
      // Failure class (fourth probe set): a list item that runs on into a sentence of its own
      // ('• A valid ISO 9001 certificate. Failing any of these leads to exclusion.'), as a PDF
      // list's last item does. When the item's first sentence states a requirement, each of its
      // sentences is read on its own, so that neither hides the other.
      const [first, ...later] = s.kind === 'listItem' ? text.split(SENTENCE_END) : [text];
      // A run-in heading ('Uitsluitingsgronden. De inschrijver mag …', 'Exclusion. The
      // Department will exclude …') names the paragraph's topic and states nothing: its sentences
      // after it are read each (eleventh probe set).
      if (later.length && first && RUN_IN_HEADING.test(first)) {
        laterStated(s, later);
        continue;
      }
      if (later.length && first && stated(s, first) >= 0) {
        for (const sentence of later) if (sentence.trim().length >= 25) stated(s, sentence.trim());
      } else if (!later.length || !laterStated(s, later)) {
        const halves = obligationAndConsequence(text);
        if (halves) halves.forEach((half) => stated(s, half));
        else stated(s, text);
      }
    }
  }
  return out;

  /**
   * Eighth probe set: a numbered paragraph ('B4. Tenders must be uploaded to X. Tenders sent by
   * e-mail will be disregarded. Late tenders will not be accepted.', '3.2 De offerte … . Een offerte
   * per e-mail is nietig.') whose first sentence states no requirement: each later sentence that
   * states one is its own requirement, so that two knock-outs in one paragraph are not one.
   */
  function laterStated(s: Segment, later: readonly string[]): boolean {
    let any = false;
    for (const sentence of later)
      if (sentence.trim().length >= 25 && stated(s, sentence.trim()) >= 0) any = true;
    return any;
  }

  /**
   * Thirteenth probe set: an obligation and its knock-out joined by a semicolon ('The bidder shall
   * sign the Integrity Pact; proposals without it shall be rejected', 'De inschrijver legt de
   * verklaring over; een inschrijving zonder verklaring wordt terzijde gelegd'): two requirements,
   * when the rules read each half on its own with a different kind.
   */
  function obligationAndConsequence(text: string): [string, string] | null {
    const parts = text.split(/;\s+/);
    if (parts.length !== 2 || parts.some((p) => p.trim().length < 25)) return null;
    const [before, after] = parts.map((p) => p.trim()) as [string, string];
    const kindOfHalf = (half: string) => REQUIREMENT_RULES.find(([, rule]) => rule.test(half))?.[0];
    const first = kindOfHalf(before);
    return first && first !== 'knockout' && kindOfHalf(after) === 'knockout'
      ? [before, after]
      : null;
  }

  /** The requirement a sentence states, if any: its match's index, else -1. */
  function stated(s: Segment, sentence: string): number {
    for (const [kind, rule] of REQUIREMENT_RULES) {
      const m = rule.exec(sentence);
      if (!m || (KEYWORD_ONLY.test(m[0]) && ABOUT_KNOCKOUTS.test(sentence))) continue;
      if ((counts.get(kind) ?? 0) >= MAX_PER_KIND) continue;
      const text = quoteOf(sentence, m.index);
      if (TITLE_SENTENCE.test(text.trim())) return -1;
      // Boilerplate repeats the same clause in different sentences: compare around the match.
      const end = m.index + m[0].length;
      const same = `${kind}|${(
        sentence.slice(Math.max(0, m.index - 40), end) +
        sentence.slice(end, end + 20).split(/[).;]/)[0]
      )
        .toLowerCase()
        .replace(/\W+/g, ' ')}`;
      const onPage = `${kind}|${s.page}`;
      if (seen.has(same) || (perPage.get(onPage) ?? 0) >= MAX_PER_PAGE) return -1;
      seen.add(same);
      perPage.set(onPage, (perPage.get(onPage) ?? 0) + 1);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      out.push({
        value: { kind, text },
        page: s.page,
        quote: text,
        ...(s.section ? { section: s.section } : {}),
        // A consequence stated in so many words is sure; a keyword alone is for the user to check.
        confidence: kind === 'knockout' || kind === 'declaration' ? 0.85 : 0.7,
        source: 'rules',
      });
      return m.index;
    }
    return -1;
  }
}
