/**
 * A sentence that states a number changed (failure class: 'the page limit is increased from 10
 * to 12 pages', 'de maximale omvang wordt 15 in plaats van 12 pagina's', 'the estimated value has
 * been changed from £400,000 to £450,000'): which of its numbers is the old one. The old value is
 * kept as a fact with `replaced: true`, history in the what-changed model as a moved date is
 * (revisions.ts), so that the document's single statement shows as a change.
 *
 * Three forms, each saying by its words which number is old: a verb that changes with 'from X to
 * Y' / 'van X naar Y' (without such a verb, 'from 10 to 12 pages' is a range); 'Y instead of X' /
 * 'Y in plaats van X'; 'Y (was X)' / 'Y (previously X)'.
 */
import { NUMBER } from './numbers';

/** Verbs that change a number or a date ('increased', 'verhoogd'); MOVE_VERB's and more. */
export const CHANGE_VERB =
  /\b(?:changed|amended|adjusted|increased|decreased|reduced|raised|lowered|extended|revised|updated|moved|gewijzigd|aangepast|verhoogd|verlaagd|verminderd|verruimd|bijgesteld|teruggebracht|vergroot|verkleind|verlengd|verschoven)\b/i;

const INSTEAD_OF = String.raw`(?:in plaats van|instead of|rather than|i\.p\.v\.?)`;
const WAS_WORDS = String.raw`(?:was|voorheen|eerder|previously|originally|formerly|oorspronkelijk)`;

// Built once, not per call (issue 17: a RegExp built per call is the caller's time).
const INSTEAD_OF_BEFORE = new RegExp(String.raw`\b${INSTEAD_OF}\s*$`, 'i');
const WAS_BEFORE = new RegExp(String.raw`[([]\s*${WAS_WORDS}\s*:?\s*$`, 'i');
const NUMBER_ONLY = new RegExp(`^${NUMBER}$`, 'i');

/** Whether the number at [start, end) of `text` is the old value of a change the text states. */
export function isOldOfChange(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  const after = text.slice(end, end + 40);
  if (INSTEAD_OF_BEFORE.test(before)) return true;
  if (WAS_BEFORE.test(before)) return true;
  return (
    CHANGE_VERB.test(text) &&
    /\b(?:from|van)\s*$/i.test(before) &&
    /^\s*(?:to|naar|tot|into)\b/i.test(after)
  );
}

/** A change of a length with its unit: the old and the new number as written, and where. */
export interface LengthChange {
  readonly index: number;
  readonly oldWritten: string;
  readonly newWritten: string;
  readonly unit: string;
}

type ChangeForm = { re: RegExp; order: 'old-new' | 'new-old' };
/** The forms per unit pattern, built once (issue 17: not on every sentence with a limit word). */
const FORMS = new Map<string, ChangeForm[]>();

/**
 * The changes of a length in `text` (`unit`: the pattern of the units, one capturing group):
 * 'from 10 to 12 pages' after a verb that changes, '15 in plaats van 12 pagina's', '12 pages
 * instead of 10', '12 pages (was 10)'.
 */
export function lengthChanges(text: string, unit: string): LengthChange[] {
  let forms = FORMS.get(unit);
  if (!forms) FORMS.set(unit, (forms = changeForms(unit)));
  const out: LengthChange[] = [];
  forms.forEach(({ re, order }, form) => {
    if (form === 0 && !CHANGE_VERB.test(text)) return;
    for (const m of text.matchAll(re)) {
      // Groups: [first number, unit?, second number, unit] per alternative; take what matched.
      const g = m.slice(1).filter((x) => x !== undefined);
      const numbers = g.filter((x) => NUMBER_ONLY.test(x));
      const units = g.filter((x) => !numbers.includes(x));
      if (numbers.length < 2 || units.length === 0) continue;
      const [first, second] = numbers as [string, string];
      out.push({
        index: m.index,
        oldWritten: order === 'old-new' ? first : second,
        newWritten: order === 'old-new' ? second : first,
        unit: units[units.length - 1]!,
      });
    }
  });
  return out;
}

function changeForms(unit: string): ChangeForm[] {
  const u = String.raw`(?:A4[- ])?${unit}`;
  return [
    {
      re: new RegExp(
        String.raw`\b(?:from|van)\s+(${NUMBER})(?:\s+${u})?\s+(?:to|naar|tot|into)\s+(${NUMBER})\s+${u}`,
        'gi',
      ),
      order: 'old-new',
    },
    {
      re: new RegExp(
        String.raw`\b(${NUMBER})(?:\s+${u})?\s+${INSTEAD_OF}\s+(${NUMBER})\s+${u}|\b(${NUMBER})\s+${u}\s+${INSTEAD_OF}\s+(${NUMBER})\b(?:\s+${u})?`,
        'gi',
      ),
      order: 'new-old',
    },
    {
      re: new RegExp(
        String.raw`\b(${NUMBER})\s+${u}\s*[([]\s*${WAS_WORDS}\s*:?\s*(${NUMBER})(?:\s+${u})?\s*[)\]]`,
        'gi',
      ),
      order: 'new-old',
    },
  ];
}

const LINKING = new Set(
  'is are was were has have been be being now nu hereby hierbij thus dus wordt worden zijn will shall'.split(
    ' ',
  ),
);

/** The words before a change without its verb ('The page limit … is increased' → 'The page limit …'). */
export function subjectOfChange(before: string): string {
  const words = before.trim().split(/\s+/);
  while (words.length > 0) {
    const last = words[words.length - 1]!.toLowerCase();
    if (!LINKING.has(last) && !CHANGE_VERB.test(last)) break;
    words.pop();
  }
  return words.join(' ');
}
