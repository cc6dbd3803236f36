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
  if (changedTo(text) || codedChange(text)) return true;
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
  return withRewordedDemands(withCodedChanges(statements));
}

/**
 * A coded demand's new wording, its code first ('G1 wordt: één referentie van ten minste …', 'Q3
 * now reads: at least two contracts …', 'E2 luidt voortaan: …'). Twenty-second set: standing in
 * a notice's answers, the demand as it now reads was planned nowhere, and the old figure was
 * answered instead (a reference too small for it). The code names the demand it replaces.
 */
const CODED_CHANGE =
  /^([A-Z]{1,3}\d{1,2}[a-z]?)\s+(?:wordt|luidt(?:\s+(?:voortaan|nu|thans|als\s+volgt))?|komt\s+te\s+luiden|becomes|(?:now\s+)?reads|shall\s+(?:now\s+)?read|is\s+(?:amended|changed)\s+to(?:\s+read)?)\s*:\s*\S.{9,}$/u;

/**
 * A change table's row, read as one line: its number, the provision it changes by clause and code,
 * and the code's new wording ('4 Section 4.1, Q1 Company registration for at least …', '2
 * Paragraaf 3.2, G1 Eén referentie van ten minste …'). Twenty-second set: read as a heading, the
 * demand as it now reads was planned nowhere.
 */
const CHANGE_ROW =
  /^(?:\d{1,2}\s+)?((?:section|clause|paragraph|article|paragraaf|artikel)\s+\d{1,2}(?:\.\d{1,2})*,?\s+([A-Z]{1,3}\d{1,2}[a-z]?)\s+(\S.{19,}))$/iu;

/** A change table's row as the coded change it is ('Q1 Company registration …'), or null. */
export function changeRow(line: string): { code: string; text: string } | null {
  const m = CHANGE_ROW.exec(line.replace(/\s+/g, ' ').trim());
  if (!m || !/^[A-Z]/.test(m[2]!) || !/\p{L}{3}/u.test(m[3]!)) return null;
  const code = m[2]!.toUpperCase();
  return { code, text: `${code} ${m[3]!.charAt(0).toUpperCase()}${m[3]!.slice(1)}` };
}

/** The code a coded change names ('G1' of 'G1 wordt: …'), or null. */
export const codedChange = (text: string): string | null => CODED_CHANGE.exec(text)?.[1] ?? null;

/**
 * The statements with each coded change moved to just after the demand it changes (the earlier
 * statement that opens with its code), under the same headings; as with a reworded demand, the
 * demand as first written stays (the bid may have to show both). A change whose code opens no
 * earlier statement stays where it is; one that restates a wording ('G1 luidt voortaan: …') is
 * withRewordedDemands'. Its text keeps the code, so that it still says which demand it is.
 */
function withCodedChanges(statements: readonly TenderStatement[]): TenderStatement[] {
  const after = new Map<TenderStatement, TenderStatement[]>();
  const moved = new Set<TenderStatement>();
  statements.forEach((s, i) => {
    const code = s.amends ?? (newWording(s.text) ? null : codedChange(s.text));
    if (!code) return;
    const opens = new RegExp(`^${code}[.:]?\\s`, 'u');
    const original = statements
      .slice(0, i)
      .findLast((o) => opens.test(o.text) && !o.amends && !codedChange(o.text));
    if (!original) return;
    const { heading, main, caption, path, leadIn } = original;
    after.set(original, [
      ...(after.get(original) ?? []),
      {
        text: s.text,
        heading,
        main,
        caption,
        documentName: s.documentName,
        page: s.page,
        ...(path ? { path } : {}),
        ...(leadIn ? { leadIn } : {}),
      },
    ]);
    moved.add(s);
  });
  if (moved.size === 0) return [...statements];
  return statements.filter((s) => !moved.has(s)).flatMap((s) => [s, ...(after.get(s) ?? [])]);
}

function withRewordedDemands(statements: readonly TenderStatement[]): TenderStatement[] {
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
