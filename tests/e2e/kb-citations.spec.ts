/**
 * Knowledge-base citations open their document (issues 18, 19) on the demo backend, in English
 * and Dutch: a draft generated from the seeded company's knowledge base cites its documents; the
 * citation's Open document shows the document in the viewer at the cited page with the quoted
 * passage marked, by keyboard, and Escape returns focus to the citation; the same on a 390 px
 * phone; and a fact sheet citation on the knowledge base's page opens the same viewer.
 * Screenshots in artifacts/screenshots (kb-citation-*).
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { echoBrowserErrors } from './support/browserLog';
import { draftPanel, generateSeededDraft } from './support/seededDraft';
import { shot } from './support/tender';
import type { Lang } from './support/users';

// Seeding the knowledge base and generating run in the page, on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

const KB = 'kb-stroomlijn-evidence';
const T = {
  en: {
    email: 'jasper@stroomlijn.example',
    project: 'demo-agile-en',
    generate: 'Generate draft',
    ready: 'Ready to write',
    source: /^Source \d+$/,
    kbSource: 'Knowledge base document',
    openDocument: 'Open document',
    page: /^Page \d+$/,
    download: 'Download original',
  },
  nl: {
    email: 'admin@stroomlijn.example',
    project: 'demo-agile-nl',
    generate: 'Concept genereren',
    ready: 'Klaar om te schrijven',
    source: /^Bron \d+$/,
    kbSource: 'Kennisbankdocument',
    openDocument: 'Document openen',
    page: /^Pagina \d+$/,
    download: 'Origineel downloaden',
  },
} as const;

const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');

/** Once the open dialog has faded in (a capture mid-fade shows it half transparent). */
async function dialogShot(page: Page, name: string) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await shot(page, name);
}

/** The viewer shows a page with the quoted passage marked, in view. */
async function expectMarked(page: Page, lang: Lang) {
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('region', { name: T[lang].page }).first()).toBeVisible();
  await expect(viewer.getByTestId('fact-quote')).toBeInViewport();
  await expect(viewer.getByRole('button', { name: T[lang].download })).toBeVisible();
  return viewer;
}

test.beforeEach(({ page }) => echoBrowserErrors(page));

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];

  test(`${lang}: a knowledge-base citation of the draft and of the fact sheet opens its document, marked`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await generateSeededDraft(page, lang, t);

    // Keyboard: Enter on the marker opens the citation, Open document the viewer.
    const marker = draftPanel(page).getByRole('button', { name: t.source }).first();
    await marker.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('citation-panel');
    await expect(panel).toContainText(t.kbSource);
    const name = (await panel.locator('p').first().innerText()).trim();
    await page.getByRole('button', { name: t.openDocument }).click();
    const viewer = await expectMarked(page, lang);
    await expect(viewer.getByRole('heading', { name })).toBeVisible();
    await dialogShot(page, `kb-citation-draft-${lang}-desktop`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(marker).toBeFocused();

    // On a phone the viewer fills the screen, the text readable, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await marker.scrollIntoViewIfNeeded();
    await marker.click();
    await page.getByRole('button', { name: t.openDocument }).click();
    await expectMarked(page, lang);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const paper = document.querySelector('.MuiDialog-paper');
          return paper ? paper.scrollWidth - paper.clientWidth : -1;
        }),
      )
      .toBe(0);
    await dialogShot(page, `kb-citation-draft-${lang}-phone`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The knowledge base's fact sheet: a citation is a button that opens the same viewer.
    await page.goto(`${prefix(lang)}/dashboard/knowledgebase/${KB}`);
    const citation = page.getByTestId('fact-sheet').getByTestId('fact-citation').first();
    await citation.focus();
    await page.keyboard.press('Enter');
    await expectMarked(page, lang);
    await dialogShot(page, `kb-citation-factsheet-${lang}-desktop`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(citation).toBeFocused();
  });
}
