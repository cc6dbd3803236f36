/**
 * A validity stated as a quarter (issue 19, item 6; nineteenth set): 'our certificate … expires
 * end of Q3 2026', 'geldig tot en met het derde kwartaal van 2026'. The date readers know days
 * and months, not quarters, so such a sentence was quoted as evidence after its quarter had
 * ended, and stated an expired certificate as held once the demand it answers was planned. A
 * quarter ends on its last day (Q3: 30 September); the sentence has ended when that day has
 * passed.
 */

const VALIDITY = String.raw`(?:expires?|expired|expiry|expiring|valid\s+(?:until|to|through|till)|runs?\s+(?:until|to|out)|lapses?|verloopt|verlopen|vervalt|geldig\s+(?:tot(?:\s+en\s+met)?|t\/m)|loopt\s+(?:af|tot))`;
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  eerste: 1,
  tweede: 2,
  derde: 3,
  vierde: 4,
};
const QUARTER = new RegExp(
  String.raw`\b${VALIDITY}\b[^.;]{0,40}?\b(?:Q([1-4])\s*(?:of\s+|van\s+)?((?:19|20)\d{2})|(first|second|third|fourth|eerste|tweede|derde|vierde)\s+(?:quarter|kwartaal)\s+(?:of\s+|van\s+)?((?:19|20)\d{2}))\b`,
  'iu',
);
const LAST_DAY = ['03-31', '06-30', '09-30', '12-31'];

/** Whether a sentence states a validity that ended with a quarter before `today` (ISO date). */
export function endedWithAQuarter(text: string, today: string): boolean {
  const m = QUARTER.exec(text);
  if (!m) return false;
  const quarter = m[1] ? Number(m[1]) : ORDINALS[m[3]!.toLowerCase()]!;
  const year = m[2] ?? m[4]!;
  return `${year}-${LAST_DAY[quarter - 1]}` < today;
}
