/**
 * A part of the document that revises the document itself — an appended Nota van Inlichtingen,
 * an addendum or corrigendum, a section headed as changes — or a sentence that moves a date
 * without naming the old one ('De sluitingstermijn wordt verplaatst naar 27 mei 2027', 'The
 * closing date is extended to 9 April 2027'): its date of a kind is current, and the other date
 * of that kind stated before it is replaced (failure class seen on the fifth probe set: a
 * ministry's request with its Nota van Inlichtingen appended, whose new closing date and award
 * date stood beside the timetable's old ones with no sign of which is current).
 *
 * Only when it is clear: the revising part gives one date of the kind, the text before it one
 * other date of that kind (two would be two lots' schedules), and 'other' deadlines, which name
 * different things, are left alone. The replaced date stays a fact, as history.
 */
import type { DeadlineFact } from '../../model/documentFacts';

/**
 * A heading over a part that revises the document; also a numbered clarification notice or
 * bulletin ('Clarification Notice 2', 'Clarification No. 3'), not a section about asking
 * questions ('Clarifications'): ninth probe set's study.
 */
const REVISING_SECTION =
  /\b(?:nota(?:'s)? van inlichtingen|wijzigingen|rectificatie|erratum|addend(?:um|a)|corrigend(?:um|a)|amendments?|changes to|clarification (?:notice|bulletin)s?|clarification (?:no\.?\s*)?\d+|wijzigingsbericht)\b/i;
/** A label that moves its date: 'wordt verplaatst naar', 'is extended to', 'now closes on'. */
const MOVED_TO =
  /\b(?:moved|changed|extended|postponed|brought forward|rescheduled|deferred|amended|delayed|verschoven|gewijzigd|verplaatst|uitgesteld|verlengd|vervroegd|aangepast)\b[^.]{0,40}?\b(?:to|until|naar|tot(?: en met)?|op)\b[^.]{0,20}$/i;

const day = (f: DeadlineFact) => f.value.date.slice(0, 10);

/**
 * A date a revising part names as the old one, in a sentence of its own ('The previous closing of
 * 18 May 2027, 4.00 pm no longer applies', 'De oorspronkelijke sluiting van 3 juni vervalt'): it
 * is replaced, not the revision (fourteenth probe set's study: named beside the new closing, it
 * left two current dates and neither was marked).
 */
const OLD_NAMED =
  /\b(?:previous|original|old|earlier|former|superseded|vorige|oorspronkelijke|oude|eerdere|voormalige|vervallen)\s+(?:[\w-]+\s+){0,2}$/i;
/**
 * The sentence says the date no longer holds, the date's noun its subject: not 'Tenders received
 * after 9 December are no longer valid', 'een te late inschrijving vervalt'. 'Is hereby
 * cancelled', 'komt hierbij te vervallen' too, and a time's stop between ('van 5 november om
 * 14.00 uur vervalt'): eighteenth probe set's study.
 */
const NO_LONGER =
  /\b(?:date|deadline|closing|time|datum|termijn|sluiting|sluitingsdatum|tijdstip)\b(?:[^.;]|\.(?=\d)){0,60}?\b(?:no longer (?:applies|apply|applicable|valid|stands)|is (?:hereby |herewith |now )?(?:withdrawn|cancelled|canceled|superseded)|vervalt|komt (?:hierbij |daarmee )?te vervallen|(?:is|geldt) niet (?:langer|meer)(?: van toepassing| geldig)?)\b/i;
/** A sentence's end: not the stop of 'p.m.' or 'No.' ('2:00 p.m. AEST', 'Addendum No. 2'). */
const SENTENCE_BREAK = /(?<![ap]\.m|\b(?:no|nr|art|p))[.!?]\s+(?=[A-Z"“(])/;
/**
 * The sentence of the quote that holds the fact's date: from its label's last sentence up to the
 * next sentence end (eighteenth probe set's study: 'The Closing Time is extended. Tenders must now
 * be lodged no later than <new>. The original Closing Time of <old> is withdrawn.' is one
 * paragraph, whose last sentence marked the new date replaced and left the old one current).
 * The whole quote when the label is not found in it.
 */
function dateSentence(f: DeadlineFact): string {
  const tail = f.value.label.split(SENTENCE_BREAK).pop()!.trim();
  const at = tail.length >= 8 ? f.quote.indexOf(tail) : -1;
  if (at < 0) return f.quote;
  const rest = f.quote.slice(at + tail.length);
  const end = rest.search(SENTENCE_BREAK);
  return f.quote.slice(at, end < 0 ? undefined : at + tail.length + end);
}
const namesOld = (f: DeadlineFact) =>
  OLD_NAMED.test(f.value.label) ||
  (NO_LONGER.test(dateSentence(f)) && !MOVED_TO.test(f.value.label));
const namesTheOld = (f: DeadlineFact) => f.value.kind !== 'other' && namesOld(f);

/**
 * A date named as the old one with no kind of its own ('The previous deadline of <date> is
 * cancelled', 'De vorige termijn van <date> vervalt'): it is the deadline of another kind stated
 * with that very date and time, as history (eighteenth probe set's study: reported as an 'other'
 * deadline beside the submission it restates). Left as it was when no single kind has that date.
 */
function oldOfItsKind(f: DeadlineFact, facts: readonly DeadlineFact[]): DeadlineFact {
  if (f.value.kind !== 'other' || !f.value.date.includes('T') || !namesOld(f)) return f;
  const kinds = new Set(
    facts
      .filter((o) => o.value.kind !== 'other' && o.value.date === f.value.date)
      .map((o) => o.value.kind),
  );
  return kinds.size === 1
    ? { ...f, value: { ...f.value, kind: [...kinds][0]! }, replaced: true }
    : f;
}

const revises = (f: DeadlineFact) =>
  !f.replaced &&
  f.value.kind !== 'other' &&
  (REVISING_SECTION.test(f.section ?? '') ||
    MOVED_TO.test(f.value.label) ||
    // 'Replace X with Y', 'X is replaced by Y', 'X wordt vervangen door Y' (revisions.ts).
    /\b(?:replace|vervang)\b/i.test(f.value.label) ||
    /\b(?:replaced (?:by|with)|vervangen door)\b/i.test(f.quote));

/** The facts, in document order, with the dates a later revising part moves marked replaced. */
export function markLaterRevisions(facts: readonly DeadlineFact[]): DeadlineFact[] {
  const out = facts
    .map((f) => oldOfItsKind(f, facts))
    .map((f) => (!f.replaced && namesTheOld(f) ? { ...f, replaced: true } : f));
  const kinds = new Set(out.filter(revises).map((f) => f.value.kind));
  for (const kind of kinds) {
    const at = out.findIndex((f) => f.value.kind === kind && revises(f));
    const current = out.filter((f) => f.value.kind === kind && revises(f));
    if (new Set(current.map(day)).size !== 1) continue;
    const earlier = out
      .slice(0, at)
      .map((f, i) => ({ f, i }))
      .filter(({ f }) => f.value.kind === kind && !f.replaced && day(f) !== day(current[0]!));
    if (new Set(earlier.map(({ f }) => day(f))).size !== 1) continue;
    for (const { f, i } of earlier) out[i] = { ...f, replaced: true };
  }
  return out;
}
