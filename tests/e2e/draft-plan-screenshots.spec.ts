/**
 * The draft requirement by requirement (issue 19) on the demo backend: a company knowledge base
 * of the bench's test evidence (bench/data/draft-coverage.kb.json) trained and selected, the shared
 * Dutch Programma van Eisen (no award criteria) or the English GSA RFQ as the main tender;
 * Generate. Then: sections with their coverage under the heading and highlighted gaps, the plan
 * (opened with the keyboard), and the checklist with "Still to write". Screenshots in English and
 * Dutch, light and dark (artifacts/screenshots/draft-plan-*).
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { heading } from './support/app';
import {
  REAL,
  makeMainTender,
  newProject,
  realFile,
  shot,
  signInIn,
  trainedKnowledgeBase,
  uploadTenderDocuments,
} from './support/tender';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN } from './support/users';
import { colourMode } from './support/colourMode';

const expect = baseExpect.configure({ timeout: 30_000 });

const KB = JSON.parse(readFileSync('bench/data/draft-coverage.kb.json', 'utf8')) as {
  documents: { kb: string; name: string; pages: string[] }[];
};
const kbFiles = KB.documents
  .filter((d) => d.kb === 'company')
  .map((d) => ({
    name: d.name.replace(/\.pdf$/, '.txt'),
    mimeType: 'text/plain',
    buffer: Buffer.from(d.pages.join('\n\n')),
  }));

const T = {
  en: {
    admin: NOORDZEE_ADMIN.email,
    tender: realFile(REAL, 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf'),
    kb: { name: 'Company evidence', description: 'Profile, certificates, references' },
    editSettings: 'Edit settings',
    settings: 'Project settings',
    enableAll: 'Use all knowledge bases (including new ones)',
    save: 'Save',
    generate: 'Generate draft',
    ready: 'Ready to write',
    plan: 'Plan',
    planTitle: 'Plan of the draft',
    coverage: /requirements? covered, .* words/,
  },
  nl: {
    admin: VAN_DIJK_ADMIN.email,
    tender: realFile(REAL, 'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf'),
    kb: { name: 'Bedrijfsbewijs', description: 'Profiel, certificaten, referenties' },
    editSettings: 'Instellingen bewerken',
    settings: 'Projectinstellingen',
    enableAll: 'Alle kennisbanken gebruiken (ook nieuwe)',
    save: 'Opslaan',
    generate: 'Concept genereren',
    ready: 'Klaar om te schrijven',
    plan: 'Plan',
    planTitle: 'Plan van het concept',
    coverage: /eisen? gedekt, .* woorden/,
  },
} as const;

for (const lang of ['en', 'nl'] as const) {
  test(`draft plan screenshots (${lang}): coverage, gaps, plan, checklist, light and dark`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    await signInIn(page, lang, t.admin);
    const name = lang === 'en' ? 'Agile delivery BPA' : 'CoronaMelder';
    await newProject(page, lang, name);
    await uploadTenderDocuments(page, lang, [t.tender]);
    await trainedKnowledgeBase(page, lang, { ...t.kb, files: kbFiles }, { timeout: 120_000 });
    await page.getByTestId('nav-projects').click();
    await page.getByRole('link', { name }).click();
    await expect(heading(page)).toHaveText(name);
    await page.getByRole('button', { name: t.editSettings }).click();
    const dialog = page.getByRole('dialog', { name: t.settings });
    const all = dialog.getByRole('switch', { name: t.enableAll });
    if (await all.isChecked()) await all.uncheck();
    await dialog.getByRole('checkbox', { name: t.kb.name }).check();
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toHaveCount(0);
    await makeMainTender(page, lang, t.tender.name);

    const panel = page.getByTestId('draft-panel');
    await panel.getByRole('button', { name: t.generate }).click();
    await expect(panel.getByTestId('draft-ready')).toContainText(t.ready, { timeout: 120_000 });

    const first = page.getByTestId('draft-section').first();
    await expect(first.getByTestId('section-coverage')).toHaveText(t.coverage);
    await expect(page.locator('.draft-section-body mark').first()).toBeVisible();
    await expect(page.getByTestId('draft-gaps')).toBeVisible();

    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, lang, mode);
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `artifacts/screenshots/draft-plan-section-${lang}-${mode}.png`,
      });
      await page.getByTestId('draft-gaps').scrollIntoViewIfNeeded();
      await page
        .getByRole('region', { name: /Knock-out checklist|Knock-outcriteria|checklist/i })
        .or(page.locator('section[aria-labelledby="draft-checklist-title"]'))
        .first()
        .screenshot({ path: `artifacts/screenshots/draft-plan-checklist-${lang}-${mode}.png` });
      const open = page.getByRole('button', { name: t.plan, exact: true });
      await open.focus();
      await page.keyboard.press('Enter');
      const plan = page.getByRole('dialog', { name: t.planTitle });
      await expect(plan).toBeVisible();
      await shot(page, `draft-plan-dialog-${lang}-${mode}`);
      await page.keyboard.press('Escape');
      await expect(plan).toHaveCount(0);
    }
  });
}
