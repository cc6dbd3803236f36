/**
 * A recognition that lapses unless it is reviewed by a day (issue 19, item 6): 'de volgende
 * toetsing moet uiterlijk 3 maart 2027 plaatsvinden, anders vervalt de erkenning', 'the next
 * assessment must take place by 3 March 2027, failing which the approval lapses'. That day is its
 * end as far as the company's file shows. A next review's day without the lapse ('next audit
 * planned for May 2027') is no end: the term is then unread, a note to check.
 */
import { certificateDates, type DateReading } from './certificateDates';

/** The next review, assessment or audit, with its day after 'by' / 'uiterlijk' within the sentence. */
const NEXT_REVIEW =
  /\b(?:volgende|next)\s+(?:toetsing|beoordeling|audit|review|assessment|inspectie|inspection|herbeoordeling|re-?assessment)\b[^.;]{0,60}?\b(?:uiterlijk(?:\s+op)?|by|before|no\s+later\s+than|voor)\s+/gi;
/** The lapse that follows in the same sentence when the review does not take place. */
const OR_LAPSES =
  /^[^.;]{0,80}?\b(?:anders|otherwise|failing\s+which|or\s+else|zo\s+niet)\b[^.;]{0,40}?\b(?:vervalt|verloopt|lapses|expires|ends|will\s+lapse|is\s+withdrawn|wordt\s+ingetrokken)\b/i;

/** The review day a recognition lapses on when missed, or null. */
export function reviewOrLapseEnd(text: string, reading: DateReading): string | null {
  for (const m of text.matchAll(NEXT_REVIEW)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 160);
    const date = certificateDates(after, reading)[0];
    if (!date || date.start > 3) continue;
    if (OR_LAPSES.test(after.slice(date.end))) return date.iso.slice(0, 10);
  }
  return null;
}
