/**
 * A note to check before submitting (issue 19): a certificate the company's documents name without
 * its validity, written '[To check: …]' / '[Te controleren: …]' and marked like a gap. Highlighted
 * in the section, counted under its heading, listed under the checklist as a way to its text, and
 * marked or left out of the Word export with the gaps. A requirement whose only evidence is such a
 * note is 'toCheck': not counted as covered, shown so in the plan. Read from the requirements'
 * record (status and `checks`), never from the body. Wording written for these tests.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { refs } from '@tender/core';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Draft } from '@tender/core';
import { CID, PID, TIMEOUT, doneProgress, renderDraftPanel, sampleDraft } from './testWorld';
import { sectionBlocks } from './export/sectionBlocks';
import { checkCount } from './export/ExportDocxButton';

const NOTE_NL =
  '[Te controleren: onze stukken noemen het certificaat ISO 14001, afgegeven door Certivo Ltd, maar niet tot wanneer het geldig is.]';

const NOTE_EN =
  '[To check: our documents name the ISO 27001 certificate, issued by Kestrel Assurance, but not until when it is valid.]';

function draftWithNote(): Draft {
  const base = sampleDraft();
  return sampleDraft({
    planBasis: 'headings',
    completeness: { state: 'complete' },
    content: [
      {
        ...base.content[0]!,
        heading: 'Milieu',
        weight: null,
        targetWords: 300,
        body:
          '<p>Wij voldoen aan ‘Wij scheiden afval’: Wij scheiden ons bouwafval in zeven stromen. <cite data-citation="c1">[1]</cite></p>' +
          `<p><mark>${NOTE_NL}</mark> <cite data-citation="c1">[1]</cite></p>`,
        requirements: [
          {
            id: 'q1',
            text: 'M1. De inschrijver is gecertificeerd volgens ISO 14001.',
            documentName: 'Leidraad.pdf',
            page: 4,
            status: 'covered',
            checks: [NOTE_NL],
            citationIds: ['c1'],
            translate: false,
          },
        ],
      },
    ],
  } as Partial<Draft>);
}

/**
 * A section of three requirements: one covered, one whose only evidence is the note (to check),
 * one a gap.
 */
function draftToCheckOnly(note: string): Draft {
  const base = sampleDraft();
  return sampleDraft({
    planBasis: 'criteria',
    completeness: { state: 'incomplete', reason: 'gaps', gaps: 1, emptySections: [] },
    content: [
      {
        ...base.content[0]!,
        heading: 'Security',
        weight: 30,
        targetWords: 400,
        body:
          '<p>We meet “S1”: Our staff are screened before they start. <cite data-citation="c1">[1]</cite></p>' +
          `<p><mark>${note}</mark> <cite data-citation="c1">[1]</cite></p>` +
          '<p><mark>[To write: how we meet “S3”]</mark></p>',
        // As draftWriteLocal.sectionRecord stores it: the to-do list holds the gap and the
        // requirement to check alike.
        assessment: {
          covered: ['S1. Staff are screened.'],
          missing: ['S2. The supplier holds ISO 27001.', 'S3. Data stays in the EU.'],
        },
        requirements: [
          ['q1', 'S1. Staff are screened.', 'covered'],
          ['q2', 'S2. The supplier holds ISO 27001.', 'toCheck'],
          ['q3', 'S3. Data stays in the EU.', 'gap'],
        ].map(([id, text, status]) => ({
          id: id!,
          text: text!,
          documentName: 'Tender.pdf',
          page: 3,
          status: status as 'covered' | 'toCheck' | 'gap',
          ...(status === 'toCheck' ? { checks: [note] } : {}),
          citationIds: status === 'gap' ? [] : ['c1'],
          translate: false,
        })),
      },
    ],
  } as Partial<Draft>);
}

const done = doneProgress;

describe('a note to check is shown as something to do before submitting', () => {
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('is highlighted, counted under the heading and listed as a way to its text (English UI)', async () => {
    const { report, writeDraft } = await renderDraftPanel();
    await writeDraft('d1', draftWithNote());
    await report(done('d1'));
    const section = await screen.findByRole('article', { name: 'Milieu' }, TIMEOUT);
    const mark = section.querySelector('mark')!;
    expect(mark).toHaveTextContent(NOTE_NL);
    expect(within(section).getByTestId('section-coverage')).toHaveTextContent(
      /^1 of 1 requirement covered, \d+ of ~300 words, 1 to check$/,
    );
    const checks = screen.getByTestId('draft-checks');
    expect(checks).toHaveTextContent('To check before submitting (1)');
    expect(checks).toHaveTextContent(NOTE_NL);
    expect(screen.queryByTestId('draft-gaps')).toBeNull();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    await userEvent.click(
      within(checks).getByRole('button', { name: `${NOTE_NL} (Milieu): go to it in the draft` }),
    );
    expect(scrolled).toEqual([mark]);
  });

  it('says so in Dutch too, and offers the export without it', async () => {
    const { report, writeDraft } = await renderDraftPanel({ locale: 'nl' });
    await writeDraft('d1', draftWithNote());
    await report(done('d1'));
    const section = await screen.findByRole('article', { name: 'Milieu' }, TIMEOUT);
    expect(within(section).getByTestId('section-coverage')).toHaveTextContent(
      /, 1 te controleren$/,
    );
    expect(screen.getByTestId('draft-checks')).toHaveTextContent(
      'Te controleren vóór indienen (1)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opties voor de Word-export' }));
    const menu = await screen.findByTestId('export-gaps');
    expect(menu).toHaveTextContent('1 notitie te controleren');
    expect(
      within(menu).getByRole('menuitem', { name: 'Exporteren zonder de gaten en notities' }),
    ).toBeVisible();
  });
});

describe('a requirement whose only evidence is a note to check is not covered', () => {
  it.each([
    {
      locale: 'en',
      note: NOTE_EN,
      coverage: /^1 of 3 requirements covered, \d+ of ~400 words, 1 to check$/,
      checks: `To check before submitting (1)${NOTE_EN}Security`,
      plan: 'Plan of the draft',
      status: 'To check',
      missingHeading: 'To do: evidence missing',
      toCheckHeading: 'To check: evidence to verify before submitting',
    },
    {
      locale: 'nl',
      note: NOTE_NL,
      coverage: /^1 van 3 eisen gedekt, \d+ van ~400 woorden, 1 te controleren$/,
      checks: `Te controleren vóór indienen (1)${NOTE_NL}Security`,
      plan: 'Plan van het concept',
      status: 'Te controleren',
      missingHeading: 'Te doen: bewijs ontbreekt',
      toCheckHeading: 'Na te kijken: bewijs om vóór het indienen te controleren',
    },
  ] as const)(
    '$locale: counted to check, not covered; listed to check, not to write; so in the plan',
    async ({ locale, note, coverage, checks, plan, status, missingHeading, toCheckHeading }) => {
      const { report, writeDraft } = await renderDraftPanel({ locale });
      await writeDraft('d1', draftToCheckOnly(note));
      await report(done('d1'));
      const section = await screen.findByRole('article', { name: 'Security' }, TIMEOUT);
      expect(within(section).getByTestId('section-coverage')).toHaveTextContent(coverage);
      expect(screen.getByTestId('draft-checks')).toHaveTextContent(checks);
      // Only the gap is still to write; the requirement to check is not listed there.
      expect(screen.getByTestId('draft-gaps')).toHaveTextContent('(1)');
      expect(screen.getByTestId('draft-gaps')).not.toHaveTextContent('ISO 27001');
      // The section's self-assessment lists it to check, not as evidence missing.
      const assessment = within(section).getByTestId('section-assessment');
      const toCheck = within(assessment).getByTestId('section-assessment-to-check');
      expect(within(assessment).getByRole('heading', { name: toCheckHeading })).toBeVisible();
      expect(toCheck).toHaveTextContent('S2. The supplier holds ISO 27001.');
      expect(toCheck).not.toHaveTextContent('S3.');
      const missing = within(assessment).getByRole('heading', {
        name: missingHeading,
      }).nextElementSibling!;
      expect(missing).toHaveTextContent('S3. Data stays in the EU.');
      expect(missing).not.toHaveTextContent('ISO 27001');
      await userEvent.click(screen.getByTestId('draft-plan-open'));
      const dialog = await screen.findByRole('dialog', { name: plan });
      const item = within(dialog).getByText('S2. The supplier holds ISO 27001.').closest('li')!;
      expect(item).toHaveTextContent(status);
      expect(item).toHaveTextContent(note);
      expect(checkCount(draftToCheckOnly(note))).toBe(1);
    },
  );
});

describe('the editor keeps a note to check highlighted', () => {
  it('holds it as a marked highlight, and a save of an edit elsewhere keeps the mark', async () => {
    const { backend, writeDraft } = await renderDraftPanel({ editor: true });
    await writeDraft('d1', draftWithNote());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Milieu' }, TIMEOUT));
    const box = await screen.findByRole('textbox', { name: 'Text of Milieu' }, TIMEOUT);
    expect(box.querySelector('mark')).toHaveTextContent(NOTE_NL);
    const editor = (box as unknown as { editor: Editor }).editor;
    editor.commands.setContent(
      draftWithNote().content[0]!.body.replace('<p>Wij voldoen', '<p>Kort: Wij voldoen'),
      { emitUpdate: true },
    );
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes'),
    );
    await waitFor(
      () => expect(screen.getByTestId('save-status')).toHaveTextContent('All changes saved'),
      TIMEOUT,
    );
    const saved = (await backend.state.docs.getDoc(refs.draft(CID, PID, 'd1'))).data as Draft;
    expect(saved.content[0]!.body).toContain(`<mark>${NOTE_NL}</mark>`);
    expect(saved.content[0]!.body).toMatch(/^<p>Kort: Wij voldoen/);
  });
});

describe('the Word export of a note to check', () => {
  const body = draftWithNote().content[0]!.body;
  it('marks it, or leaves it out with its footnote mark and no empty paragraph', () => {
    const marked = sectionBlocks(body, { gaps: 'mark' });
    expect(marked).toHaveLength(2);
    const runs = marked[1]!.kind === 'paragraph' ? marked[1]!.runs : [];
    expect(runs[0]).toMatchObject({ kind: 'text', text: NOTE_NL, gap: true });
    expect(runs.at(-1)).toMatchObject({ kind: 'citation', id: 'c1' });
    const omitted = sectionBlocks(body, { gaps: 'omit' });
    expect(omitted).toHaveLength(1);
    expect(JSON.stringify(omitted)).not.toContain('Te controleren');
    expect(checkCount(draftWithNote())).toBe(1);
  });
});
