/**
 * Notes to check before submitting (issue 19, review of the 'toCheck' status): read from the
 * requirements' record while their text is still marked, from the body on drafts saved before the
 * record held them; counted against completeness; never the evidence of a met checklist item.
 * Wording written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type {
  DraftChecklistItem,
  DraftCitation,
  DraftRequirement,
  DraftSection,
} from '../../model/draft';
import { sectionCheckNotes } from './draftCheckNotes';
import { withSectionVerdicts } from './draftChecklistVerdicts';
import { completenessOf } from './draftStore';

const NOTE_EN =
  '[To check: the brochure names the ISO 9001 certificate of Alder & Co, not its end date.]';
const NOTE_NL =
  '[Te controleren: de folder noemt het VCA-certificaat van Berkhout & Zn, niet tot wanneer het geldig is.]';
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function requirement(over: Partial<DraftRequirement>): DraftRequirement {
  return {
    id: 'q1',
    text: 'R1. The supplier holds a quality certificate.',
    documentName: 'Tender.pdf',
    page: 2,
    status: 'covered',
    citationIds: ['c1'],
    translate: false,
    ...over,
  };
}

function section(body: string, requirements?: DraftRequirement[]): DraftSection {
  return {
    id: 's1',
    heading: 'Quality',
    body,
    criterionId: null,
    weight: null,
    targetWords: 200,
    citationIds: ['c1'],
    assessment: { covered: [], missing: [] },
    ...(requirements ? { requirements } : {}),
  };
}

const marked = (note: string) =>
  `<p><mark>${escaped(note)}</mark> <cite data-citation="c1">[1]</cite></p>`;

describe('the notes a section still shows', () => {
  it.each([
    ['en', NOTE_EN],
    ['nl', NOTE_NL],
  ])('reads the body of a draft saved before requirements held notes (%s)', (_, note) => {
    const old = section(`<p>We hold it. <cite data-citation="c1">[1]</cite></p>${marked(note)}`, [
      requirement({ status: 'covered' }),
    ]);
    expect(sectionCheckNotes(old).map((c) => c.note)).toEqual([note]);
    // Without any requirements too (drafts written before issue 19's plan).
    expect(sectionCheckNotes(section(marked(note))).map((c) => c.note)).toEqual([note]);
  });

  it.each([
    ['en', NOTE_EN],
    ['nl', NOTE_NL],
  ])('keeps a recorded note only while its text is still marked (%s)', (_, note) => {
    const q = requirement({ status: 'toCheck', checks: [note] });
    expect(sectionCheckNotes(section(marked(note), [q])).map((c) => c.note)).toEqual([note]);
    // The writer deleted the note in the editor: the requirement still records it.
    const edited = section('<p>We checked it: valid until 2028.</p>', [q]);
    expect(sectionCheckNotes(edited)).toEqual([]);
    // Recorded notes are not read from the body again: a record with `checks` decides.
    const other = section(marked(note), [requirement({ checks: [] })]);
    expect(sectionCheckNotes(other)).toEqual([]);
  });
});

describe('a draft whose only open items are notes to check', () => {
  it.each([
    ['en', NOTE_EN],
    ['nl', NOTE_NL],
  ])('is not complete (%s)', (_, note) => {
    const q = requirement({ status: 'toCheck', checks: [note] });
    const c = completenessOf([section(marked(note), [q])], false);
    expect(c).toMatchObject({ state: 'incomplete', reason: 'gaps', gaps: 0, checks: 1 });
    const done = completenessOf([section('<p>Checked.</p>', [q])], false);
    expect(done).toMatchObject({ state: 'complete', checks: 0 });
  });
});

describe('a covered requirement that also carries a note to check', () => {
  const citations: DraftCitation[] = [
    {
      id: 'c1',
      source: 'knowledgeBase',
      documentId: 'k1',
      documentName: 'Brochure.pdf',
      knowledgeBaseId: 'kb1',
      page: 1,
      quote: 'Our ISO 9001 certificate is issued by Alder & Co.',
    },
  ];
  const item: DraftChecklistItem = {
    id: 'k1',
    requirement: 'R1. The supplier holds a quality certificate.',
    status: 'open',
    kind: 'knockout',
    evidence: null,
    citationIds: [],
  };

  it.each([
    ['en', NOTE_EN, 'R1. The supplier holds a quality certificate.'],
    ['nl', NOTE_NL, 'E1. De inschrijver heeft een VCA-certificaat.'],
  ])('does not make a knock-out item met (%s)', (_, note, text) => {
    const row = { ...item, requirement: text };
    const unsure = section(marked(note), [requirement({ text, checks: [note] })]);
    const [verdict] = withSectionVerdicts([row], [unsure], citations);
    expect(verdict).toMatchObject({ status: 'open', evidence: null, citationIds: [] });
    const sure = section('<p>Held.</p>', [requirement({ text })]);
    expect(withSectionVerdicts([row], [sure], citations)[0]!.status).toBe('met');
  });
});
