/**
 * A note to check before submitting (issue 19) on the demo backend, in English and Dutch: the
 * company's administrator adds a knowledge base whose only certificate is a scanned copy whose end
 * the scan misread ('Geldig t/m: 3l-O5-2O28'), a project (new in English, seeded in Dutch) gets a small tender that
 * asks for that certificate, and the draft is generated. The section holds the note highlighted
 * ('[To check: …]' / '[Te controleren: …]'); the note being the requirement's only evidence, the
 * header counts it to check and not covered ('0 of 1 requirement covered, …, 1 to check'), the plan
 * shows it 'To check', and the checklist lists it. The Word export's options menu offers to mark
 * or leave out the gaps and notes. Screenshots light and dark (artifacts/screenshots/draft-to-check-*,
 * draft-export-menu-*).
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DOCX, docxOf } from './support/docxOf';
import {
  makeMainTender,
  newProject,
  signInIn,
  trainedKnowledgeBase,
  uploadTenderDocuments,
} from './support/tender';
import { NOORDZEE_ADMIN, type Lang } from './support/users';
import { colourMode } from './support/colourMode';

const expect = baseExpect.configure({ timeout: 60_000 });

const T = {
  en: {
    admin: NOORDZEE_ADMIN.email,
    project: '',
    generate: 'Generate draft',
    ready: 'Ready to write',
    kb: {
      name: 'Continuity records',
      description: 'Business continuity certificate',
      // A scanned copy whose end the scan misread: its validity cannot be placed.
      text: 'Certificate ISO 22301 (business continuity)\nCertificate number: BC-5521\nIssued by: Certivo Ltd\nValid until: 3l-O5-2O28',
    },
    tender: {
      name: 'RFQ hosting continuity.docx',
      lines: [
        'Request for quotation: hosting and business continuity',
        'Award criteria: Technical Approach 50%, Staffing and key personnel 30%, Price 20%.',
        'Technical Approach',
        'The offeror describes its business continuity management and the ISO 22301 certificate it holds.',
      ],
    },
    note: '[To check:',
    toCheck: /^0 of 1 requirement covered, \d+ of ~[\d,]+ words, 1 to check$/,
    checks: 'To check before submitting (1)',
    planStatus: 'To check',
    assessmentToCheck: 'To check: evidence to verify before submitting',
    exportOptions: 'Word export options',
    exportItems: ['Export with the gaps and notes marked', 'Export without the gaps and notes'],
  },
  nl: {
    admin: 'admin@stroomlijn.example',
    project: 'demo-agile-nl',
    generate: 'Concept genereren',
    ready: 'Klaar om te schrijven',
    kb: {
      name: 'Continuïteitsdossier',
      description: 'Certificaat bedrijfscontinuïteit',
      text: 'Certificaat ISO 22301 (bedrijfscontinuïteit)\nCertificaatnummer: BC-5521\nUitgegeven door: Certivo B.V.\nGeldig t/m: 3l-O5-2O28',
    },
    tender: {
      name: 'Leidraad hosting continuïteit.docx',
      lines: [
        'Aanbestedingsleidraad hosting en bedrijfscontinuïteit',
        'Gunningscriteria: Plan van aanpak 40%, Kwaliteit 20%, Privacy en informatiebeveiliging 25%, Duurzaamheid 15%.',
        'Kwaliteit',
        'De inschrijver beschrijft zijn bedrijfscontinuïteitsbeheer en het ISO 22301-certificaat waarover hij beschikt.',
      ],
    },
    note: '[Te controleren:',
    toCheck: /^0 van 1 eis gedekt, \d+ van ~[\d.]+ woorden, 1 te controleren$/,
    checks: 'Te controleren vóór indienen (1)',
    planStatus: 'Te controleren',
    assessmentToCheck: 'Na te kijken: bewijs om vóór het indienen te controleren',
    exportOptions: 'Opties voor de Word-export',
    exportItems: [
      'Exporteren met de gaten en notities gemarkeerd',
      'Exporteren zonder de gaten en notities',
    ],
  },
} as const;

const prefix = (lang: Lang) => (lang === 'nl' ? '/nl' : '');
const draftPanel = (page: Page) => page.getByTestId('draft-panel');

for (const lang of ['en', 'nl'] as const) {
  const t = T[lang];
  test(`${lang}: a certificate named without its validity is a highlighted note to check`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    // The company's administrator (who may add knowledge bases) works in the test's language: in
    // English a new project of the seeded English company, in Dutch a seeded project.
    await signInIn(page, lang, t.admin);
    await trainedKnowledgeBase(
      page,
      lang,
      {
        name: t.kb.name,
        description: t.kb.description,
        files: [
          { name: `${t.kb.name}.txt`, mimeType: 'text/plain', buffer: Buffer.from(t.kb.text) },
        ],
      },
      { timeout: 120_000 },
    );
    if (t.project) await page.goto(`${prefix(lang)}/dashboard/projects/${t.project}`);
    else await newProject(page, lang, 'Hosting continuity');
    const tender = { name: t.tender.name, mimeType: DOCX, buffer: await docxOf(t.tender.lines) };
    await uploadTenderDocuments(page, lang, [tender]);
    await makeMainTender(page, lang, tender.name);
    const generate = draftPanel(page).getByRole('button', { name: t.generate, exact: true });
    await expect(generate).toBeEnabled({ timeout: 120_000 });
    await generate.click();
    await expect(draftPanel(page).getByText(t.ready)).toBeVisible({ timeout: 120_000 });

    const note = page.locator('.draft-section-body mark', { hasText: t.note }).first();
    await expect(note).toBeVisible();
    const section = page.getByTestId('draft-section').filter({ has: note });
    await expect(section.getByTestId('section-coverage')).toHaveText(t.toCheck);
    await expect(page.getByTestId('draft-checks')).toContainText(t.checks);
    // The section's self-assessment lists it to check (its evidence is there, to verify), not as
    // evidence missing.
    const assessment = section.getByTestId('section-assessment');
    await expect(assessment.getByRole('heading', { name: t.assessmentToCheck })).toBeVisible();
    await expect(assessment.getByTestId('section-assessment-to-check')).toHaveCount(1);
    // The plan shows the requirement to check, with its note.
    await page.getByTestId('draft-plan-open').click();
    const plan = page.getByTestId('draft-plan');
    await expect(plan.getByText(t.planStatus, { exact: true })).toBeVisible();
    await expect(plan).toContainText(t.note);
    await page.keyboard.press('Escape');
    await expect(plan).toBeHidden();
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, lang, mode);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({
        path: `artifacts/screenshots/draft-to-check-${lang}-${mode}.png`,
      });
      await page.getByTestId('draft-checks').scrollIntoViewIfNeeded();
      await page
        .getByTestId('draft-checks')
        .screenshot({ path: `artifacts/screenshots/draft-to-check-list-${lang}-${mode}.png` });
      // The Word export's options, open: the choice to mark or leave out the gaps and notes.
      const options = page.getByRole('button', { name: t.exportOptions });
      await options.scrollIntoViewIfNeeded();
      await options.click();
      const menu = page.getByRole('menu');
      for (const item of t.exportItems) {
        await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
      }
      // The menu grows in: taken before its transition ends, the shot showed it faint or not at all.
      await expect(page.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
      await page.screenshot({
        path: `artifacts/screenshots/draft-export-menu-${lang}-${mode}.png`,
        animations: 'disabled',
      });
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
  });
}
