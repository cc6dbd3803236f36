/**
 * Expressions that say one word in several (issue 19, item 2): a supplier writes 'we monitor …
 * around the clock' or 'dag en nacht bewaakt' where the tender asks for 'continuous monitoring',
 * and 'completed in 2024' or 'uitgevoerd in 2023' where it asks for a history of delivery. The
 * lexicon and the draft's vocabulary map words to words; these map an expression to the word it
 * says, in both languages, so the evidence measure counts it. Written as the subject's usual
 * expressions (service hours, past delivery), not from one document's wording.
 */

interface Phrase {
  /** The expression, matched case-insensitively on word boundaries. */
  readonly pattern: RegExp;
  /** The words it says, in English and Dutch (the measure needs the requirement's language). */
  readonly says: readonly string[];
}

export const DRAFT_PHRASES: readonly Phrase[] = [
  {
    // Service hours without a break: the words a requirement uses are 'continuous', 'continu'.
    pattern:
      /\b(?:around|round)[- ]the[- ]clock\b|\b24\s*(?:\/|x|×)\s*7\b|\b24 hours a day\b|\bday and night\b|\b24 uur per dag\b|\bdag en nacht\b|\b7 dagen per week\b|\bzonder onderbreking\b|\bwithout interruption\b/giu,
    says: ['continuous', 'continu', 'doorlopend'],
  },
  {
    // A delivery dated in the past is a history of delivery: 'Completed in 2024', 'Uitgevoerd in
    // 2023', 'Delivered in 2019'. A year alone says nothing of the kind ('valid until 2027').
    pattern:
      /\b(?:completed|delivered|carried out|finished|uitgevoerd|opgeleverd|afgerond|geleverd)\s+in\s+(?:(?:19|20)\d{2})\b/giu,
    says: ['history', 'track', 'record', 'experience', 'geschiedenis', 'ervaring'],
  },
  {
    // A contract's value as a reference states it ('Contractwaarde: XCG 3,4 mln', 'Contract value:
    // EUR 2.1 million', 'Opdrachtwaarde € 800.000') is the sum a demand on past work asks for ('…
    // werken, elk met een aanneemsom van ten minste …', 'contracts with a contract sum of …').
    pattern:
      /\b(?:[Cc]ontract\s+value|[Vv]alue\s+of\s+the\s+contract|[Cc]ontractwaarde|[Oo]pdrachtwaarde|[Ww]aarde\s+van\s+de\s+opdracht)\s*:?\s*(?:[A-Z]{3}|€|\$|£)\s?\d/gu,
    says: ['aanneemsom', 'contractsom', 'sum', 'value', 'waarde'],
  },
  {
    // A completion dated by its label ('Oplevering: maart 2024', 'Completed: June 2023') is work
    // carried out, as 'uitgevoerd in 2023' is ('uitgevoerde werken', 'contracts completed').
    pattern:
      /\b(?:oplevering|opgeleverd|completion|completed|delivered)\s*:\s*(?:\p{L}+\s+)?(?:19|20)\d{2}\b/giu,
    says: ['uitgevoerd', 'uitgevoerde', 'completed'],
  },
  {
    // A fall stated by its figures is a reduction ('Onze CO2-uitstoot daalde van 1.940 naar 1.610
    // ton', 'emissions fell from 420 t to 310 t'), what a criterion asks for by its noun
    // ('CO2-reductie', 'Reduction of emissions').
    pattern:
      /\b(?:daalde|daalden|gedaald|verlaagd|verlaagden|verminderd|verminderden|dropped|fell|fallen|reduced|cut|lowered|decreased)\s+(?:\p{L}+\s+)?(?:van|from|by|met)\s+(?:[A-Z]{3}\s?|€\s?)?\d/giu,
    says: ['reductie', 'vermindering', 'reduction', 'reduce'],
  },
  {
    // A company's revenue is its turnover ('Revenue from audited accounts: …', 'Group revenue
    // FY2025 …'), what a demand asks by the other word ('minimum annual turnover of …', 'omzet');
    // eighteenth and sixteenth sets: the profile's revenue was never found. Not a tax office's
    // name ('the Revenue Commissioners', 'Revenue Service').
    pattern:
      /\brevenues?\b(?!\s+(?:commissioners|service|agency|office|authority|department)\b)/giu,
    says: ['turnover', 'omzet', 'jaaromzet'],
  },
  {
    // A turnover given by its year ('| Turnover 2024 |', 'Omzet 2025: € 3,1 miljoen') is an
    // annual turnover, which is what a demand asks ('an average annual turnover of …').
    pattern: /\b(?:turnover|revenue|omzet)\s+(?:in\s+)?(?:FY\s?)?(?:19|20)\d{2}\b/giu,
    says: ['annual', 'yearly', 'jaarlijks', 'jaaromzet'],
  },
  {
    // A figure for a financial year ending on a date ('year to 31 March 2026 GBP 1,2 million',
    // 'year ended 30 June 2025', 'boekjaar eindigend op 31 maart 2026') is a year's figure, as a
    // demand's 'annual' asks (fifteenth set: the turnover per year to 31 March was never found).
    // So is a figure for a fiscal year by its code ('FY2024-25 AUD 3,240,000', 'FY 2025'), or
    // for the years ending on a day ('(years ending 30 June): …'; sixteenth set).
    pattern:
      /\b(?:(?:financial\s+)?years?\s+(?:to|ended|ending)|boekjaar\s+(?:eindigend|geëindigd|tot|t\/m)|boekjaren\s+(?:eindigend|tot|t\/m))\s+(?:op\s+)?\d{1,2}\s+\p{L}+(?:\s+(?:19|20)\d{2})?\b|\bFY\s?(?:19|20)\d{2}(?:[-/]\d{2,4})?(?=\s*:?\s*(?:[A-Z]{3}|€|\$|£)\s?\d)/giu,
    says: ['annual', 'yearly', 'jaarlijks'],
  },
  {
    // Keeping people informed is communicating with them: 'Zo houden wij bewoners op de hoogte',
    // 'we keep tenants informed', where the tender asks for 'communicatie met bewoners'.
    pattern:
      /\b(?:houd|houdt|houden|hield|hielden|breng|brengt|brengen|bracht|brachten|stel|stelt|stellen)\b[^.;]{0,60}\bop de hoogte\b|\bop de hoogte\s+(?:te\s+)?(?:houden|brengen|stellen|gehouden|gebracht|gesteld)\b|\bkeep(?:s|ing)?\s+(?:[\p{L}-]+\s+){0,3}(?:informed|up to date)\b|\bkept\s+(?:[\p{L}-]+\s+){0,3}(?:informed|up to date)\b/giu,
    says: ['communication', 'communicatie', 'informeren'],
  },
];

/** The text with the words its expressions say added, for the evidence measure only. */
export function withPhrases(text: string, phrases: readonly Phrase[] = DRAFT_PHRASES): string {
  const extra: string[] = [];
  for (const p of phrases) {
    p.pattern.lastIndex = 0;
    if (p.pattern.test(text)) extra.push(...p.says);
  }
  return extra.length ? `${text} ${extra.join(' ')}` : text;
}
