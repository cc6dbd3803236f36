/**
 * Which infographic a prompt asks for (docs/decisions.md, "Visuals: the offline infographic"):
 * a prompt with two or more numbered or bulleted lines is an approach in steps; otherwise the
 * first topic whose words (English or Dutch) occur in the prompt decides; with none, an overview
 * of the company's facts.
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

export function chooseInfographicLayout(prompt: string): InfographicLayout {
  if (promptListItems(prompt).length >= 2) return 'steps';
  for (const [layout, words] of TOPICS) if (words.test(prompt)) return layout;
  return 'overview';
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
