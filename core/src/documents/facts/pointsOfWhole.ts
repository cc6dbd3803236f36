/**
 * Points written as a share of the whole score in prose, 'K2 Veiligheid: 15 van de 100 punten',
 * 'De kwaliteit weegt voor 60 van de 100 punten', 'Method statement: 25 of the 100 points'
 * (nineteenth probe set's study: a havenbedrijf's criteria and split all written so, none read,
 * and 'Van de' reported as a criterion of 100 points). The whole is blanked, same length, so that
 * the readers of 'Name: 15 punten' read these too and every place in the sentence still holds for
 * its quote, which is taken from the sentence as printed. Only after a name's colon or a weighing
 * verb: a score reached out of the points ('scoring 30 out of 50 points', 'minder dan 5 van de 10
 * punten') stays the threshold it is (criterionPoints.ts OUT_OF).
 */
const OF_WHOLE =
  /(?<=(?::|\b(?:voor|for|weegt|weighs|carries|is worth|telt voor|counts for|goed voor))\s*\d{1,4})\s+(?:van de|van|of the|out of(?: the)?|uit)\s+(?:totaal\s+|total\s+)?\d{2,4}(?=\s*(?:punten|points|pts|marks)\b)/gi;

/** The text with the whole after a number of points blanked; the text itself when it has none. */
export function withoutWholeOfPoints(text: string): string {
  // Cheap test first: the form names its unit.
  if (!/punten|points|pts|marks/i.test(text)) return text;
  return text.replace(OF_WHOLE, (m) => ' '.repeat(m.length));
}
