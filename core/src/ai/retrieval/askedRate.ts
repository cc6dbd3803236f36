/**
 * A figure asked per unit of time (issue 18, item 4; unseen-h10 study): "how many hours per week",
 * "de boete per dag", "the minimum annual turnover", "het uurtarief". Such a question is answered
 * by a passage that states a figure for that unit ("40 uur per week", "$500 for each day",
 * "jaaromzet", "annually"), not by one that states a figure of the right kind for something else:
 * "binnen twee uur op locatie" does not say how many hours a week someone is on site, and a
 * contract value does not say the fine per day. abstention.ts caps a passage that states the
 * asked kind (slotFillers.ts) but not the asked unit.
 */

export type RateUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

/** How each unit is written in English and Dutch: the noun after "per", and the adjectives. */
interface UnitWords {
  readonly noun: string;
  readonly plural: string;
  readonly adjective: string;
  readonly stem: string;
}
const UNITS: Readonly<Record<RateUnit, UnitWords>> = {
  hour: { noun: 'hours?|hr|uur', plural: 'hours|uren', adjective: 'hourly', stem: 'uur' },
  day: {
    noun: '(?:calendar |business |working |werk|kalender)?(?:days?|dag)',
    plural: 'days|dagen',
    adjective: 'daily|dagelijkse?',
    stem: 'dag',
  },
  week: {
    noun: 'weeks?|week',
    plural: 'weeks|weken',
    adjective: 'weekly|wekelijkse?',
    stem: 'week',
  },
  month: {
    noun: 'months?|maand',
    plural: 'months|maanden',
    adjective: 'monthly|maandelijkse?',
    stem: 'maand',
  },
  year: {
    noun: 'years?|yr|jaar|annum',
    plural: 'years|jaren|boekjaren',
    adjective: 'annual|annually|yearly|jaarlijkse?',
    stem: 'jaar',
  },
};

/** What a Dutch compound of a unit names when it is a figure per unit ("uurtarief", "jaaromzet"). */
const RATE_NOUNS = 'tarief|tarieven|omzet|bedrag|boete|vergoeding|loon|salaris|budget|prijs|basis';

/** "per week", "each day", "elke maand", "/hour"; the question's article-less "a day" is not read. */
function perUnit(unit: RateUnit, articles: boolean): RegExp {
  const { noun, adjective, stem } = UNITS[unit];
  const per = articles ? 'per|a|an|each|every|elke|iedere|/' : 'per|each|every|elke|iedere';
  return new RegExp(
    String.raw`(?:^|[^\p{L}])(?:(?:${per})\s*(?:${noun})\b|(?:${adjective})\b|${stem}(?:${RATE_NOUNS})\b)`,
    'iu',
  );
}

const QUESTION_RATES = (Object.keys(UNITS) as RateUnit[]).map(
  (unit) => [unit, perUnit(unit, false)] as const,
);
const PASSAGE_RATES = new Map<RateUnit, readonly RegExp[]>(
  (Object.keys(UNITS) as RateUnit[]).map((unit) => {
    const { plural } = UNITS[unit];
    // "in each of the last three years", "voor elk van de afgelopen drie jaren".
    const eachOf = new RegExp(
      String.raw`\b(?:each|every|elk|ieder)\b[^.;:]{0,40}?\b(?:${plural})\b`,
      'iu',
    );
    return [unit, [perUnit(unit, true), eachOf]];
  }),
);

/** The unit of time the question asks a figure per, or null ("the fine per day": day). */
export function askedRateUnit(question: string): RateUnit | null {
  for (const [unit, re] of QUESTION_RATES) if (re.test(question)) return unit;
  return null;
}

/** Whether the passage states something per `unit` ("per week", "daily", "jaaromzet"). */
export function statesRate(unit: RateUnit, text: string): boolean {
  return (PASSAGE_RATES.get(unit) ?? []).some((re) => re.test(text));
}
