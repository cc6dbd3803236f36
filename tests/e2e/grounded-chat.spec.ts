/**
 * Grounded answers in the project chat (issue 18) on the demo backend, in English and Dutch: a
 * question in one language about a tender document in the other is answered from it, saying the
 * document is in the other language ("The document, in Dutch, says: …") and citing the document;
 * its source opens the document with the cited sentence itself marked (not the start of its
 * passage); a question the document does not answer gets "the documents do not say" in the
 * question's language, with no source. Screenshots in artifacts/screenshots (grounded-chat-*),
 * of the answer and of the marked sentence, light and dark.
 */
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import {
  REAL,
  newProject,
  projectDocumentRow,
  realFile,
  shot,
  signInIn,
  uploadTenderDocuments,
} from './support/tender';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN, type Lang } from './support/users';

// Processing runs in the page, on a shared and busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const CASES = {
  // An English bid manager with a Dutch tender annex.
  en: {
    admin: NOORDZEE_ADMIN.email,
    project: 'Softwarecatalogus hosting',
    tender: realFile(join(REAL, 'nl-vng-softwarecatalogus'), 'bijlage-2-hosting-eisen.docx'),
    question: 'May the data be processed outside the European Economic Area?',
    answer: 'binnen de Europese Economische Ruimte (EER)',
    note: 'The document, in Dutch, says:',
    openDocument: 'Open document',
    dark: 'Dark',
    unanswered: 'How many parking spaces are there for visitors?',
    notSaid: 'The documents do not say.',
    processed: 'Processed',
    ask: 'Your question or request',
    openSource: /^Open source \d+$/,
    source: (n: string) => `Open source ${n}`,
    // The Dutch hosting annex has no dates: no fact question here.
    fact: null,
  },
  // A Dutch bid manager with an English answer sheet of the buyer.
  nl: {
    admin: VAN_DIJK_ADMIN.email,
    project: 'CDT pool vragen en antwoorden',
    tender: realFile(REAL, 'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf'),
    question: 'Zijn er beperkingen voor de locatie van teamleden?',
    answer: 'There are no restrictions on team member locations',
    note: 'Het document zegt, in het Engels:',
    openDocument: 'Document openen',
    dark: 'Donker',
    unanswered: 'Hoeveel parkeerplaatsen zijn er voor bezoekers?',
    notSaid: 'Dat staat niet in de documenten.',
    processed: 'Verwerkt',
    ask: 'Je vraag of verzoek',
    openSource: /^Bron \d+ openen$/,
    source: (n: string) => `Bron ${n} openen`,
    // A fact of the English document, answered from the extracted facts in Dutch, quoted.
    fact: {
      question: 'Wat is de uiterste datum voor het indienen van de inschrijving?',
      answer: 'Uiterste inschrijfdatum: 3 maart 2017, 14:00 [1]',
      note: 'Het document zegt, in het Engels: “',
    },
  },
} as const;

for (const lang of ['en', 'nl'] as const satisfies readonly Lang[]) {
  test(`chat (${lang}): answers across languages from the tender, and says when the documents do not`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const c = CASES[lang];
    await signInIn(page, lang, c.admin);
    await newProject(page, lang, c.project);
    await uploadTenderDocuments(page, lang, [c.tender]);
    await expect(
      projectDocumentRow(page, lang, c.tender.name).getByText(c.processed, { exact: true }),
    ).toBeVisible({ timeout: 120_000 });

    const chat = page.getByRole('region', { name: 'Chat' });
    const input = chat.getByRole('textbox', { name: c.ask });
    await input.fill(c.question);
    await input.press('Enter');
    const answers = chat.getByTestId('chat-message-assistant');
    await expect(answers).toHaveCount(1, { timeout: 60_000 });
    // The sentence that answers, in the document's language, introduced as the document's words.
    await expect(answers.first()).toContainText(c.answer);
    await expect(answers.first()).toContainText(c.note);

    /** The answer's source opened in the viewer: the cited sentence is what is marked. */
    const showCitedSentence = async (mode: 'light' | 'dark') => {
      // The source of the answer's sentence that says it (the answer quotes several sentences).
      const said = await answers.first().innerText();
      const n = /\[(\d+)\]/.exec(said.slice(said.indexOf(c.answer)))?.[1] ?? '1';
      await answers
        .first()
        .getByRole('button', { name: c.source(n), exact: true })
        .click();
      const panel = page.getByTestId('citation-panel');
      await expect(panel).toContainText(c.tender.name);
      // The citation quotes the answering sentence.
      await expect(panel.locator('blockquote')).toContainText(c.answer);
      await page.getByRole('button', { name: c.openDocument }).click();
      const mark = page.getByTestId('fact-quote');
      await expect(mark).toBeVisible({ timeout: 30_000 });
      await expect(mark).toContainText(c.answer);
      // The sentence itself, not its passage: one sentence's worth of text.
      expect((await mark.innerText()).length).toBeLessThan(400);
      await mark.scrollIntoViewIfNeeded();
      await shot(page, `grounded-chat-highlight-${lang}-${mode}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await shot(page, `grounded-chat-answer-${lang}-light`);
    await showCitedSentence('light');
    // The same in the dark colour mode.
    await page.getByTestId('color-mode-switch').click();
    await page.getByRole('menuitem', { name: c.dark }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await shot(page, `grounded-chat-answer-${lang}-dark`);
    await showCitedSentence('dark');

    await expect(input).toBeEnabled({ timeout: 60_000 });
    await input.fill(c.unanswered);
    await input.press('Enter');
    await expect(answers).toHaveCount(2, { timeout: 60_000 });
    await expect(answers.nth(1)).toContainText(c.notSaid);
    await expect(answers.nth(1).getByRole('button', { name: c.openSource })).toHaveCount(0);
    await shot(page, `grounded-chat-${lang}-dark`);

    if (c.fact) {
      await expect(input).toBeEnabled({ timeout: 60_000 });
      await input.fill(c.fact.question);
      await input.press('Enter');
      await expect(answers).toHaveCount(3, { timeout: 60_000 });
      await expect(answers.nth(2)).toContainText(c.fact.answer);
      await expect(answers.nth(2)).toContainText(c.fact.note);
      await answers
        .nth(2)
        .getByRole('button', { name: c.source('1'), exact: true })
        .click();
      await expect(page.getByTestId('citation-panel')).toContainText(c.tender.name);
      await shot(page, `grounded-chat-fact-${lang}-dark`);
    }
  });
}
