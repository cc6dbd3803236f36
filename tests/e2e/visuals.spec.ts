/**
 * Visuals on the demo backend (issue 10, "Done when"), one flow per language: a company knowledge
 * base with the real company profile trained (its fact sheet feeds the infographic) and a project
 * with a generated draft; an infographic refused at a width of 0 and then created, rendered from
 * the company's facts and downloaded; an image created with its spec §9 options and downloaded;
 * the infographic inserted into the draft, seen in the draft and found in the Word export.
 * Screenshots of the list, the create dialog and a visual in light and dark
 * (artifacts/screenshots, visuals-*).
 */
import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { heading } from './support/app';
import {
  COMPANY_PROFILE,
  newProject,
  shot,
  signInIn,
  trainedKnowledgeBase,
} from './support/tender';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN } from './support/users';
import { colourMode } from './support/colourMode';

// Processing, training, generation and rendering run in the page, on a shared and busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const T = {
  en: {
    admin: NOORDZEE_ADMIN.email,
    company: 'Noordzee Infra B.V.',
    kb: { name: 'Company facts', description: 'Certificates, people and references' },
    project: 'Dike reinforcement Den Helder',
    generate: 'Generate draft',
    draftReady: 'Ready to write',
    title: 'Visuals',
    newVisual: 'New visual',
    create: 'Create visual',
    name: 'Name',
    prompt: 'Prompt',
    width: 'Width (px)',
    height: 'Height (px)',
    tooSmall: 'Must be at least 256',
    image: 'Image',
    aspectRatio: 'Aspect ratio',
    styleType: 'Style type',
    realistic: 'Realistic',
    ready: 'Ready',
    download: 'Download',
    print: 'Print',
    insert: 'Insert into a draft',
    project_: 'Project',
    insertSubmit: 'Insert',
    openDraft: 'Open draft',
    exportDocx: 'Export to Word',
    infographic: { name: 'Key figures', prompt: 'Our key figures and certificates' },
    picture: { name: 'Dike at dawn', prompt: 'A green dike along the North Sea at dawn' },
    facts: ['85', 'Employees', 'ISO 9001:2015', 'DNV'],
    offline: 'OFFLINE RENDERING',
    list: 'Visuals of your company',
    search: 'Search visuals',
  },
  nl: {
    admin: VAN_DIJK_ADMIN.email,
    company: 'Van Dijk Bouw B.V.',
    kb: { name: 'Bedrijfsfeiten', description: 'Certificaten, mensen en referenties' },
    project: 'Onderhoud bruggen Utrecht',
    generate: 'Concept genereren',
    draftReady: 'Klaar om te schrijven',
    title: 'Visuals',
    newVisual: 'Nieuwe visual',
    create: 'Visual maken',
    name: 'Naam',
    prompt: 'Prompt',
    width: 'Breedte (px)',
    height: 'Hoogte (px)',
    tooSmall: 'Moet minstens 256 zijn',
    image: 'Afbeelding',
    aspectRatio: 'Beeldverhouding',
    styleType: 'Stijl',
    realistic: 'Realistisch',
    ready: 'Klaar',
    download: 'Downloaden',
    print: 'Afdrukken',
    insert: 'Invoegen in een concept',
    project_: 'Project',
    insertSubmit: 'Invoegen',
    openDraft: 'Concept openen',
    exportDocx: 'Exporteren naar Word',
    infographic: { name: 'Kerncijfers', prompt: 'Kerncijfers en certificaten van ons bedrijf' },
    picture: { name: 'Brug bij zonsopgang', prompt: 'Een fietsbrug over de Vecht bij zonsopgang' },
    facts: ['85', 'Medewerkers', 'ISO 9001:2015', 'DNV'],
    offline: 'OFFLINE WEERGAVE',
    list: 'Visuals van je bedrijf',
    search: 'Zoek visuals',
  },
} as const;

/** Saves the download the click starts; returns its name and bytes. */
async function download(page: Page, click: () => Promise<void>) {
  const started = page.waitForEvent('download');
  await click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
});

for (const lang of ['en', 'nl'] as const) {
  test(`visuals (${lang}): infographic from the company's facts, image, download, insert into a draft, DOCX`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const t = T[lang];
    await signInIn(page, lang, t.admin);

    // The company's facts (a trained knowledge base) and a project with a draft.
    await trainedKnowledgeBase(page, lang, { ...t.kb, files: [COMPANY_PROFILE[lang]] });
    const projectPath = await newProject(page, lang, t.project);
    await page.getByTestId('draft-panel').getByRole('button', { name: t.generate }).click();
    await expect(page.getByTestId('draft-panel').getByTestId('draft-ready')).toContainText(
      t.draftReady,
      { timeout: 120_000 },
    );

    // An infographic: a width of 0 is refused with the schema's message and nothing is lost.
    await page.getByTestId('nav-visuals').click();
    await expect(heading(page)).toHaveText(t.title);
    await page.getByRole('button', { name: t.newVisual }).first().click();
    const dialog = page.getByRole('dialog', { name: t.newVisual });
    await dialog.getByRole('textbox', { name: t.name }).fill(t.infographic.name);
    await dialog.getByRole('textbox', { name: t.prompt }).fill(t.infographic.prompt);
    await dialog.getByRole('spinbutton', { name: t.width }).fill('0');
    await dialog.getByRole('spinbutton', { name: t.height }).fill('1080');
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(dialog.getByText(t.tooSmall)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t.prompt })).toHaveValue(t.infographic.prompt);
    await shot(page, `visuals-create-${lang}-light`);
    await dialog.getByRole('spinbutton', { name: t.width }).fill('1080');
    await dialog.getByRole('button', { name: t.create }).click();

    await expect(heading(page)).toHaveText(t.infographic.name);
    await expect(page.getByText(t.ready, { exact: true })).toBeVisible();
    const picture = page.getByRole('img', { name: t.infographic.name });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1080);
    const infographic = await download(page, () =>
      page.getByRole('button', { name: t.download }).click(),
    );
    expect(infographic.name).toBe(`${t.infographic.name.replace(/\s+/g, '-')}.svg`);
    const svg = infographic.bytes.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1080" height="1080"/);
    for (const fact of [t.company, ...t.facts]) expect(svg).toContain(fact);
    await shot(page, `visuals-infographic-${lang}-light`);
    const infographicUrl = page.url();

    // Print shows the picture alone: no navigation, buttons or details.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByRole('button', { name: t.download })).toBeHidden();
    await expect(picture).toBeVisible();
    await page.screenshot({ path: `artifacts/screenshots/visuals-print-${lang}.png` });
    await page.emulateMedia({ media: 'screen' });

    // An image, with the spec's options; offline it says so on the picture.
    await page.getByTestId('nav-visuals').click();
    await page.getByRole('button', { name: t.newVisual }).first().click();
    await dialog.getByRole('textbox', { name: t.name }).fill(t.picture.name);
    await dialog.getByRole('radio', { name: t.image }).check();
    await dialog.getByRole('textbox', { name: t.prompt }).fill(t.picture.prompt);
    await dialog.getByRole('combobox', { name: t.aspectRatio }).click();
    await page.getByRole('option', { name: '16:9' }).click();
    await dialog.getByRole('combobox', { name: t.styleType }).click();
    await page.getByRole('option', { name: t.realistic }).click();
    await dialog.getByRole('button', { name: t.create }).click();
    await expect(heading(page)).toHaveText(t.picture.name);
    await expect(page.getByText(t.ready, { exact: true })).toBeVisible();
    const image = await download(page, () =>
      page.getByRole('button', { name: t.download }).click(),
    );
    expect(image.name).toMatch(/\.svg$/);
    expect(image.bytes.toString('utf8')).toContain('width="1024" height="576"');
    expect(image.bytes.toString('utf8')).toContain(t.offline);
    expect(image.bytes.toString('utf8')).toContain(t.picture.prompt);

    // Both in the list; search finds one.
    await page.getByTestId('nav-visuals').click();
    const list = page.getByRole('list', { name: t.list });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('img')).toHaveCount(2);
    await shot(page, `visuals-list-${lang}-light`);
    await colourMode(page, lang, 'dark');
    await shot(page, `visuals-list-${lang}-dark`);
    await page.getByRole('searchbox', { name: t.search }).fill(t.picture.name.split(' ')[0]!);
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // Insert the infographic into the project's draft.
    await page.goto(infographicUrl);
    await expect(heading(page)).toHaveText(t.infographic.name);
    await shot(page, `visuals-infographic-${lang}-dark`);
    await colourMode(page, lang, 'light');
    await page.getByRole('button', { name: t.insert }).click();
    const insert = page.getByRole('dialog', { name: t.insert });
    await insert.getByRole('combobox', { name: t.project_ }).click();
    await page.getByRole('option', { name: t.project }).click();
    await insert.getByRole('button', { name: t.insertSubmit }).click();
    await insert.getByRole('link', { name: t.openDraft }).click();
    await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
    const inDraft = page.getByTestId('draft-panel').locator('img[data-visual-id]');
    await expect(inDraft).toBeVisible();
    await expect
      .poll(() => inDraft.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1080);
    await shot(page, `visuals-in-draft-${lang}-light`);

    // The Word export holds the picture (SVG with its PNG fallback), named after the visual.
    const docx = await download(page, () =>
      page.getByRole('button', { name: t.exportDocx }).click(),
    );
    const zip = unzipSync(new Uint8Array(docx.bytes));
    const media = Object.keys(zip).filter((f) => f.startsWith('word/media/'));
    expect(media.filter((f) => f.endsWith('.svg'))).toHaveLength(1);
    expect(media.filter((f) => f.endsWith('.png'))).toHaveLength(1);
    const png = zip[media.find((f) => f.endsWith('.png'))!]!;
    expect(Array.from(png.slice(1, 4), (c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(strFromU8(zip['word/document.xml']!)).toContain(`descr="${t.infographic.name}"`);
  });
}
