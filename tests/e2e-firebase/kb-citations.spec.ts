import { expect, test, type Page } from '@playwright/test';
import { initializeApp, getApps } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { resetEmulators } from './support/emulators';
import { openSignedIn, switchLanguage } from './support/session';

/**
 * Knowledge-base citations on the firebase backend (issues 18, 19): the seeded software company's
 * fact sheet cites a document still being processed and one removed from the base since; each
 * citation is a button (Enter opens) that opens the document viewer, which reads the document's
 * record under the Firestore rules and says so, in Dutch and then English; Escape returns focus
 * to the citation. Storage does not run here (Java 17: gcloud's Firestore), so the text by page of
 * a processed document is the demo tier's (tests/e2e/drafts-keep.spec.ts) and the full suite's.
 */
test.describe.configure({ mode: 'serial' });

const CID = 'stroomlijn-digitaal';
const KB = `companies/${CID}/knowledgeBases/kb-stroomlijn-evidence`;
const T = {
  nl: {
    processing: 'Dit document wordt nog verwerkt.',
    removed: 'Dit document is uit de kennisbank verwijderd nadat ernaar verwezen werd.',
  },
  en: {
    processing: 'This document is still being processed.',
    removed: 'This document has been removed from the knowledge base since it was cited.',
  },
} as const;

let page: Page;

/**
 * Written as the functions would (the Admin SDK, on the emulator FIRESTORE_EMULATOR_HOST names;
 * scripts/e2e-firebase.mjs passes it and GCLOUD_PROJECT), after the reset's seed.
 */
async function seedCitedDocuments() {
  const app =
    getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-tender' });
  const db = getFirestore(app);
  const now = Timestamp.now();
  await db.doc(`${KB}/documents/kd-processing`).set({
    name: 'certificaten.txt',
    size: 100,
    contentType: 'text/plain',
    storagePath: `${KB}/documents/kd-processing/original.txt`,
    status: 'processing',
    error: null,
    chunkCount: 0,
    uploadedBy: 'u-admin-stroomlijn',
    createdAt: now,
    processedAt: null,
    contentHash: 'c'.repeat(64),
  });
  const cite = (documentId: string, documentName: string, quote: string) => ({
    documentId,
    documentName,
    page: 1,
    chunkId: `${documentId}_c00000`,
    quote,
  });
  await db.doc(`${KB}/factSheet/current`).set({
    certificates: [
      {
        scheme: 'ISO 27001',
        name: 'ISO/IEC 27001:2022',
        level: null,
        issuer: null,
        number: null,
        issuedOn: null,
        expiresOn: null,
        citation: cite('kd-processing', 'certificaten.txt', 'ISO/IEC 27001:2022 gecertificeerd'),
      },
    ],
    schemes: ['ISO 27001'],
    referenceProjects: [
      {
        title: 'Zaaksysteem gemeente',
        client: 'Gemeente Utrecht',
        year: 2024,
        value: null,
        description: null,
        citation: cite('kd-gone', 'referenties.txt', 'Zaaksysteem voor de gemeente Utrecht'),
      },
    ],
    keyPeople: [],
    turnover: [],
    headcount: [],
    chunkCount: 2,
    model: null,
    extractedAt: now,
  });
}

test.beforeAll(async ({ browser }) => {
  await resetEmulators();
  await seedCitedDocuments();
  page = await openSignedIn(browser, 'admin@stroomlijn.example', 'nl');
});
test.afterAll(async () => {
  await page?.context().close();
});

/** Opens the citation in `row` by keyboard; the viewer says `message`; Escape returns to it. */
async function openByKeyboard(row: string, name: string, message: string) {
  const citation = page.getByTestId(row).getByTestId('fact-citation');
  await citation.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toContainText(message);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(citation).toBeFocused();
}

for (const lang of ['nl', 'en'] as const) {
  test(`${lang}: a fact sheet citation opens its document's viewer, which says what became of it`, async () => {
    if (lang === 'en') await switchLanguage(page, 'en');
    await page.goto(`${lang === 'nl' ? '/nl' : ''}/dashboard/knowledgebase/kb-stroomlijn-evidence`);
    await expect(page.getByTestId('fact-sheet').getByTestId('fact-citation')).toHaveCount(2);
    await openByKeyboard('fact-certificate', 'certificaten.txt', T[lang].processing);
    await openByKeyboard('fact-project', 'referenties.txt', T[lang].removed);
  });
}
