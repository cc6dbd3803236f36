/**
 * The tender response on the demo backend (issue 8, "Done when"), in English and Dutch, one long
 * flow per language: both readiness messages on a new project; a company knowledge base of real
 * documents trained and selected on the project, a real tender document processed as the main
 * one; Generate, with the ten steps watched as they pass in the live list; one section per award
 * criterion; a citation opened at its source; an edit autosaved and still there after a reload;
 * a section regenerated with the earlier version listed; the Word export opened and read (title
 * page, headings, a citation's footnote); the chat's suggestions, an answer with sources, and
 * "make section 2 shorter" accepted from its diff (still shorter after a reload). The knowledge
 * base's fact sheet fits a 390 px phone. Screenshots of the page with the draft and the chat's
 * proposal in light and dark (artifacts/screenshots, drafts-*).
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { heading } from './support/app';
import { echoBrowserErrors } from './support/browserLog';
import { colourMode } from './support/colourMode';
import { SETUP } from './support/draftFixtures';
import {
  STEPS,
  draftPanel,
  readiness,
  recordSteps,
  sectionBody,
  sections,
  words,
} from './support/draftPanel';
import {
  makeMainTender,
  newProject,
  shot,
  signInIn,
  trainedKnowledgeBase,
  uploadTenderDocuments,
} from './support/tender';
import { T } from './support/texts/draftTexts';

// Processing, training and generation run in the page, on a shared and busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(({ page }) => echoBrowserErrors(page));

for (const lang of ['en', 'nl'] as const) {
  test(`draft (${lang}): readiness, generate from real documents, cite, edit, regenerate, export, chat`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = T[lang];
    const setup = SETUP[lang];
    await signInIn(page, lang, setup.admin);

    // 1. Readiness on a new project: no knowledge base, no main tender document (both warn: a
    // draft without evidence is written by hand, issue 19).
    const projectPath = await newProject(page, lang, setup.project);
    await expect
      .poll(() => readiness(page))
      .toEqual([expect.stringContaining(t.kbRequired), expect.stringContaining(t.missingTender)]);
    await expect(draftPanel(page).getByRole('button', { name: t.generate })).toBeEnabled();
    // The tender document is processed while the knowledge base is built (client-side navigation).
    await uploadTenderDocuments(page, lang, [setup.tender]);

    // 2. A trained company knowledge base of real documents.
    await trainedKnowledgeBase(page, lang, { ...setup.kb, files: [...setup.kbFiles] });
    // Its fact sheet fits a phone: the certificate and reference tables stack their cells there
    // (five columns pushed the page to 745 px on a 390 px screen).
    await expect(page.getByTestId('fact-certificate').first()).toBeVisible({ timeout: 60_000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth),
      )
      .toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('nav-projects').click();
    await page.getByRole('link', { name: setup.project }).click();
    await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
    await expect(heading(page)).toHaveText(setup.project);

    // Selected by hand: with none selected the warning is back, with this one it goes.
    const settings = async (pick: boolean) => {
      await page.getByRole('button', { name: t.editSettings }).click();
      const dialog = page.getByRole('dialog', { name: t.settings });
      const all = dialog.getByRole('switch', { name: t.enableAll });
      if (await all.isChecked()) await all.uncheck();
      const kb = dialog.getByRole('checkbox', { name: setup.kb.name });
      if (pick) await kb.check();
      else await expect(kb).not.toBeChecked();
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toHaveCount(0);
    };
    // The tender is uploaded with the default role 'Annex': the warning asks to set its role.
    await settings(false);
    await expect
      .poll(() => readiness(page))
      .toEqual([
        expect.stringContaining(t.kbRequired),
        expect.stringContaining(t.missingTenderRole),
      ]);
    await settings(true);
    await expect
      .poll(() => readiness(page))
      .toEqual([expect.stringContaining(t.missingTenderRole)]);
    // A warning only: Generate may start without the main tender document.
    await expect(draftPanel(page).getByRole('button', { name: t.generate })).toBeEnabled();
    await makeMainTender(page, lang, setup.tender.name);
    await expect.poll(() => readiness(page)).toEqual([]);

    if (setup.criteria) {
      await page.locator('#workflow-tab-awardCriteria').click();
      for (const [i, c] of setup.criteria.entries()) {
        await page.getByRole('button', { name: t.addCriterion }).click();
        await page.getByRole('textbox', { name: t.criterion(i + 1) }).fill(c.description);
        await page.getByRole('spinbutton', { name: t.weight(i + 1) }).fill(String(c.weight));
      }
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('button', { name: t.save, exact: true })).toHaveCount(0);
    }

    const generate = draftPanel(page).getByRole('button', { name: t.generate });
    const stepList = page.getByRole('list', { name: t.steps });
    if (lang === 'nl') {
      // Reloaded mid-run (the demo runs the job in the tab, so the run is gone with it): no step
      // list stuck as running, and Generate starts again at once.
      await generate.click();
      await expect(stepList.locator('[data-step="readingDocuments"]')).toHaveAttribute(
        'data-state',
        /running|done/,
      );
      await page.reload();
      await expect(draftPanel(page).getByTestId('draft-empty')).toBeVisible({ timeout: 60_000 });
      await expect(stepList).toHaveCount(0);
    }

    // Generate, and watch the ten steps go by.
    await recordSteps(page);
    await generate.click();
    await expect(stepList.locator('[data-step]')).toHaveCount(10);
    await expect(stepList.locator('[data-step] .MuiListItemText-primary')).toHaveText([
      ...t.stepLabels,
    ]);
    await expect(draftPanel(page).getByTestId('draft-ready')).toContainText(t.ready, {
      timeout: 60_000,
    });
    const history = await page.evaluate(
      () => (window as unknown as { __draftSteps: string[][] }).__draftSteps,
    );
    // Every state shown: steps done in order, then the one under way, then the waiting ones.
    for (const states of history) {
      expect(states.map((s) => s[0]).join('')).toMatch(/^d*r?p*$/);
    }
    const running = history.map((states) => states.indexOf('running')).filter((i) => i >= 0);
    expect(running).toEqual([...running].sort((a, b) => a - b));
    // Each of the ten was seen under way, one after the other, and the last list shown had
    // every step before the last one done.
    expect([...new Set(running)]).toEqual(STEPS.map((_, i) => i));
    expect(history.at(-1)!.slice(0, 9)).toEqual(Array(9).fill('done'));
    await expect(stepList).toHaveCount(0);

    // One section per award criterion.
    const headings = await sections(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(headings.filter((h) => setup.expectedSections.includes(h as never))).toEqual([
      ...setup.expectedSections,
    ]);
    expect(headings.length).toBeLessThanOrEqual(setup.expectedSections.length + 1);
    await shot(page, `drafts-generated-${lang}-light`);

    // 3. Every section cites; a citation opens its source (the local model writes from the
    // company's passages alone, so the sources are knowledge-base documents).
    for (const section of await sections(page).all()) {
      await expect(sectionBody(section).getByRole('button', { name: t.source })).not.toHaveCount(0);
    }
    await sectionBody(sections(page).first())
      .getByRole('button', { name: t.source })
      .first()
      .click();
    const citation = page.getByTestId('citation-panel');
    await expect(citation).toContainText(t.kbSource);
    const cited = await citation.innerText();
    expect(setup.kbFiles.filter((f) => cited.includes(f.name))).toHaveLength(1);
    await expect(citation.locator('blockquote')).not.toBeEmpty();
    await shot(page, `drafts-citation-${lang}-light`);
    await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Edit the first section; the autosave says so; a reload keeps the edit.
    const first = headings[0]!;
    const firstBody = () => sectionBody(sections(page).first());
    await page.getByRole('button', { name: t.edit(first) }).click();
    const editor = page.getByRole('textbox', { name: t.textOf(first) });
    await editor.click();
    await editor.press('Control+End');
    await editor.pressSequentially(` ${t.edited}`);
    const status = page.getByTestId('save-status');
    await expect(status).toHaveText(t.unsaved);
    await expect(status).toHaveText(t.saved);
    // The editor with its toolbar, looked at in both languages.
    await expect(page.getByRole('toolbar', { name: t.formatting(first) })).toBeVisible();
    await shot(page, `drafts-editor-${lang}-light`);
    await page.getByRole('button', { name: t.stopEditing(first) }).click();
    await page.reload();
    await expect(firstBody()).toContainText(t.edited, { timeout: 60_000 });

    // Regenerate it: the text changes (written again from the evidence, without the edit); the
    // edited text is an earlier version, and restoring it brings the edit back.
    const edited = await firstBody().innerText();
    await page.getByRole('button', { name: t.regenerate(first) }).click();
    await expect(firstBody()).not.toHaveText(edited);
    await expect(firstBody()).not.toContainText(t.edited);
    await expect(firstBody().getByRole('button', { name: t.source })).not.toHaveCount(0);
    await expect(status).toHaveText(t.saved);
    await page.getByRole('button', { name: t.versions, exact: true }).click();
    const versions = page.getByRole('dialog', { name: t.versionsTitle });
    const regenerated = versions
      .getByTestId('draft-versions')
      .getByRole('listitem')
      .filter({ hasText: t.regenerated });
    await expect(regenerated).toHaveCount(1);
    await regenerated.getByRole('button').click();
    await expect(versions).toHaveCount(0);
    // As read (innerText): a body of several paragraphs (issue 19) has no space between them in
    // its textContent, which toHaveText compares.
    await expect.poll(() => firstBody().innerText()).toBe(edited);

    // 4. Export to Word and read the file back.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportDocx }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${setup.project}.docx`);
    const zip = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
    const text = (part: string) =>
      strFromU8(zip[part]!)
        .replace(/<w:tab\/>/g, '\t')
        .replace(/<[^>]+>/g, '');
    const documentXml = strFromU8(zip['word/document.xml']!);
    const body = text('word/document.xml');
    expect(body).toContain(setup.company);
    expect(body).toContain(setup.project);
    if (setup.reference) expect(body).toContain(setup.reference);
    for (const h of headings) expect(body).toContain(h);
    expect(documentXml.match(/w:val="Heading1"/g)?.length ?? 0).toBeGreaterThanOrEqual(
      headings.length,
    );
    expect(body).toContain(t.edited);
    expect(zip['word/footnotes.xml']).toBeDefined();
    const footnotes = text('word/footnotes.xml');
    expect(
      [setup.tender.name, ...setup.kbFiles.map((f) => f.name)].some((n) => footnotes.includes(n)),
    ).toBe(true);

    // 5. Chat: a suggestion, an answer with its sources; then a change to the draft.
    const chat = page.getByRole('region', { name: 'Chat' });
    await expect(chat.getByText(t.suggestions)).toBeVisible();
    const chips = chat.locator('[aria-labelledby="chat-suggestions"] .MuiChip-root');
    await expect(chips.first()).toBeVisible();
    const question = await chips.first().innerText();
    await chips.first().click();
    await expect(chat.getByTestId('chat-message-user')).toHaveText([new RegExp(question)]);
    const answer = chat.getByTestId('chat-message-assistant');
    await expect(answer).toHaveCount(1, { timeout: 60_000 });
    await expect(answer.getByRole('button', { name: t.openSource }).first()).toBeVisible();
    // Its source is a passage of the tender document: it opens at the cited page, marked.
    await answer.getByRole('button', { name: t.openSource }).first().click();
    const source = page.getByTestId('citation-panel');
    await expect(source).toContainText(setup.tender.name);
    await expect(source).toContainText(t.tenderSource);
    const citedPage = Number(/(?:Page|Pagina) (\d+)/.exec(await source.innerText())?.[1]);
    expect(citedPage).toBeGreaterThan(0);
    await page.getByRole('button', { name: t.openDocument }).click();
    const viewer = page.getByRole('dialog', { name: setup.tender.name });
    await expect(
      viewer.getByRole('region', { name: t.page(citedPage), exact: true }),
    ).toBeInViewport();
    await expect(viewer.getByTestId('fact-quote')).toBeVisible();
    await shot(page, `drafts-chat-source-${lang}-light`);
    await viewer.getByRole('button', { name: t.close }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const second = sectionBody(sections(page).nth(1));
    const secondBefore = await second.innerText();
    const input = chat.getByRole('textbox', { name: t.ask });
    await input.fill(t.shorten);
    await input.press('Enter');
    const proposal = chat.getByTestId('chat-proposal');
    await expect(proposal).toBeVisible({ timeout: 60_000 });
    await expect(proposal.locator('del').first()).toBeVisible();
    await shot(page, `drafts-chat-${lang}-light`);
    await proposal.screenshot({ path: `artifacts/screenshots/drafts-proposal-${lang}-light.png` });
    await colourMode(page, lang, 'dark');
    await shot(page, `drafts-chat-${lang}-dark`);
    await proposal.screenshot({ path: `artifacts/screenshots/drafts-proposal-${lang}-dark.png` });
    await proposal.getByRole('button', { name: t.accept }).click();
    await expect(proposal).toContainText(t.accepted);
    await expect
      .poll(async () => words(await second.innerText()))
      .toBeLessThan(words(secondBefore));
    const shortened = await second.innerText();
    await page.reload();
    await expect
      .poll(() => sectionBody(sections(page).nth(1)).innerText(), { timeout: 60_000 })
      .toBe(shortened);
    await shot(page, `drafts-generated-${lang}-dark`);
  });
}
