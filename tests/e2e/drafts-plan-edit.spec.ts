/**
 * The plan before writing, the checklist and the export choice (issue 19, items 1, 3 and 5) on the
 * demo backend, in English and Dutch: a newcomer of the seeded software company opens a seeded
 * project, leaves a requirement of the first section out of the plan and adds one, reloads (the
 * edits are kept), and generates: the left-out requirement is listed as such, neither covered nor
 * to write; the added one is answered. A checklist item marked not applicable stays so after a
 * reload. A gap listed under the checklist leads to its marked text; on a phone the checklist's
 * button and evidence are on the screen. The Word export without the gaps holds none. Screenshots
 * of the plan, a section with gaps, the checklist and the export choice in light and dark
 * (artifacts/screenshots/drafts-plan-edit-*).
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { DOCX, docxOf } from './support/docxOf';
import { strFromU8, unzipSync } from 'fflate';
import { makeMainTender, shot, signInIn, uploadTenderDocuments } from './support/tender';
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
    editPlan: 'Edit plan',
    editPlanTitle: 'Plan of the draft to write',
    leaveOut: 'Leave out: ',
    takeBack: (r: string) => `Take back: ${r}`,
    addTo: /^Add a requirement to /,
    added: 'Describe the annual fire drill with the fire brigade',
    addedChip: 'Added by you',
    close: 'Close',
    plan: 'Plan',
    planTitle: 'Plan of the draft',
    leftOut: 'Left out',
    coverage: (n: number) => new RegExp(`^\\d+ of ${n} requirements? covered`),
    tender: {
      name: 'RFQ agile delivery services.docx',
      lines: [
        'Request for quotation: agile delivery services',
        'Award criteria: Technical Approach 50%, Staffing and key personnel 30%, Price 20%.',
        'Technical Approach',
        'The offeror must describe how the team plans and reviews its sprints.',
        'Knock-out requirements',
        'Quotes without a signed self-declaration will be rejected.',
        'The offeror must hold a valid ISO 27001 certificate.',
      ],
    },
    markNa: /^Mark not applicable: /,
    notApplicable: 'Not applicable',
    saved: 'All changes saved',
    exportOptions: 'Word export options',
    withoutGaps: 'Export without the gaps',
    gapText: '[To write:',
    evidence: 'Evidence: ',
  },
  nl: {
    email: 'admin@stroomlijn.example',
    project: 'demo-agile-nl',
    generate: 'Concept genereren',
    ready: 'Klaar om te schrijven',
    editPlan: 'Plan aanpassen',
    editPlanTitle: 'Plan van het te schrijven concept',
    leaveOut: 'Weglaten: ',
    takeBack: (r: string) => `Terugzetten: ${r}`,
    addTo: /^Eis toevoegen aan /,
    added: 'Beschrijf de jaarlijkse brandoefening met de brandweer',
    addedChip: 'Door jou toegevoegd',
    close: 'Sluiten',
    plan: 'Plan',
    planTitle: 'Plan van het concept',
    leftOut: 'Weggelaten',
    coverage: (n: number) => new RegExp(`^\\d+ van ${n} eis(?:en)? gedekt`),
    tender: {
      name: 'Aanbestedingsleidraad agile ontwikkeling.docx',
      lines: [
        'Aanbestedingsleidraad agile softwareontwikkeling en hosting',
        'Gunningscriteria: Plan van aanpak 40%, Kwaliteit 20%, Privacy en informatiebeveiliging 25%, Duurzaamheid 15%.',
        'Plan van aanpak',
        'De inschrijver beschrijft hoe het team de sprints plant en evalueert.',
        'Uitsluitingsgronden',
        'Een inschrijving zonder ondertekende eigen verklaring wordt terzijde gelegd.',
        'De inschrijver beschikt over een geldig ISO 27001-certificaat.',
      ],
    },
    markNa: /^Markeren als n\.v\.t\.: /,
    notApplicable: 'Niet van toepassing',
    saved: 'Alle wijzigingen opgeslagen',
    exportOptions: 'Opties voor de Word-export',
    withoutGaps: 'Exporteren zonder de gaten',
    gapText: '[Nog te schrijven:',
    evidence: 'Bewijs: ',
  },
} as const;

const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');
const draftPanel = (page: Page) => page.getByTestId('draft-panel');

/** A screenshot once the open dialog or menu has faded in. */
async function overlayShot(page: Page, name: string) {
  await expect(page.locator('.MuiDialog-container, .MuiMenu-paper').last()).toHaveCSS(
    'opacity',
    '1',
  );
  await shot(page, name);
}

async function elementShot(locator: Locator, name: string) {
  await locator.scrollIntoViewIfNeeded();
  await locator.screenshot({ path: `artifacts/screenshots/${name}.png` });
}

async function openPlanEditor(page: Page, lang: Lang): Promise<Locator> {
  const t = T[lang];
  await draftPanel(page).getByRole('button', { name: t.editPlan, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.editPlanTitle });
  await expect(dialog.getByTestId('plan-requirement').first()).toBeVisible();
  return dialog;
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
});

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];

  test(`${lang}: a requirement left out of the plan is not written; a checklist item not applicable stays so; export without gaps`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signInIn(page, lang, t.email);
    await page.goto(`${prefix(lang)}/dashboard/projects/${t.project}`);
    const generate = draftPanel(page).getByRole('button', { name: t.generate, exact: true });
    await expect(generate).toBeEnabled({ timeout: 120_000 });
    // A small tender of its own, with knock-out requirements for the checklist.
    const tender = { name: t.tender.name, mimeType: DOCX, buffer: await docxOf(t.tender.lines) };
    await uploadTenderDocuments(page, lang, [tender]);
    await makeMainTender(page, lang, tender.name);

    // 1. The plan before writing: the first section's first requirement left out, one added.
    let dialog = await openPlanEditor(page, lang);
    const first = dialog.locator('section').first();
    const leaveOut = first.getByRole('button', { name: new RegExp(`^${t.leaveOut}`) }).first();
    const dropped = (await leaveOut.getAttribute('aria-label'))!.slice(t.leaveOut.length);
    // Keyboard: the button is reached and pressed like any other.
    await leaveOut.focus();
    await page.keyboard.press('Enter');
    await expect(first.getByRole('button', { name: t.takeBack(dropped) })).toBeVisible();
    const add = first.getByRole('textbox', { name: t.addTo });
    await add.fill(t.added);
    await add.press('Enter');
    await expect(first.getByText(t.addedChip)).toBeVisible();
    // Written: all the section's requirements but the one left out.
    const kept = (await first.getByTestId('plan-requirement').count()) - 1;
    for (const mode of ['light', 'dark'] as const) {
      if (mode === 'dark') {
        await dialog.getByRole('button', { name: t.close }).click();
        await expect(dialog).toHaveCount(0);
        await colourMode(page, lang, 'dark');
        dialog = await openPlanEditor(page, lang);
      }
      await overlayShot(page, `drafts-plan-edit-plan-${lang}-${mode}`);
    }
    await dialog.getByRole('button', { name: t.close }).click();
    await colourMode(page, lang, 'light');

    // Kept on the server: after a reload the plan still has the edits.
    await page.reload();
    await expect(generate).toBeEnabled({ timeout: 120_000 });
    dialog = await openPlanEditor(page, lang);
    await expect(dialog.getByRole('button', { name: t.takeBack(dropped) })).toBeVisible();
    await expect(dialog.getByText(t.added)).toBeVisible();
    await dialog.getByRole('button', { name: t.close }).click();
    await expect(dialog).toHaveCount(0);

    // 2. Generated with the edited plan.
    await generate.click();
    await expect(draftPanel(page).getByText(t.ready)).toBeVisible({ timeout: 120_000 });
    // The first section answers the added requirement only: the left-out one is not counted,
    // not covered and no gap (its self-assessment lists neither).
    const section = page.getByTestId('draft-section').first();
    await expect(section.getByTestId('section-coverage')).toHaveText(t.coverage(kept));
    const assessment = section.getByTestId('section-assessment');
    await expect(assessment.getByText(t.added, { exact: true })).toBeVisible();
    await expect(assessment.getByText(dropped, { exact: true })).toHaveCount(0);
    await draftPanel(page).getByRole('button', { name: t.plan, exact: true }).click();
    const plan = page.getByRole('dialog', { name: t.planTitle });
    await expect(plan.getByRole('listitem').filter({ hasText: dropped }).first()).toContainText(
      t.leftOut,
    );
    await page.keyboard.press('Escape');
    await expect(plan).toHaveCount(0);

    // 3. A checklist item marked not applicable, saved: still so after a reload.
    const mark = page.getByRole('button', { name: t.markNa }).first();
    const label = (await mark.getAttribute('aria-label'))!;
    const requirement = label.slice(label.indexOf(': ') + 2);
    await mark.click();
    const row = page.getByTestId('checklist-item').filter({ hasText: requirement }).first();
    await expect(row.getByTestId('checklist-status')).toHaveText(t.notApplicable);
    await expect(page.getByTestId('save-status')).toHaveText(t.saved, { timeout: 30_000 });
    await page.reload();
    await expect(row.getByTestId('checklist-status')).toHaveText(t.notApplicable, {
      timeout: 60_000,
    });

    // A gap still to write leads to its text: its entry under the checklist, far below the
    // sections, scrolls to the marked gap and focuses it.
    await page.getByTestId('draft-gaps').getByRole('button').first().click();
    await expect(page.locator('.draft-section-body mark:focus')).toBeInViewport();

    // On a phone the checklist's mark button and evidence are on the screen, not past its edge.
    await page.setViewportSize({ width: 390, height: 844 });
    // The table gives way to a list there: wait for it before taking a row.
    await expect(
      page.locator('section[aria-labelledby="draft-checklist-title"] table'),
    ).toHaveCount(0);
    const phoneRow = page
      .getByTestId('checklist-item')
      .filter({ has: page.getByRole('button', { name: t.markNa }) })
      .first();
    await phoneRow.scrollIntoViewIfNeeded();
    await expect(phoneRow.getByRole('button', { name: t.markNa })).toBeInViewport({ ratio: 1 });
    await expect(phoneRow).toContainText(t.evidence);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Where the tender states a checklist requirement opens there, the requirement marked.
    const tenderName = t.tender.name.replace(/[.]/g, '\\.');
    await page
      .locator('section[aria-labelledby="draft-checklist-title"]')
      .getByRole('button', { name: new RegExp(`^${tenderName}, p\\. \\d+, `) })
      .first()
      .click();
    const viewer = page.getByRole('dialog', { name: t.tender.name });
    await expect(viewer.getByTestId('fact-quote')).toBeVisible();
    await viewer.getByRole('button', { name: t.close }).click();
    await expect(viewer).toHaveCount(0);

    // Screenshots: a section with gaps and the checklist, light and dark.
    const gapSection = page
      .getByTestId('draft-section')
      .filter({ has: page.locator('.draft-section-body mark') })
      .first();
    const checklist = page.locator('section[aria-labelledby="draft-checklist-title"]');
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, lang, mode);
      await elementShot(gapSection, `drafts-plan-edit-section-${lang}-${mode}`);
      await elementShot(checklist, `drafts-plan-edit-checklist-${lang}-${mode}`);
      await draftPanel(page).getByRole('button', { name: t.exportOptions }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      // The menu opens at the top of the draft: the screen as the user sees it.
      await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
      await page.screenshot({
        path: `artifacts/screenshots/drafts-plan-edit-export-${lang}-${mode}.png`,
      });
      if (mode === 'light') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toHaveCount(0);
      }
    }

    // 4. The Word export without the gaps: none in the file.
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: t.withoutGaps }).click();
    const file = await download;
    const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const body = strFromU8(zip['word/document.xml']!).replace(/<[^>]+>/g, '');
    expect(body.length).toBeGreaterThan(200);
    expect(body).not.toContain(t.gapText);
    expect(body).not.toContain(t.added);
  });
}
