/**
 * The certificate numbers a draft may not state on a day (issue 19, item 6): those of the fact
 * sheet's certificates and registrations that `validityOn` does not call held — ended, or with an
 * end the reader could not place after the day for certain. The fact sheet's own sentences already
 * follow `validityOn`; a knowledge-base sentence quoted as evidence ('het ISO 9001-certificaat
 * Q-1 hebben we laten lopen', 'our ISO 14001 certificate E-7 was issued in 2022 for three years')
 * judged only by its own words could still claim one. Such a sentence is no evidence wherever a
 * passage's words reach a draft: a requirement's quotes, a section's whole passages, the model's
 * input and the chat's additions. The sheet then writes its note to check, without the number.
 */
import type { CompanyFactSheet } from '../../model/factSheet';
import { validityOn } from './certificateValidity';
import { escapeRegExp } from '../../text/escapeRegExp';

/** Shorter numbers ('12', 'A1') could stand in any sentence for something else. */
const MIN_NUMBER = 4;

type Sheets = readonly {
  readonly knowledgeBaseId?: string;
  readonly sheet: Pick<CompanyFactSheet, 'certificates' | 'registrations'>;
}[];

/**
 * Numbers no certificate or registration of the sheets holds on `day`. A number one record holds
 * (a renewed certificate keeps its number; a register row beside an undated mention) is not one:
 * the sentence that states an old end is dropped by its own words (`validityEnded`).
 */
export function unheldNumbers(sheets: Sheets, day: string): string[] {
  const records = sheets.flatMap(({ sheet }) => [
    ...sheet.certificates,
    ...(sheet.registrations ?? []),
  ]);
  const held = new Set(
    records.filter((r) => r.number && validityOn(r, day) === 'held').map((r) => r.number),
  );
  const unheld = records
    .map((r) => r.number)
    .filter((n): n is string => !!n && n.length >= MIN_NUMBER && !held.has(n));
  return [...new Set(unheld)];
}

/** Whether a sentence names one of the numbers as a whole ('Q-1234', not 'Q-12345'). */
export function namesUnheld(sentence: string, numbers: readonly string[]): boolean {
  return numbers.some(
    (n) =>
      sentence.includes(n) &&
      new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}]|[-/.][\\p{L}\\p{N}])`,
        'u',
      ).test(sentence),
  );
}
