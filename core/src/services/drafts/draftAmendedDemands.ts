/**
 * A demand an addendum rewords (issue 19, item 1; seventeenth set): 'the required CIDB grading in
 * clause T2.1 is amended from 6CE or higher to: The bidder must have a CIDB contractor grading of
 * 5CE or higher', 'Paragraaf 4.3, eerste gedachtestreepje, komt als volgt te luiden: de
 * inschrijver heeft …'. Standing in the addendum, under no criterion and outside the
 * qualification part, the demand as it now reads was planned nowhere. Its new wording is a
 * statement of its own where the demand it replaces stands: the same heading, main heading and
 * path.
 */
import { terms } from '../../ai/localText';
import { DEMAND, bidderIsSubject } from './draftDemandWords';
import type { TenderStatement } from './draftRequirementText';

/**
 * The clause that gives a demand's new wording after a colon: 'is amended (from … to):', 'shall
 * now read:', 'is replaced by:', 'komt als volgt te luiden:', 'luidt voortaan:', 'wordt gewijzigd
 * in:'.
 */
const NEW_WORDING =
  /\b(?:(?:is|are|shall be|will be|has been|have been)\s+(?:amended|changed|replaced)\b[^:]{0,80}|(?:shall|will|is to|now)\s+read(?:s)?(?: as follows)?|(?:komt|komen)\s+als\s+volgt\s+te\s+luiden|luidt\s+(?:voortaan|vanaf nu|thans|nu|als volgt)|(?:wordt|worden)\s+(?:gewijzigd|veranderd|vervangen)\s+(?:in|door)[^:]{0,40})\s*:\s*(\S.{19,})$/iu;
/** Of the new wording's words, at least this share is in the demand it replaces. */
const SAME_DEMAND = 0.6;

/** The demand's new wording an amendment gives, its first letter a capital; null when none. */
export function newWording(text: string): string | null {
  const wording = NEW_WORDING.exec(text)?.[1]?.trim();
  return wording ? wording.charAt(0).toUpperCase() + wording.slice(1) : null;
}

/**
 * A demand lowered or raised to a new figure, its wording not restated ('De eis wordt verlaagd
 * naar een gemiddelde jaaromzet van ten minste USD 200.000', 'The turnover requirement is reduced
 * from £2 million to £1 million'): the sentence is the demand as it now stands, and its words
 * after 'naar' or 'to' tell which demand it changes. Standing in a notice's answers, it was
 * planned nowhere (sixteenth set; the eighteenth set's addendum said it the English way).
 */
const CHANGED_TO =
  /\b(?:(?:(?:eis|minimumeis|drempel|ondergrens|drempelwaarde)|minima(?:le|al)\s+(?:\p{L}+\s+){0,2}?\p{L}+)\s+(?:wordt|is|werd)\s+(?:verlaagd|verhoogd|bijgesteld|aangepast)\s+(?:van\s+.{1,40}?\s+)?(?:naar|tot)|(?:requirement|criterion|threshold|minimum(?:\s+\p{L}+){0,2}?)\s+(?:is|will be|has been|shall be|was)\s+(?:reduced|lowered|increased|raised)\s+(?:from\s+.{1,40}?\s+)?to)\s+(\S.{9,})$/iu;

/** A change's opening reference to the clause it changes: 'Paragraaf 3.2:', '• Clause 4.1 –'. */
const CLAUSE_REFERENCE =
  /^\s*(?:[•–-]\s*)?(?:paragraaf|artikel|hoofdstuk|clause|section|paragraph|article)\s+\d{1,2}(?:\.\d{1,2})*\.?\s*[:–-]\s*/i;

/** The words of a change's frame, no words of the demand it changes. */
const CHANGE_WORDS = new Set(
  terms(
    'eis minimumeis minimale minimaal drempel ondergrens drempelwaarde wordt werd verlaagd verhoogd bijgesteld aangepast naar requirement criterion threshold minimum reduced lowered increased raised',
  ),
);

/** The changed demand's new terms ('een gemiddelde jaaromzet van ten minste USD 200.000'), or null. */
export const changedTo = (text: string): string | null => CHANGED_TO.exec(text)?.[1] ?? null;

/** An amendment whose new wording is a demand ('… luidt voortaan: de inschrijver heeft …'). */
export function rewordsADemand(text: string): boolean {
  if (changedTo(text)) return true;
  const wording = newWording(text);
  return wording !== null && (DEMAND.test(wording) || bidderIsSubject(wording));
}

/**
 * The statements with each amendment's new wording added after it, placed where the demand it
 * replaces stands (the earlier statement of its document that has most of its words). The
 * amendment itself stays as it is: where it was planned already (a qualification subject's
 * label, 'G1 luidt voortaan: …'), it still is.
 */
export function withAmendedWording(statements: readonly TenderStatement[]): TenderStatement[] {
  return statements.flatMap((s, i) => {
    // A changed figure's sentence is itself the demand as it now reads.
    const changed = changedTo(s.text);
    const wording = newWording(s.text) ?? (changed ? s.text : null);
    if (!wording) return [s];
    // A changed figure's demand is found by its own words, the change's frame aside ('The
    // turnover requirement is reduced from £2 million to £1 million': 'turnover', the figures).
    // The clause it names ('Paragraaf 3.2:', 'Clause 4.1 –') is the amendment's, not the demand's.
    const said = (changed ? s.text : wording).replace(CLAUSE_REFERENCE, '');
    const words = [...new Set(terms(said))].filter((w) => !changed || !CHANGE_WORDS.has(w));
    if (words.length < 3) return [s];
    let best: { at: TenderStatement; share: number } | undefined;
    for (const other of statements.slice(0, i)) {
      if (other.documentName !== s.documentName || newWording(other.text)) continue;
      if (changedTo(other.text)) continue;
      const have = new Set(terms(other.text));
      const share = words.filter((w) => have.has(w)).length / words.length;
      if (share >= SAME_DEMAND && (!best || share > best.share)) best = { at: other, share };
    }
    if (!best) return [s];
    const { heading, main, caption, path, leadIn } = best.at;
    const moved = {
      text: wording,
      heading,
      main,
      caption,
      documentName: s.documentName,
      page: s.page,
    };
    return [s, { ...moved, ...(path ? { path } : {}), ...(leadIn ? { leadIn } : {}) }];
  });
}
