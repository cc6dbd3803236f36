/**
 * Nothing is lost (issue 19, items 7 and 8) on the demo backend, in English and Dutch: a newcomer
 * of the seeded software company opens a seeded project and generates a draft from the seeded
 * knowledge base; an edit, then "Generate again" asks first, and the edited draft is found under
 * Versions and restored. An "Empty tender" project of a company without a knowledge base gets its
 * sections, written by hand and exported to Word. Screenshots of the confirm dialog and the versions list in light and dark
 * (artifacts/screenshots/drafts-keep-*).
 *
 * The same generated draft also checks that knowledge-base citations open their document (issues
 * 18, 19): Open document shows it in the viewer at the cited page with the quoted passage marked,
 * by keyboard, Escape returns focus to the citation, the same on a 390 px phone, and a fact sheet
 * citation on the knowledge base's page opens the same viewer (artifacts/screenshots/kb-citation-*).
 * One test for both, because generating the seeded draft is most of either test's time.
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { draftPanel, generateSeededDraft } from './support/seededDraft';
import { newProject, shot, signInIn } from './support/tender';
import type { Lang } from './support/users';
import { colourMode } from './support/colourMode';

// Seeding the knowledge base, processing and generation run in the page, on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

const T = {
  en: {
    email: 'jasper@stroomlijn.example',
    project: 'demo-agile-en',
    generate: 'Generate draft',
    ready: 'Ready to write',
    again: 'Generate again',
    confirmTitle: 'Generate the draft again?',
    cancel: 'Cancel',
    versions: 'Versions',
    versionsTitle: 'Earlier versions',
    earlier: 'Before generating again',
    restoreEarlier: /^Restore the earlier draft of /,
    restored: 'Version restored',
    edit: (h: string) => `Edit ${h}`,
    textOf: (h: string) => `Text of ${h}`,
    saved: 'All changes saved',
    heading: 'Technical Approach',
    edited: 'Written by hand in the e2e test: our team starts within five working days.',
    // A company without a knowledge base (Van Dijk Bouw in the seed).
    emptyEmail: 'sanne@vandijk.example',
    noKnowledge: 'No knowledge base with company information is selected',
    emptyProject: 'Hand-written tender',
    byHandHeading: 'Our approach',
    byHandText: 'We write this approach ourselves, section by section.',
    exportDocx: 'Export to Word',
    kbSource: 'Knowledge base document',
    source: /^Source \d+$/,
    openDocument: 'Open document',
    page: /^Page \d+$/,
    download: 'Download original',
  },
  nl: {
    email: 'admin@stroomlijn.example',
    project: 'demo-agile-nl',
    generate: 'Concept genereren',
    ready: 'Klaar om te schrijven',
    again: 'Opnieuw genereren',
    confirmTitle: 'Het concept opnieuw genereren?',
    cancel: 'Annuleren',
    versions: 'Versies',
    versionsTitle: 'Eerdere versies',
    earlier: 'Vóór opnieuw genereren',
    restoreEarlier: /^Het eerdere concept van .* herstellen$/,
    restored: 'Versie hersteld',
    edit: (h: string) => `${h} bewerken`,
    textOf: (h: string) => `Tekst van ${h}`,
    saved: 'Alle wijzigingen opgeslagen',
    heading: 'Plan van aanpak',
    edited: 'Met de hand geschreven in de e2e-test: ons team start binnen vijf werkdagen.',
    emptyEmail: 'mohamed@vandijk.example',
    noKnowledge: 'Er is geen kennisbank met bedrijfsinformatie geselecteerd',
    emptyProject: 'Met de hand geschreven inschrijving',
    byHandHeading: 'Onze aanpak',
    byHandText: 'Deze aanpak schrijven we zelf, onderdeel voor onderdeel.',
    exportDocx: 'Exporteren naar Word',
    kbSource: 'Kennisbankdocument',
    source: /^Bron \d+$/,
    openDocument: 'Document openen',
    page: /^Pagina \d+$/,
    download: 'Origineel downloaden',
  },
} as const;

/** A screenshot once the open dialog has faded in (a capture mid-fade shows it half transparent). */
async function dialogShot(page: Page, name: string) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
  await shot(page, name);
}

/** The seeded company's evidence knowledge base, whose fact sheet cites its documents. */
const KB = 'kb-stroomlijn-evidence';
const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');

/** The viewer shows a page with the quoted passage marked, in view. */
async function expectMarked(page: Page, lang: Lang) {
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByRole('region', { name: T[lang].page }).first()).toBeVisible();
  await expect(viewer.getByTestId('fact-quote')).toBeInViewport();
  await expect(viewer.getByRole('button', { name: T[lang].download })).toBeVisible();
  return viewer;
}

/**
 * A knowledge-base citation of the draft opens its document, marked: by keyboard on a desktop
 * (Escape returns focus to the marker), then on a 390 px phone with nothing wider than the screen.
 */
async function openDraftCitation(page: Page, lang: Lang) {
  const t = T[lang];
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
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The knowledge base's fact sheet: a citation is a button that opens the same viewer. */
async function openFactSheetCitation(page: Page, lang: Lang) {
  await page.goto(`${prefix(lang)}/dashboard/knowledgebase/${KB}`);
  const citation = page.getByTestId('fact-sheet').getByTestId('fact-citation').first();
  await citation.focus();
  await page.keyboard.press('Enter');
  await expectMarked(page, lang);
  await dialogShot(page, `kb-citation-factsheet-${lang}-desktop`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(citation).toBeFocused();
}

/** Opens a section's editor, replaces its text and waits until it is saved. */
async function writeSection(page: Page, lang: Lang, heading: string, text: string) {
  const t = T[lang];
  await page.getByRole('button', { name: t.edit(heading), exact: true }).click();
  const box = page.getByRole('textbox', { name: t.textOf(heading) });
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await expect(page.getByTestId('save-status')).toHaveText(t.saved, { timeout: 30_000 });
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
});

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];

  test(`${lang}: a seeded project drafts from the seeded knowledge base, its citations open their document; Generate again keeps the edited draft to restore`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    await generateSeededDraft(page, lang, t);

    // The draft cites the company's own evidence, and the cited document opens, marked.
    await openDraftCitation(page, lang);

    await writeSection(page, lang, t.heading, t.edited);

    // Generate again asks first; Cancel changes nothing.
    const again = draftPanel(page).getByRole('button', { name: t.again, exact: true });
    await again.click();
    let confirm = page.getByRole('dialog', { name: t.confirmTitle });
    await expect(confirm).toBeVisible();
    await dialogShot(page, `drafts-keep-confirm-${lang}-light`);
    await confirm.getByRole('button', { name: t.cancel }).click();
    await expect(confirm).toHaveCount(0);
    await expect(draftPanel(page)).toContainText(t.edited);
    await colourMode(page, lang, 'dark');
    // Keyboard: the button opens it again.
    await again.focus();
    await page.keyboard.press('Enter');
    confirm = page.getByRole('dialog', { name: t.confirmTitle });
    await expect(confirm).toBeVisible();
    await dialogShot(page, `drafts-keep-confirm-${lang}-dark`);
    await confirm.getByRole('button', { name: t.again, exact: true }).click();
    await expect(confirm).toHaveCount(0);

    // The new draft replaces the edited one on the page …
    await expect(draftPanel(page)).not.toContainText(t.edited, { timeout: 120_000 });
    await expect(draftPanel(page).getByText(t.ready)).toBeVisible({ timeout: 120_000 });

    // … and Versions has the edited one, kept before generating again.
    await draftPanel(page).getByRole('button', { name: t.versions, exact: true }).click();
    const versions = page.getByRole('dialog', { name: t.versionsTitle });
    const earlier = versions.getByRole('list', { name: t.earlier });
    await expect(earlier.getByRole('listitem')).toHaveCount(1);
    await dialogShot(page, `drafts-keep-versions-${lang}-dark`);
    // The open dialog covers the switch: close, switch, open again.
    await page.keyboard.press('Escape');
    await expect(versions).toHaveCount(0);
    await colourMode(page, lang, 'light');
    await draftPanel(page).getByRole('button', { name: t.versions, exact: true }).click();
    await expect(earlier.getByRole('listitem')).toHaveCount(1);
    await dialogShot(page, `drafts-keep-versions-${lang}-light`);
    await earlier.getByRole('button', { name: t.restoreEarlier }).click();
    await expect(page.getByText(t.restored)).toBeVisible();
    await expect(draftPanel(page)).toContainText(t.edited);
    // Still there after a reload: it is the stored draft, not the page's memory.
    await page.reload();
    await expect(draftPanel(page)).toContainText(t.edited, { timeout: 60_000 });

    await openFactSheetCitation(page, lang);
  });

  test(`${lang}: an "Empty tender" project is written by hand and exported to Word`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInIn(page, lang, t.emptyEmail);
    // The new-project dialog's default type is "Empty tender"; the company has no knowledge base.
    await newProject(page, lang, t.emptyProject);
    await expect(draftPanel(page).getByTestId('draft-readiness').first()).toContainText(
      t.noKnowledge,
    );
    const generate = draftPanel(page).getByRole('button', { name: t.generate, exact: true });
    await expect(generate).toBeEnabled();
    await generate.click();
    await expect(
      page.getByRole('button', { name: t.edit(t.byHandHeading), exact: true }),
    ).toBeVisible({ timeout: 120_000 });
    await writeSection(page, lang, t.byHandHeading, t.byHandText);

    const download = page.waitForEvent('download');
    await draftPanel(page).getByRole('button', { name: t.exportDocx }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${t.emptyProject}.docx`);
    const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const body = strFromU8(zip['word/document.xml']!).replace(/<[^>]+>/g, '');
    expect(body).toContain(t.byHandHeading);
    expect(body).toContain(t.byHandText);
  });
}
