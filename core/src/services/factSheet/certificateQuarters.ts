/**
 * A validity that ends with a quarter (issue 19, item 6): 'the end of the second quarter of 2025',
 * 'eind tweede kwartaal 2025', 'end of Q2 2025'. Valid through the quarter's last day.
 */
const QUARTERS: Record<string, number> = {
  first: 1,
  '1st': 1,
  eerste: 1,
  '1e': 1,
  second: 2,
  '2nd': 2,
  tweede: 2,
  '2e': 2,
  third: 3,
  '3rd': 3,
  derde: 3,
  '3e': 3,
  fourth: 4,
  '4th': 4,
  vierde: 4,
  '4e': 4,
};
const QUARTER_END =
  /^(?:(?:at\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?|eind(?:e)?\s+(?:van\s+)?(?:het\s+)?|ultimo\s+)?(?:(first|second|third|fourth|1st|2nd|3rd|4th|eerste|tweede|derde|vierde|[1-4]e)\s+(?:quarter|kwartaal)\s+(?:of\s+|van\s+)?|Q([1-4])\s+)((?:19|20)\d\d)\b/i;

/** The quarter and year a text opens with, or null. */
export function quarterAtStart(text: string): { quarter: number; year: number } | null {
  const m = QUARTER_END.exec(text);
  if (!m) return null;
  return { quarter: m[1] ? QUARTERS[m[1].toLowerCase()]! : Number(m[2]), year: Number(m[3]) };
}
