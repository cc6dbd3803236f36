/**
 * A note to check before submitting (issue 19) on the demo backend, in English and Dutch: the
 * seeded software company adds a knowledge base whose only certificate is named without its
 * validity ('certified to ISO 22301 by Certivo Ltd'), a seeded project gets a small tender that
 * asks for that certificate, and the draft is generated. The section holds the note highlighted
 * ('[To check: …]' / '[Te controleren: …]'), its header counts it, and the checklist lists it.
 * Screenshots light and dark (artifacts/screenshots/draft-to-check-*).
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DOCX, docxOf } from './support/docxOf';
import {
  makeMainTender,
  signInIn,
  trainedKnowledgeBase,
  uploadTenderDocuments,
} from './support/tender';
import type { Lang } from './support/users';
import { colourMode } from './support/colourMode';

const expect = baseExpect.configure({ timeout: 60_000 });

const T = {
  en: {
    // The company's administrator: only administrators and managers create knowledge bases.
    email: 'admin@stroomlijn.example',
    project: 'demo-agile-en',
    generate: 'Generate draft',
    ready: 'Ready to write',
    kb: {
      name: 'Continuity records',
      description: 'Business continuity certificate',
      text: 'Business continuity: our continuity management system is certified to ISO 22301 by Certivo Ltd, certificate number BC-5521.',
    },
    tender: {
      name: 'RFQ hosting continuity.docx',
      lines: [
        'Request for quotation: hosting with business continuity',
        'Award criteria: Continuity 60%, Price 40%.',
        'Continuity',
        'The offeror must hold a valid ISO 22301 certificate for business continuity.',
      ],
    },
    note: '[To check:',
    toCheck: /, 1 to check$/,
    checks: 'To check before submitting (1)',
  },
  nl: {
    email: 'admin@stroomlijn.example',
    project: 'demo-agile-nl',
    generate: 'Concept genereren',
    ready: 'Klaar om te schrijven',
    kb: {
      name: 'Continuïteitsdossier',
      description: 'Certificaat bedrijfscontinuïteit',
      text: 'Bedrijfscontinuïteit: ons continuïteitsmanagement is door Certivo B.V. gecertificeerd volgens ISO 22301, certificaatnummer BC-5521.',
    },
    tender: {
      name: 'Leidraad hosting continuïteit.docx',
      lines: [
        'Aanbestedingsleidraad hosting met bedrijfscontinuïteit',
        'Gunningscriteria: Continuïteit 60%, Prijs 40%.',
        'Continuïteit',
        'De inschrijver beschikt over een geldig ISO 22301-certificaat voor bedrijfscontinuïteit.',
      ],
    },
    note: '[Te controleren:',
    toCheck: /, 1 te controleren$/,
    checks: 'Te controleren vóór indienen (1)',
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
    await signInIn(page, lang, t.email);
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
    await page.goto(`${prefix(lang)}/dashboard/projects/${t.project}`);
    const generate = draftPanel(page).getByRole('button', { name: t.generate, exact: true });
    await expect(generate).toBeEnabled({ timeout: 120_000 });
    const tender = { name: t.tender.name, mimeType: DOCX, buffer: await docxOf(t.tender.lines) };
    await uploadTenderDocuments(page, lang, [tender]);
    await makeMainTender(page, lang, tender.name);
    await generate.click();
    await expect(draftPanel(page).getByText(t.ready)).toBeVisible({ timeout: 120_000 });

    const note = page.locator('.draft-section-body mark', { hasText: t.note }).first();
    await expect(note).toBeVisible();
    const section = page.getByTestId('draft-section').filter({ has: note });
    await expect(section.getByTestId('section-coverage')).toHaveText(t.toCheck);
    await expect(page.getByTestId('draft-checks')).toContainText(t.checks);
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
    }
  });
}
