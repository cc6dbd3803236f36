/**
 * Documents to hand in stated as a list: under a lead-in sentence ending in a colon that says
 * they must be submitted, or under a heading that names them ('Required forms', 'Te overleggen
 * stukken').
 */
import type { RequirementFact } from '../../model/documentFacts';
import type { Segment } from './reading';
import { checkThisRequirement } from './requirementFact';
import { quoteOf } from './text';

/** 'The following documents must be submitted:', 'Inschrijver dient de volgende stukken in te dienen:'. */
const LIST_INTRO =
  /(?:\b(?:must|shall|moet(?:en)?|dien(?:t|en))\b[^:]{0,140}\b(?:submit|submitted|provide|include|enclose|enclosed|attach|attached|ingediend|in te dienen|overleggen|bijvoegen|aanleveren)|\bfollowing documents|\bvolgende (?:documenten|stukken|bijlagen|formulieren)|\bchecklist|\b(?:voegt|levert|overlegt|bezorgt|voeg|lever)\s+(?:u|je)\b|\b(?:you|bidders?|tenderers?)\s+(?:must\s+|shall\s+|should\s+)?(?:enclose|attach|include|submit|provide)\b|\b(?:bij te voegen|mee te sturen|in te dienen|te overleggen)\s+(?:documenten|stukken|bijlagen))[^:]*:\s*$/i;
/**
 * A heading that names what follows as documents to hand in ('2.4 Required forms', 'Te
 * overleggen stukken'): its list items are the lead-in's items (failure class: declarations
 * listed under a heading rather than a sentence ending in a colon). The studied probe sets: a
 * 'Checklist of Eligibility and Technical Documents', and plurals ('Audited financial statements').
 */
const DOCUMENTS_HEADING =
  /\b(?:(?:required|mandatory|submission)\s+(?:forms|documents|documentation|attachments)|documents\s+to\s+(?:be\s+)?(?:submitted|submit|included|include|provided|provide)|(?:te overleggen|in te dienen|bij te voegen|verplichte|vereiste|mee te sturen)\s+(?:stukken|documenten|bijlagen|formulieren)|checklist\s+(?:of|van)\s+(?:(?:the\s+|de\s+)?[\p{L}-]+\s+(?:and\s+|en\s+)?){0,3}(?:documents|documenten|stukken))\b/iu;
const DOCUMENT =
  /\b(?:Attachment|Bijlage|Annex|Appendix|form|formulier|certificates?|certification|certificaat|verklaring|declarations?|statements?|acknowledg(?:e)?ment|agreement|overeenkomst|profile|record|permit|uittreksel|UEA|ESPD|affidavit|bond|guarantee|bankgarantie|attest|bewijs|proof|evidence|kopie|copy)\b|formulier\b|verklaring\b|attest\b/i;
const MAX_LIST = 30;
/** A sub-heading under such a heading that names a part of the documents. */
const PART_OF_DOCUMENTS = /\b(?:documents|documenten|stukken)\b/i;

/**
 * A list of documents within one sentence, after a lead-in and a colon, its items separated by
 * semicolons ('Required with the bid: Bid Form; Bid Bond; Non-Collusion Affidavit; …', 'Mee te
 * sturen met de inschrijving: het inschrijfformulier; de Eigen Verklaring; …'): fifteenth probe
 * set, the whole sentence was one requirement (an exclusion, for a 'Debarment' form in it).
 */
const INLINE_LEAD =
  /^(?:(?:documents?\s+)?(?:required|to be (?:submitted|included|enclosed|provided)|to (?:submit|include|enclose))\s+with\s+(?:the|your|each|every)\s+(?:bid|tender|proposal|offer|quotation|submission|response)|(?:mee te (?:sturen|zenden)|bij te voegen|in te dienen|te overleggen)(?:\s+(?:stukken|documenten|bijlagen))?(?:\s+(?:met|bij)\s+(?:de|uw|je)\s+(?:inschrijving|offerte|aanbieding))?)\s*:\s*/i;

/**
 * A list of documents to hand in, introduced by a sentence ending in a colon that says they must
 * be submitted: each item is a required document (failure class: requirements stated as a list,
 * not as sentences). Offered as "check this": a list item does not say it is a knock-out.
 */
/** The items of an inline list of documents (at least three), else none. */
function inlineItems(text: string): string[] {
  const lead = INLINE_LEAD.exec(text);
  const items = lead ? text.slice(lead[0].length).split(/\s*;\s*/) : [];
  return items.length >= 3 ? items : [];
}

/** A sentence that is such a list: its items are the requirements, not the sentence. */
export const isInlineDocumentList = (text: string) => inlineItems(text).length > 0;

export function requiredDocuments(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  for (const s of segments) {
    const items = s.kind === 'row' ? [] : inlineItems(s.text);
    for (const item of items) {
      const text = item.replace(/[.;]\s*$/, '').trim();
      if (text.length >= 4 && text.length <= 80 && DOCUMENT.test(text))
        out.push(checkThisRequirement(s, 'declaration', quoteOf(text)));
    }
  }
  for (const intro of segments) {
    const lead =
      intro.kind === 'heading' ? DOCUMENTS_HEADING.test(intro.text) : LIST_INTRO.test(intro.text);
    if (!lead) continue;
    let misses = 0;
    for (const s of segments.slice(intro.index + 1, intro.index + 1 + MAX_LIST)) {
      // A sub-heading naming a part of the documents ('Class "A" documents (first envelope)')
      // goes on with the list (the studied probe sets: a checklist of eligibility documents).
      if (s.kind === 'heading' && intro.kind === 'heading' && PART_OF_DOCUMENTS.test(s.text))
        continue;
      if (s.kind === 'heading' || s.page !== intro.page || LIST_INTRO.test(s.text)) break;
      // A checklist table's row ('Bijlage C | Price sheet as in Annex 6'): the page holds its
      // cells, not the joined row, so the quote is the row's longest cell.
      const quote =
        s.kind === 'row' && s.cells?.length
          ? quoteOf([...s.cells].sort((a, b) => b.length - a.length)[0] ?? s.text)
          : s.text;
      if (
        (s.kind === 'row' || s.text.length <= 160) &&
        DOCUMENT.test(s.text) &&
        !/:\s*$/.test(s.text)
      ) {
        misses = 0;
        out.push(checkThisRequirement(s, 'declaration', quote));
      } else if (++misses >= 3) break;
    }
  }
  return out;
}
