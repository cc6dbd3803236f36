/**
 * Notes to check that the requirements' record and the text disagree on (issue 19, review): a
 * draft saved before the requirements recorded their notes still lists the notes its text marks,
 * and a note the writer deleted in the editor is no longer listed or counted. The header, the
 * checklist and the export count the same notes; a draft whose only open items are notes says so.
 * Wording written for these tests.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Draft, DraftRequirement } from '@tender/core';
import { TIMEOUT, doneProgress, renderDraftPanel, sampleDraft } from './testWorld';
import { checkCount, gapCount } from './export/ExportDocxButton';
import { draftChecks, draftGaps } from './gapJump';

const NOTES = {
  en: '[To check: the leaflet names the ISO 45001 certificate of Heron & Partners, not its end date.]',
  nl: '[Te controleren: de brochure noemt het ISO 45001-certificaat van Reiger & Zn, niet de einddatum.]',
} as const;
const TEXT = {
  en: {
    coverage: /^1 of 1 requirement covered, \d+ of ~300 words, 1 to check$/,
    plain: /^1 of 1 requirement covered, \d+ of ~300 words$/,
    checks: 'To check before submitting (1)',
    options: 'Word export options',
    menu: '1 note to check',
    incomplete: '1 note is still to check before submitting.',
  },
  nl: {
    coverage: /^1 van 1 eis gedekt, \d+ van ~300 woorden, 1 te controleren$/,
    plain: /^1 van 1 eis gedekt, \d+ van ~300 woorden$/,
    checks: 'Te controleren vóór indienen (1)',
    options: 'Opties voor de Word-export',
    menu: '1 notitie te controleren',
    incomplete: 'Nog 1 notitie te controleren voor het indienen.',
  },
} as const;

const escaped = (text: string) => text.replace(/&/g, '&amp;');

function draftOf(body: string, requirement: Partial<DraftRequirement>, over: Partial<Draft> = {}) {
  const base = sampleDraft();
  return sampleDraft({
    planBasis: 'headings',
    completeness: { state: 'complete', reason: null, gaps: 0, emptySections: [] },
    ...over,
    content: [
      {
        ...base.content[0]!,
        heading: 'Safety',
        weight: null,
        targetWords: 300,
        body: `<p>We train every crew each year. <cite data-citation="c1">[1]</cite></p>${body}`,
        requirements: [
          {
            id: 'q1',
            text: 'V1. The supplier works to a safety standard.',
            documentName: 'Tender.pdf',
            page: 2,
            status: 'covered',
            citationIds: ['c1'],
            translate: false,
            ...requirement,
          },
        ],
      },
    ],
  } as Partial<Draft>);
}

const marked = (note: string) =>
  `<p><mark>${escaped(note)}</mark> <cite data-citation="c1">[1]</cite></p>`;

describe.each(['en', 'nl'] as const)('notes to check (%s)', (locale) => {
  const note = NOTES[locale];
  const text = TEXT[locale];

  it('a draft saved before requirements held notes lists, counts and exports the marked ones', async () => {
    const old = draftOf(marked(note), {});
    expect(checkCount(old)).toBe(1);
    const { report, writeDraft } = await renderDraftPanel({ locale });
    await writeDraft('d1', old);
    await report(doneProgress('d1'));
    const section = await screen.findByRole('article', { name: 'Safety' }, TIMEOUT);
    expect(within(section).getByTestId('section-coverage')).toHaveTextContent(text.coverage);
    const checks = screen.getByTestId('draft-checks');
    expect(checks).toHaveTextContent(text.checks);
    expect(checks).toHaveTextContent(note);
    await userEvent.click(screen.getByRole('button', { name: text.options }));
    expect(await screen.findByTestId('export-gaps')).toHaveTextContent(text.menu);
  });

  it('a note the writer deleted is no longer listed or counted anywhere', async () => {
    const edited = draftOf('<p>Checked: valid until 2029.</p>', { checks: [note] });
    expect(checkCount(edited)).toBe(0);
    const { report, writeDraft } = await renderDraftPanel({ locale });
    await writeDraft('d1', edited);
    await report(doneProgress('d1'));
    const section = await screen.findByRole('article', { name: 'Safety' }, TIMEOUT);
    expect(within(section).getByTestId('section-coverage')).toHaveTextContent(text.plain);
    expect(screen.queryByTestId('draft-checks')).toBeNull();
  });

  it('a draft whose only open items are notes to check says it is not complete', async () => {
    const open = draftOf(
      marked(note),
      { status: 'toCheck', checks: [note] },
      {
        completeness: {
          state: 'incomplete',
          reason: 'gaps',
          gaps: 0,
          checks: 1,
          emptySections: [],
        },
      },
    );
    const { report, writeDraft } = await renderDraftPanel({ locale });
    await writeDraft('d1', open);
    await report(doneProgress('d1'));
    expect(await screen.findByTestId('draft-incomplete', {}, TIMEOUT)).toHaveTextContent(
      text.incomplete,
    );
  });
});

describe('a damaged record without sections', () => {
  it('has no gaps and no notes to list or count', () => {
    const damaged = { ...sampleDraft(), content: null } as unknown as Draft;
    expect(draftGaps(damaged)).toEqual([]);
    expect(draftChecks(damaged)).toEqual([]);
    expect(gapCount(damaged)).toBe(0);
  });
});
