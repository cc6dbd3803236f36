/**
 * A structured tender brief (issue 17 item 6): what a bid manager reads first — what is bought, by
 * whom, the procedure, deadlines, award method, knock-outs, limits and what to submit — in the
 * document's own language, every line cited (page, printed page label, section and the exact
 * quote it rests on). Built by core/src/documents/brief/buildTenderBrief.ts from the verified
 * facts and the document's structure; stored on the document as `brief` (absent on documents
 * processed before it existed: read with readTenderBrief, which gives null for those).
 */

export const BRIEF_SECTION_KINDS = [
  'subject',
  'buyer',
  'procedure',
  'deadlines',
  'award',
  'knockouts',
  'limits',
  'submission',
] as const;
export type BriefSectionKind = (typeof BRIEF_SECTION_KINDS)[number];

export const BRIEF_LANGUAGES = ['en', 'nl'] as const;
export type BriefLanguage = (typeof BRIEF_LANGUAGES)[number];

/** Where a line comes from: open the viewer at `page` and mark `quote`. */
export type BriefCitation = {
  /** 1-based page in the document as stored (the viewer's page). */
  page: number;
  /** The number printed on that page ('iv', '12') when it differs from `page`. */
  pageLabel?: string;
  /** The heading of the section the quote sits in, when known. */
  section?: string;
  /** The exact text of the page the line rests on. */
  quote: string;
};

export type BriefLine = {
  /** The line in the document's language ('Submission: 12 March 2024, 12:00'). */
  text: string;
  citation: BriefCitation;
  /** The fact behind it is offered as "check this" (not certain). */
  check?: boolean;
  /** A sub-criterion under its criterion. */
  indent?: boolean;
};

export type BriefSection = {
  kind: BriefSectionKind;
  /** The section's title in the document's language ('What is bought', 'Wat wordt ingekocht'). */
  title: string;
  lines: BriefLine[];
};

export type TenderBrief = {
  version: 1;
  language: BriefLanguage;
  /** Only sections with at least one line, in BRIEF_SECTION_KINDS order. */
  sections: BriefSection[];
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isCitation = (v: unknown) =>
  isObject(v) &&
  Number.isInteger(v.page) &&
  (v.page as number) >= 1 &&
  typeof v.quote === 'string' &&
  (v.pageLabel === undefined || typeof v.pageLabel === 'string') &&
  (v.section === undefined || typeof v.section === 'string');

const isLine = (v: unknown) =>
  isObject(v) &&
  typeof v.text === 'string' &&
  isCitation(v.citation) &&
  (v.check === undefined || typeof v.check === 'boolean') &&
  (v.indent === undefined || typeof v.indent === 'boolean');

const isSection = (v: unknown) =>
  isObject(v) &&
  (BRIEF_SECTION_KINDS as readonly unknown[]).includes(v.kind) &&
  typeof v.title === 'string' &&
  Array.isArray(v.lines) &&
  v.lines.every(isLine);

/** The stored brief when it has the shape above; null when absent (older documents) or damaged. */
export function readTenderBrief(value: unknown): TenderBrief | null {
  if (
    isObject(value) &&
    value.version === 1 &&
    (BRIEF_LANGUAGES as readonly unknown[]).includes(value.language) &&
    Array.isArray(value.sections) &&
    value.sections.every(isSection)
  ) {
    return value as TenderBrief;
  }
  return null;
}

/** How many lines a brief has (0: nothing to show). */
export function briefLineCount(brief: TenderBrief): number {
  return brief.sections.reduce((n, s) => n + s.lines.length, 0);
}
