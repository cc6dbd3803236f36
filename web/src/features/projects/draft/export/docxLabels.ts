import type { TFunction, i18n as I18n } from 'i18next';
import type { Locale } from '@tender/core';

/** The fixed texts of an exported draft, in the draft's language (not necessarily the reader's). */
export type DocxLabels = {
  readonly tenderReference: string;
  readonly submittedBy: string;
  readonly contents: string;
  readonly checklist: string;
  readonly requirement: string;
  readonly status: string;
  readonly evidence: string;
  readonly met: string;
  readonly open: string;
  /** A checklist item the user marked not applicable (issue 19). */
  readonly notApplicable: string;
  /** A section without a heading: 'Section 3'. */
  readonly untitledSection: (n: number) => string;
  /** A footnote's page: 'p. 12'. */
  readonly page: (page: number) => string;
  /** What an empty draft says under its contents. */
  readonly empty: string;
};

/** The labels from the locale files; `t` must be fixed to the draft's language. */
export function docxLabels(t: TFunction): DocxLabels {
  const k = (key: string) => `drafts.export.docx.${key}`;
  return {
    tenderReference: t(k('tenderReference')),
    submittedBy: t(k('submittedBy')),
    contents: t(k('contents')),
    checklist: t(k('checklist')),
    requirement: t(k('requirement')),
    status: t(k('status')),
    evidence: t(k('evidence')),
    met: t(k('met')),
    open: t(k('open')),
    notApplicable: t(k('notApplicable')),
    untitledSection: (n) => t(k('untitledSection'), { n }),
    page: (page) => t(k('page'), { page }),
    empty: t(k('empty')),
  };
}

/**
 * The labels in `language`, which may not be the reader's: an English-speaking bid manager exports
 * a Dutch tender response with Dutch labels. Loads that language's messages when missing with
 * `load` (the app's loadMessages, passed in: importing the i18n module here would make this lazy
 * chunk change how the sign-in page's shared code is split).
 */
export async function docxLabelsIn(
  i18n: I18n,
  language: Locale,
  load: (locale: Locale) => Promise<Record<string, unknown>>,
): Promise<DocxLabels> {
  if (!i18n.exists('drafts.export.docx.contents', { lng: language })) {
    // Added, never overwriting: the instance's current language keeps its messages as they are.
    i18n.addResourceBundle(language, 'translation', await load(language), true, false);
  }
  return docxLabels(i18n.getFixedT(language));
}
