/**
 * Deadlines: a date is a deadline when the words before it (or, in a planning table, the row
 * label on the line before) say what is due. Its kind comes from those words; dates that only
 * publish, present, assess or answer are not deadlines unless the text calls them due.
 */
import type { DeadlineFact, DeadlineKind } from '../../model/documentFacts';
import { findDates } from './dates';
import { type DocumentLanguage, type Segment, quoteOf, shorten } from './text';

const NOT_A_DEADLINE =
  /beantwoording|antwoorden|\banswers?\b|release of|publicatie|bekendmaking|presentatie|assessment|beoordeling|evaluation|window|kick-?off|start realisatie|version|versie|issued|dated|gedateerd/i;
const QUESTIONS = /vragen|\bvraag|questions?|nota van inlichtingen|inlichtingen|clarifications?/i;
const AWARD = /gunning|gunnen|\baward|selection announcement|contract start|opdrachtverlening/i;
const SUBMISSION =
  /inschrijving|inschrijven|indienen|indiening|offerte|aanbieding|submission|submit|response|proposals?|quotes?|tender deadline|closing date|sluitingsdatum|sluitingstermijn/i;
const DUE = /\bdue\b|deadline|uiterlijk|uiterste|no later than|not later than|closing|sluiting/i;

function kindOf(words: string): DeadlineKind | null {
  const due = DUE.test(words);
  if (NOT_A_DEADLINE.test(words)) return due ? 'other' : null;
  if (QUESTIONS.test(words)) return 'questions';
  if (AWARD.test(words)) return 'award';
  if (SUBMISSION.test(words)) return 'submission';
  return due ? 'other' : null;
}

const letters = (s: string) => s.replace(/[^A-Za-zÀ-ÿ]/g, '').length;

export function extractDeadlines(
  segments: readonly Segment[],
  language: DocumentLanguage,
): DeadlineFact[] {
  const out: DeadlineFact[] = [];
  for (const segment of segments) {
    const dates = findDates(segment.text, language);
    dates.forEach((date, i) => {
      const before = segment.text.slice(i === 0 ? 0 : dates[i - 1]!.end, date.start);
      // 'a – b' is a period, not two deadlines.
      if (i > 0 && /^\s*[-–]\s*$/.test(before)) return;
      const after = segment.text
        .slice(date.end, dates[i + 1]?.start ?? segment.text.length)
        .slice(0, 120);
      // A table row's cells are joined by ' | ': the separator is not part of the label.
      let label = before.replace(/^[\s|]+|[\s|]+$/g, '');
      if (letters(before) < 8 && i === 0) {
        const previous = segments[segment.index - 1];
        if (
          previous &&
          previous.page === segment.page &&
          findDates(previous.text, language).length === 0
        ) {
          label = `${previous.text} ${before}`;
        }
      }
      const kind = kindOf(label.slice(-90)) ?? (letters(label) < 8 ? kindOf(after) : null);
      if (!kind) return;
      out.push({
        value: { kind, date: date.iso, label: shorten(letters(label) >= 3 ? label : after) },
        page: segment.page,
        quote: quoteOf(segment.text, date.start),
      });
    });
  }
  return dedupe(out);
}

/** One fact per kind and day: the first one with a time wins over a bare date. */
function dedupe(facts: DeadlineFact[]): DeadlineFact[] {
  const byKey = new Map<string, DeadlineFact>();
  for (const fact of facts) {
    const key = `${fact.value.kind}|${fact.value.date.slice(0, 10)}`;
    const seen = byKey.get(key);
    if (!seen || (!seen.value.date.includes('T') && fact.value.date.includes('T'))) {
      byKey.set(key, fact);
    }
  }
  return [...byKey.values()].sort(
    (a, b) => a.value.date.localeCompare(b.value.date) || a.page - b.page,
  );
}
