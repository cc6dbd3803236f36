/**
 * The project screen's "what changed" (issue 17 item 5) on the demo backend: a later document
 * moved the submission deadline; the notice says from what to what, with document and page, in
 * the reader's language, and "Use the new deadline" writes it into the project.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type DeadlineFact,
  type Locale,
  type ProjectDocument,
  Timestamp,
  emptyTenderFacts,
  newProject,
  refs,
} from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { renderApp } from '../../../test/renderApp';

const COMPANY = 'van-dijk-bouw';
const TIMEOUT = { timeout: 50_000 };
const MIN = 60_000;

const submission = (date: string, page: number): DeadlineFact => ({
  value: { kind: 'submission', date, label: 'Deadline indienen offerte' },
  page,
  quote: `Deadline indienen offerte ${date}`,
  status: 'sure',
});

function processed(name: string, created: number, deadlines: DeadlineFact[]): ProjectDocument {
  return {
    name,
    size: 1000,
    contentType: 'application/pdf',
    storagePath: `companies/${COMPANY}/projects/p1/documents/${name}/file.pdf`,
    role: 'annex',
    status: 'processed',
    text: null,
    summary: null,
    error: null,
    uploadedBy: 'u-admin-vandijk',
    createdAt: Timestamp.fromMillis(created),
    processedAt: Timestamp.fromMillis(created + MIN),
    facts: { ...emptyTenderFacts(), deadlines },
    documentKind: null,
    statedDate: null,
  };
}

async function projectWithRevisedSchedule() {
  const { backend } = await makeDemo();
  const start = Date.UTC(2026, 2, 1, 9);
  await backend.state.docs.setDoc(refs.project(COMPANY, 'p1'), {
    ...newProject(
      { name: 'Softwarecatalogus', description: '', type: 'empty', tenderId: null },
      'u-admin-vandijk',
    ),
    submissionDeadline: Timestamp.fromMillis(Date.UTC(2024, 10, 28, 11)),
  });
  await backend.state.docs.setDoc(
    refs.projectDocument(COMPANY, 'p1', 'guide'),
    processed('guide.docx', start, [submission('2024-11-28T12:00', 4)]),
  );
  await backend.state.docs.setDoc(
    refs.projectDocument(COMPANY, 'p1', 'planning'),
    processed('nieuwe-planning.docx', start + 10 * MIN, [
      submission('2024-11-28T12:00', 1),
      submission('2024-12-02T12:00', 1),
    ]),
  );
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  return backend;
}

const TEXT: Record<Locale, { moved: string; use: string; upToDate: string; path: string }> = {
  en: {
    moved:
      'Submission deadline moved from 28 Nov 2024, 12:00 to 2 Dec 2024, 12:00 (nieuwe-planning.docx, page 1)',
    use: 'Use the new deadline',
    upToDate: 'The project’s submission deadline is up to date',
    path: '/dashboard/projects/p1',
  },
  nl: {
    moved:
      'Uiterste inschrijfdatum verschoven van 28 nov 2024, 12:00 naar 2 dec 2024, 12:00 (nieuwe-planning.docx, pagina 1)',
    use: 'Nieuwe termijn gebruiken',
    upToDate: 'De uiterste inschrijfdatum van het project is bijgewerkt',
    path: '/nl/dashboard/projects/p1',
  },
};

describe('FactChangesNotice', () => {
  for (const locale of ['en', 'nl'] as const) {
    it(`says what moved and takes the new deadline into the project (${locale})`, async () => {
      const backend = await projectWithRevisedSchedule();
      const t = TEXT[locale];
      await renderApp(t.path, { backend, locale });
      const notice = await screen.findByTestId('fact-changes', undefined, TIMEOUT);
      const change = within(notice).getByTestId('fact-change');
      // Node's ICU may or may not put a comma between date and time in Dutch.
      expect(change.textContent?.replace(/(\d{4}),? (\d{2}:)/g, '$1, $2')).toContain(t.moved);
      await userEvent.click(within(change).getByRole('button', { name: /2 (Dec|dec) 2024/ }));
      expect(await within(notice).findByText(t.upToDate, undefined, TIMEOUT)).toBeVisible();
      const saved = (await backend.state.docs.getDoc(refs.project(COMPANY, 'p1'))).data;
      expect(saved?.submissionDeadline?.toMillis()).toBe(Date.UTC(2024, 11, 2, 11));
      expect(within(notice).queryByRole('button', { name: t.use })).not.toBeInTheDocument();
    }, 120_000);
  }
});

/** The same two documents, their dates a given number of years from now (negative: past). */
async function projectMovedTo(years: number) {
  const backend = await projectWithRevisedSchedule();
  const y = new Date().getFullYear() + years;
  const start = Date.UTC(2026, 2, 1, 9);
  await backend.state.docs.setDoc(
    refs.projectDocument(COMPANY, 'p1', 'guide'),
    processed('guide.docx', start, [
      submission(`${y}-03-10T12:00`, 4),
      {
        ...submission(`${y}-02-20T10:00`, 4),
        value: { kind: 'award', date: `${y}-02-20T10:00`, label: 'Gunning' },
      },
    ]),
  );
  // The revision moves both: one warning for the document, naming both dates.
  await backend.state.docs.setDoc(
    refs.projectDocument(COMPANY, 'p1', 'planning'),
    processed('nieuwe-planning.docx', start + 10 * MIN, [
      submission(`${y}-03-17T12:00`, 1),
      {
        ...submission(`${y}-02-27T10:00`, 1),
        value: { kind: 'award', date: `${y}-02-27T10:00`, label: 'Gunning' },
      },
    ]),
  );
  return backend;
}

const PASSED: Record<Locale, RegExp> = {
  en: /^(17 Mar|27 Feb) \d{4}, \d\d:00 and (17 Mar|27 Feb) \d{4}, \d\d:00 have already passed: check that nieuwe-planning\.docx belongs to this tender/,
  nl: /^(17 mrt|27 feb) \d{4},? \d\d:00 en (17 mrt|27 feb) \d{4},? \d\d:00 zijn al voorbij: controleer of nieuwe-planning\.docx bij deze aanbesteding hoort/,
};

describe('FactChangesNotice, a deadline moved to a date already passed', () => {
  for (const locale of ['en', 'nl'] as const) {
    it(`says the new date has passed and offers it only as a secondary step (${locale})`, async () => {
      const backend = await projectMovedTo(-2);
      await renderApp(TEXT[locale].path, { backend, locale });
      const notice = await screen.findByTestId('fact-changes', undefined, TIMEOUT);
      expect(within(notice).getAllByTestId('fact-change')).toHaveLength(2);
      expect(within(notice).getByTestId('fact-change-passed')).toHaveTextContent(PASSED[locale]);
      const change = within(notice)
        .getAllByTestId('fact-change')
        .find((c) => within(c).queryByText(TEXT[locale].use))!;
      // Its accessible name is "Use <date> as the project's submission deadline".
      const use = within(change).getByText(TEXT[locale].use).closest('button');
      expect(use).toHaveClass('MuiButton-outlined');
    }, 120_000);
  }

  it('says nothing of it when the new date is still to come', async () => {
    const backend = await projectMovedTo(2);
    await renderApp(TEXT.en.path, { backend, locale: 'en' });
    const notice = await screen.findByTestId('fact-changes', undefined, TIMEOUT);
    expect(within(notice).queryByTestId('fact-change-passed')).not.toBeInTheDocument();
    expect(within(notice).getAllByTestId('fact-change')).toHaveLength(2);
    expect(within(notice).getByText(TEXT.en.use).closest('button')).toHaveClass(
      'MuiButton-contained',
    );
  }, 120_000);
});
