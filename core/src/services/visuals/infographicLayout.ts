/**
 * Which infographic a prompt asks for (docs/decisions.md, "Visuals: the offline infographic"):
 * a prompt with two or more numbered or bulleted lines is an approach in steps; otherwise the
 * first topic whose words (English or Dutch) occur in the prompt decides, except that a prompt
 * naming two kinds of company facts (say key figures and certificates) gets the overview that
 * shows them all; with no topic, the overview too.
 */
export const INFOGRAPHIC_LAYOUTS = [
  'steps',
  'timeline',
  'certificates',
  'references',
  'keyFigures',
  'overview',
] as const;
export type InfographicLayout = (typeof INFOGRAPHIC_LAYOUTS)[number];

const LIST_ITEM = /^\s*(?:\d{1,2}\s*[.):-]|[-*•–]|(?:stap|step)\s+\d{1,2}\s*[.:)-]?)\s*(\S.*)$/i;

const TOPICS: readonly [Exclude<InfographicLayout, 'overview'>, RegExp][] = [
  ['steps', /\b(approach|aanpak|steps|stappen|werkwijze|method|methode|phases|fasen|fasering)\b/i],
  [
    'timeline',
    /\b(timeline|tijdlijn|planning|deadlines?|schedule|tijdpad|milestones?|mijlpalen|mijlpaal)\b/i,
  ],
  ['certificates', /\b(certificat\w*|certific\w*|iso|vca|keurmerk\w*|accreditat\w*)\b/i],
  ['references', /\b(referen\w*|track record|past projects|portfolio|opdrachtgevers|clients)\b/i],
  [
    'keyFigures',
    /\b(key figures|kerncijfers|figures|cijfers|headcount|employees|medewerkers|turnover|omzet|facts|feiten)\b/i,
  ],
];

/** The list items of a prompt: numbered (1. / 1) / stap 1:) or bulleted lines, in order. */
export function promptListItems(prompt: string): string[] {
  return prompt
    .split(/\r?\n/)
    .map((line) => LIST_ITEM.exec(line)?.[1]?.trim() ?? '')
    .filter((item) => item !== '');
}

/** The layouts that show the fact sheet; a prompt naming two of them gets the overview. */
const FACT_LAYOUTS: readonly InfographicLayout[] = ['certificates', 'references', 'keyFigures'];

export function chooseInfographicLayout(prompt: string): InfographicLayout {
  if (promptListItems(prompt).length >= 2) return 'steps';
  const named = TOPICS.filter(([, words]) => words.test(prompt)).map(([layout]) => layout);
  if (named.filter((l) => FACT_LAYOUTS.includes(l)).length >= 2 && !named.includes('steps')) {
    return named.includes('timeline') ? 'timeline' : 'overview';
  }
  return named[0] ?? 'overview';
}

/**
 * The steps of an approach: the prompt's list items; without a list, the sentences after the
 * topic word ("Aanpak: inventariseren; ontwerpen; uitvoeren") split on semicolons or sentences.
 */
export function approachSteps(prompt: string): string[] {
  const items = promptListItems(prompt);
  if (items.length >= 2) return items;
  const afterColon = prompt.includes(':') ? prompt.slice(prompt.indexOf(':') + 1) : prompt;
  const parts = afterColon
    .split(/;|\r?\n|(?<=[.!?])\s+/)
    .map((p) => p.trim().replace(/[.;]$/, ''))
    .filter((p) => p.length > 1);
  return parts.length >= 2 ? parts : [];
}
