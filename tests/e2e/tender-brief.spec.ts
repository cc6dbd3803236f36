/**
 * The tender brief (issue 17 item 6) on the demo backend, in English and Dutch, light and dark:
 * a real tender document is processed in the page (core's processor), its viewer's Summary tab
 * shows the brief in the document's language with every line cited, and choosing a line opens the
 * page it cites with its quote marked. Screenshots in artifacts/screenshots (tender-brief-*).
 */
import { expect, test } from '@playwright/test';
import { COLOR_MODE_KEY } from './support/app';
import {
  REAL,
  newProject,
  projectDocumentRow,
  realFile,
  shot,
  signInIn,
  uploadTenderDocuments,
} from './support/tender';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN } from './support/users';

const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
const PLANNING = 'nl-vng-softwarecatalogus/nieuwe-planning.docx';

const CASES = {
  // An English request for quotations: every section of the brief, in English.
  en: {
    admin: NOORDZEE_ADMIN,
    file: GSA,
    name: GSA,
    processed: 'Processed',
    summary: 'Summary',
    brief: 'Tender brief',
    sections: ['What is bought', 'By whom', 'Procedure', 'Deadlines', 'Award method'],
    line: 'Questions: 22 June 2015 at 16:00 (UTC−04:00)',
    page: 'Page 7',
  },
  // A Dutch Word schedule: the brief in Dutch, cited on the page Word shows.
  nl: {
    admin: VAN_DIJK_ADMIN,
    file: PLANNING,
    name: 'nieuwe-planning.docx',
    processed: 'Verwerkt',
    summary: 'Samenvatting',
    brief: 'Briefing van de aanbesteding',
    sections: ['Termijnen'],
    line: 'Inschrijving: 2 december 2024 om 12:00',
    page: 'Pagina 1',
  },
} as const;

for (const lang of ['en', 'nl'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    test(`tender brief (${lang}, ${mode}): cited lines that open their page`, async ({ page }) => {
      test.setTimeout(240_000);
      const c = CASES[lang];
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        COLOR_MODE_KEY,
        mode,
      ] as const);
      await signInIn(page, lang, c.admin.email);
      await newProject(page, lang, lang === 'nl' ? 'Softwarecatalogus' : 'Agile delivery');
      await uploadTenderDocuments(page, lang, [realFile(REAL, c.file, c.name)]);
      const row = projectDocumentRow(page, lang, c.name);
      await expect(row.getByText(c.processed, { exact: true })).toBeVisible({ timeout: 150_000 });

      await row.getByRole('button', { name: c.name }).click();
      const viewer = page.getByRole('dialog', { name: c.name });
      await viewer.getByRole('tab', { name: c.summary }).click();
      const brief = viewer.getByRole('list', { name: c.brief });
      await expect(brief).toBeVisible();
      const titles = await brief.getByTestId('brief-section').allTextContents();
      for (const title of c.sections) expect(titles).toContain(title);
      // Every line names its page; none repeats.
      const lines = brief.getByTestId('brief-line');
      const texts = await lines.allTextContents();
      expect(texts.length).toBeGreaterThan(3);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text).toMatch(/(Page|Pagina|p\.|blz\.) \S+/);
      await shot(page, `tender-brief-${lang}-${mode}`);

      await lines.filter({ hasText: c.line }).click();
      await expect(viewer.getByRole('region', { name: c.page, exact: true })).toBeInViewport();
      await expect(viewer.getByTestId('fact-quote')).toBeVisible();
      await shot(page, `tender-brief-cited-${lang}-${mode}`);
    });
  }
}
