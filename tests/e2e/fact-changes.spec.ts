/**
 * What changed (issue 17 item 5) on the demo backend, in English and Dutch: the tender guide's
 * schedule is uploaded (its table, dated 24 October 2024: offers due 28-11-2024 12.00), then the
 * buyer's real revised schedule (shared VNG annex nieuwe-planning.docx, which moves it to
 * 2-12-2024 12.00). The project says the submission deadline moved, with the document and page;
 * "Use the new deadline" takes it into the project; the facts panels keep the old date as
 * history, struck through; the uploader is notified. Screenshots of the notice and the facts
 * panel in both colour modes: artifacts/screenshots/fact-changes-*. The revision uploaded on its
 * own (it prints the old schedule above the new one) gives the same notice from that one document.
 */
import { expect, test, type Page } from '@playwright/test';
import { COLOR_MODE_KEY } from './support/app';
import { GUIDE_SCHEDULE } from './support/scheduleDocx';
import {
  REAL,
  chooseFiles,
  newProject,
  projectDocumentRow,
  realFile,
  shot,
  signInIn,
} from './support/tender';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN, type Lang } from './support/users';

test.use({ timezoneId: 'Europe/Amsterdam' });

const GUIDE = 'beschrijvend-document.docx';
const PLANNING = 'nieuwe-planning.docx';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const T = {
  en: {
    project: 'Software catalogue',
    processed: 'Processed',
    title: 'What changed in the tender documents',
    moved:
      'Submission deadline moved from 28 Nov 2024, 12:00 to 2 Dec 2024, 12:00 (nieuwe-planning.docx, page 1)',
    use: 'Use the new deadline',
    // The real schedule is of 2024: the moved dates have passed, and the notice says so once.
    passed:
      /2 Dec 2024, 12:00 (has|have) already passed: check that nieuwe-planning\.docx belongs to this tender/,
    upToDate: 'The project’s submission deadline is up to date',
    settingsDeadline: /2 Dec 2024/,
    facts: 'Key facts',
    inThisDocument: 'This document changes earlier ones',
    earlier: 'Earlier',
    oldRow: 'Submission: 28 Nov 2024, 12:00',
    replacedBy: 'replaced by 2 Dec 2024, 12:00 (nieuwe-planning.docx, page 1)',
    // Inside the document's own viewer it is "this document", not its file name on every line.
    movedHere:
      'Submission deadline moved from 28 Nov 2024, 12:00 to 2 Dec 2024, 12:00 (page 1 of this document)',
    replacedByHere: 'replaced by 2 Dec 2024, 12:00 (page 1 of this document)',
    close: 'Close',
    saved: 'Project settings saved',
    notification: '“nieuwe-planning.docx” changes a key fact of Software catalogue',
  },
  nl: {
    project: 'Softwarecatalogus',
    processed: 'Verwerkt',
    title: 'Wat er veranderd is in de aanbestedingsdocumenten',
    // Node's ICU writes '28 nov 2024 12:00', Chromium's '28 nov 2024, 12:00'.
    moved:
      /Uiterste inschrijfdatum verschoven van 28 nov 2024,? 12:00 naar 2 dec 2024,? 12:00 \(nieuwe-planning\.docx, pagina 1\)/,
    use: 'Nieuwe termijn gebruiken',
    passed:
      /2 dec 2024,? 12:00 (is|zijn) al voorbij: controleer of nieuwe-planning\.docx bij deze aanbesteding hoort/,
    upToDate: 'De uiterste inschrijfdatum van het project is bijgewerkt',
    settingsDeadline: /2 dec 2024/,
    facts: 'Kerngegevens',
    inThisDocument: 'Dit document wijzigt eerdere documenten',
    earlier: 'Eerder',
    oldRow: /Inschrijving: 28 nov 2024,? 12:00/,
    replacedBy: /vervangen door 2 dec 2024,? 12:00 \(nieuwe-planning\.docx, pagina 1\)/,
    movedHere:
      /Uiterste inschrijfdatum verschoven van 28 nov 2024,? 12:00 naar 2 dec 2024,? 12:00 \(pagina 1 van dit document\)/,
    replacedByHere: /vervangen door 2 dec 2024,? 12:00 \(pagina 1 van dit document\)/,
    close: 'Sluiten',
    saved: 'Projectinstellingen opgeslagen',
    notification: '‘nieuwe-planning.docx’ wijzigt een kerngegeven van Softwarecatalogus',
  },
} as const;

const ADMINS = { en: NOORDZEE_ADMIN, nl: VAN_DIJK_ADMIN } as const;

async function uploadAndWait(page: Page, lang: Lang, file: Parameters<typeof chooseFiles>[1][0]) {
  await chooseFiles(page, [file]);
  await expect(
    projectDocumentRow(page, lang, file.name).getByText(T[lang].processed, { exact: true }),
  ).toBeVisible({ timeout: 150_000 });
}

async function viewFacts(page: Page, lang: Lang, name: string) {
  await projectDocumentRow(page, lang, name).getByRole('button', { name }).click();
  const viewer = page.getByRole('dialog', { name });
  const facts = viewer.getByRole('complementary', { name: T[lang].facts });
  await expect(facts.getByTestId('fact').first()).toBeVisible({ timeout: 30_000 });
  return { viewer, facts };
}

for (const lang of ['en', 'nl'] as const) {
  test(`a revised schedule moves the submission deadline (${lang})`, async ({ page }) => {
    test.setTimeout(420_000);
    const t = T[lang];
    await signInIn(page, lang, ADMINS[lang].email);
    await newProject(page, lang, t.project);

    // The guide first; the revision only once the guide is processed (a clear order).
    await uploadAndWait(page, lang, { name: GUIDE, mimeType: DOCX, buffer: GUIDE_SCHEDULE });
    await expect(page.getByTestId('fact-changes')).toHaveCount(0);
    await uploadAndWait(page, lang, realFile(`${REAL}/nl-vng-softwarecatalogus`, PLANNING));

    const notice = page.getByTestId('fact-changes');
    await expect(notice.getByText(t.title)).toBeVisible({ timeout: 30_000 });
    const change = notice.getByTestId('fact-change');
    await expect(change).toHaveCount(1);
    await expect(change).toContainText(t.moved);
    await expect(notice.getByTestId('fact-change-passed')).toHaveText(t.passed);
    await notice.scrollIntoViewIfNeeded();
    await notice.screenshot({
      path: `artifacts/screenshots/fact-changes-notice-${lang}-light.png`,
    });

    // Accept: the project's deadline becomes the new one, the offer turns into "up to date".
    await change.getByRole('button', { name: /2 (Dec|dec) 2024/ }).click();
    await expect(change.getByText(t.upToDate)).toBeVisible({ timeout: 30_000 });
    await expect(change.getByRole('button', { name: t.use })).toHaveCount(0);
    await expect(page.locator('#settings-heading').locator('..')).toContainText(t.settingsDeadline);

    // The confirmation toast has gone before the panel is photographed.
    await expect(page.getByText(t.saved)).toBeHidden({ timeout: 30_000 });

    // History: the revision says what it moved, its quoted old row struck through as Earlier.
    const revised = await viewFacts(page, lang, PLANNING);
    await expect(revised.viewer.getByTestId('document-fact-changes')).toContainText(
      t.inThisDocument,
    );
    await expect(revised.viewer.getByTestId('document-fact-changes')).toContainText(t.movedHere);
    const old = revised.facts.locator('[data-state="superseded"]');
    await expect(old).toHaveCount(1);
    await expect(old).toContainText(t.earlier);
    await expect(old).toContainText(t.replacedByHere);
    await expect(old.getByText(t.oldRow)).toHaveCSS('text-decoration-line', 'line-through');
    await shot(page, `fact-changes-facts-${lang}-light`);
    await revised.viewer.getByRole('button', { name: t.close }).click();

    // The guide keeps its 28 November as history too.
    const guide = await viewFacts(page, lang, GUIDE);
    await expect(guide.facts.locator('[data-state="superseded"]')).toContainText(t.oldRow);
    await expect(guide.facts.locator('[data-state="superseded"]')).toContainText(t.replacedBy);
    await guide.viewer.getByRole('button', { name: t.close }).click();

    // The uploader, a member of the project, heard of it.
    await page.getByTestId('notifications-button').click();
    await expect(page.getByRole('dialog').getByText(t.notification)).toBeVisible({
      timeout: 30_000,
    });
    await page.keyboard.press('Escape');

    // The same notice and panel in dark mode (the stored documents stay: same browser storage).
    await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), COLOR_MODE_KEY);
    await page.reload();
    await expect(page.getByTestId('fact-changes')).toBeVisible({ timeout: 60_000 });
    // Accepted, so the line says "up to date"; the notice itself is as before.
    await page.getByTestId('fact-changes').scrollIntoViewIfNeeded();
    await page
      .getByTestId('fact-changes')
      .screenshot({ path: `artifacts/screenshots/fact-changes-notice-${lang}-dark.png` });
    const dark = await viewFacts(page, lang, PLANNING);
    await expect(dark.facts.locator('[data-state="superseded"]')).toHaveCount(1);
    await shot(page, `fact-changes-facts-${lang}-dark`);
  });
}

const ALONE = {
  en: {
    project: 'Software catalogue revision',
    itself: 'This document replaces earlier values it lists itself',
  },
  nl: {
    project: 'Softwarecatalogus herziening',
    itself: 'Dit document vervangt eerdere waarden die het zelf noemt',
  },
} as const;

for (const lang of ['en', 'nl'] as const) {
  test(`the revised schedule on its own: one current deadline, the old one as history (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    await signInIn(page, lang, ADMINS[lang].email);
    await newProject(page, lang, ALONE[lang].project);
    await uploadAndWait(page, lang, realFile(`${REAL}/nl-vng-softwarecatalogus`, PLANNING));

    // The document prints its old schedule above the new one: the project hears of the move.
    const change = page.getByTestId('fact-changes').getByTestId('fact-change');
    await expect(change).toHaveCount(1, { timeout: 30_000 });
    await expect(change).toContainText(t.moved);
    await expect(change.getByRole('button', { name: /2 (Dec|dec) 2024/ })).toBeVisible();
    await expect(page.getByTestId('fact-conflict')).toHaveCount(0);

    const revised = await viewFacts(page, lang, PLANNING);
    await expect(revised.viewer.getByTestId('document-fact-changes')).toContainText(
      ALONE[lang].itself,
    );
    const old = revised.facts.locator('[data-state="superseded"]');
    await expect(old).toHaveCount(1);
    await expect(old).toContainText(t.replacedByHere);
    await expect(old.getByText(t.oldRow)).toHaveCSS('text-decoration-line', 'line-through');
  });
}
