/**
 * A term counted from an audit (issue 19, item 6): 'This certificate is valid for 36 months from
 * the audit date', 'geldig gedurende drie jaar na de datum van de hercertificeringsaudit', with the
 * audit's day written elsewhere in the same copy (its annex: 'Recertification audit (stage 2)
 * carried out on 2 December 2024'). The end is counted from that day only when the copy names one
 * audit day that can be the start: a surveillance audit never is, and two candidate days leave it
 * unread (a note to check) rather than guessed.
 */
import { certificateDates, type DateReading } from './certificateDates';
import { termFrom } from './certificateDetails';

const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|een|twee|drie|vier|vijf)\s+(jaar|years?|maanden|months?)`;
/** 'valid for 36 months from the audit date', 'geldig gedurende 3 jaar na de auditdatum'. */
const TERM_FROM_AUDIT = new RegExp(
  String.raw`\b(?:valid\s+for|geldig\s+(?:gedurende|voor))\s+${COUNT}\s+(?:counted\s+|gerekend\s+)?(?:from|after|na|vanaf)\s+(?:the\s+|de\s+)?(?:(?:date\s+of\s+the\s+|datum\s+van\s+de\s+)?(?:re-?certification\s+|her)?(?:certificatie|certificerings)?audit(?:\s+date|datum)?)\b`,
  'i',
);
/** A line about an audit that can start a term, and one that cannot. */
const AUDIT = /audit/i;
const NOT_THE_START =
  /\b(?:surveillance|periodic|follow-up|tussentijdse?|periodieke?|controle|opvolg\w*|next|volgende|planned|gepland)\b/i;

/** The end of a term counted from the copy's one audit day, or null. */
export function auditTermEnd(text: string, reading: DateReading): string | null {
  const term = TERM_FROM_AUDIT.exec(text);
  if (!term) return null;
  const days = new Set<string>();
  for (const line of text.split('\n')) {
    if (!AUDIT.test(line) || NOT_THE_START.test(line) || TERM_FROM_AUDIT.test(line)) continue;
    for (const d of certificateDates(line, reading)) days.add(d.iso.slice(0, 10));
  }
  if (days.size !== 1) return null;
  return termFrom([...days][0]!, term[1]!, term[2]!);
}
