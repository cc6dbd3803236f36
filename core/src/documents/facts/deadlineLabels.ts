/**
 * How the words around a date in a sentence name its deadline kind: the act after the date in a
 * Dutch clause, a preposition that binds a due date, and the kind a long label names as a whole.
 * Split from deadlines.ts, which reads the dates of rows and sentences with them.
 */
import type { DeadlineKind } from '../../model/documentFacts';
import { DUE, kindOf } from './deadlineKinds';
import type { DocumentLanguage } from './text';
import { ZONE_WORDS } from './zones';

/** The number of letters in a text (digits, spaces and punctuation left out). */
export const letters = (s: string) => s.replace(/[^A-Za-zÀ-ÿ]/g, '').length;

/**
 * A Dutch clause puts its verb last, after the date: 'De opdracht wordt op 1 juli 2027 gegund',
 * 'De inschrijvingen worden op 14 mei om 14.00 uur geopend', 'De overeenkomst gaat op 1 september
 * in', 'Met de uitvoering wordt op 1 september gestart', 'We informeren alle inschrijvers op 1
 * juli over de uitslag'. The act after the date names the kind: the award, the opening or the
 * start over the subject's noon ('inschrijvingen' is no submission when they are opened), and the
 * whole clause when the words before the date name nothing (failure class found studying the
 * ninth probe set, whose documents move dates in such sentences).
 */
export function actAfterTheDate(
  label: string,
  after: string,
  language: DocumentLanguage,
  byLabel: { kind: DeadlineKind; confidence: number } | null,
): { kind: DeadlineKind; confidence: number } | null {
  if (language !== 'nl' || letters(label) < 3) return null;
  const tail = after.split(/[.;!?\n]/)[0]!.trim();
  if (tail.length === 0 || tail.length > 80) return null;
  const sure = byLabel?.confidence ?? (DUE.test(label) ? 0.95 : 0.85);
  const act: DeadlineKind | null = /\b(?:gegund|te gunnen|gunnen)$/i.test(tail)
    ? 'award'
    : /\b(?:geopend|te openen|openen)$/i.test(tail)
      ? 'opening'
      : /\b(?:gestart|te starten|starten|van start(?: gaan| gaat)?|aanvangen|ingaan|in werking(?: treden| treedt)?)$/i.test(
            tail,
          ) ||
          (/\bin$/i.test(tail) && /\b(?:gaat|gaan)\b/i.test(label)) ||
          (/\baan$/i.test(tail) && /\b(?:vangt|vangen)\b/i.test(label))
        ? 'start'
        : null;
  if (act && (!byLabel || byLabel.kind === 'submission' || byLabel.kind === 'other')) {
    return { kind: act, confidence: sure };
  }
  return byLabel ? null : kindOf(`${label} ${tail}`);
}

/**
 * A preposition that binds a due date, right before it ('tot en met donderdag', 'by'), also with
 * the time between ('tot uiterlijk 14.00 uur op vrijdag', 'by 4:00 pm (local time) on', 'tot
 * uiterlijk tien uur 's morgens (10.00 uur) op':
 * thirteenth probe set's study), and the time's zone unbracketed ('no later than 5:00 p.m. MDT
 * on', 'uiterlijk 12:00 uur CET op': fifteenth probe set's study, a long questions sentence left
 * an 'other' date).
 */
export const BY_DATE = new RegExp(
  String.raw`\b(?:tot en met|t\/m|uiterlijk(?: op)?|by|before|no later than|not later than|until|up to and including)\s*(?:(?:om|at)\s*)?(?:(?:\d{1,2}(?:[:.h]\d{2})?\s*(?:uur|u|hrs?|h|[ap]\.?m\.?)?(?:\s*(?:noon|midday))?|[a-zé]+\s+(?:uur|o['’]clock)(?:\s+(?:'s|’s)\s+[a-z]+|\s+in the [a-z]+)?)\s*(?:(?:${ZONE_WORDS})\s*)?(?:\([^()]{0,40}\)\s*)?,?\s*(?:op|on)?\s*)?(?:(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s*)?$`,
  'i',
);

/** The kind the whole of a long label names, as a reading to check. */
export function farSubject(label: string): { kind: DeadlineKind; confidence: number } | null {
  const found = kindOf(label);
  return found && found.kind !== 'other' ? { kind: found.kind, confidence: 0.7 } : null;
}
