/**
 * A section without requirements (the management summary, or the one general section of a tender
 * without criteria) and without company evidence is a visible gap to write, as a requirement
 * without evidence is (issue 19 item 3), not the local model's "no passage addresses this" line.
 */
import { describe, expect, it } from 'vitest';
import { LocalModel } from '../../ai/localModel';
import { CitationRegistry, type EvidencePassage } from './draftEvidence';
import type { PlannedSection } from './draftPlan';
import { type SectionContext, writeSection } from './draftWriteSection';

const summary = (heading: string): PlannedSection => ({
  id: 's0',
  kind: 'summary',
  heading,
  criterionId: null,
  weight: null,
  targetWords: 250,
});

const context = (language: 'en' | 'nl'): SectionContext => ({
  language,
  companyName: 'Heuvelrand Installaties',
  writingStyle: '',
  focusAreas: '',
  notes: '',
  profile: '',
  citations: new CitationRegistry(),
});

const passage = (
  id: string,
  text: string,
  source: 'tender' | 'knowledgeBase',
): EvidencePassage => ({
  id,
  text,
  origin: { source, documentId: id, documentName: `${id}.pdf`, knowledgeBaseId: null, page: 2 },
});

const TENDER_EN = passage(
  't1',
  'Bidders shall open their response with a management summary of no more than one page.',
  'tender',
);
const TENDER_NL = passage(
  't1',
  'De inschrijver begint zijn inschrijving met een managementsamenvatting van ten hoogste één pagina.',
  'tender',
);

describe('a section with nothing to write it from', () => {
  it('English: the summary without company evidence is a marked gap, listed to do', async () => {
    const section = await writeSection(
      new LocalModel(),
      { section: summary('Management summary'), tender: [TENDER_EN], company: [] },
      context('en'),
    );
    expect(section.body).toBe('<p><mark>[To write: Management summary]</mark></p>');
    expect(section.body).not.toContain('No passage');
    expect(section.citationIds).toEqual([]);
    expect(section.assessment.missing).toContain('Management summary');
  });

  it('Dutch: the same, in Dutch', async () => {
    const section = await writeSection(
      new LocalModel(),
      { section: summary('Managementsamenvatting'), tender: [TENDER_NL], company: [] },
      context('nl'),
    );
    expect(section.body).toBe('<p><mark>[Nog te schrijven: Managementsamenvatting]</mark></p>');
    expect(section.body).not.toContain('Geen passage');
  });

  it('company passages that say nothing on it leave the gap too; passages that do are written, cited', async () => {
    const unrelated = passage(
      'k1',
      'Our canteen serves a vegetarian lunch on Thursdays and the car park closes at seven.',
      'knowledgeBase',
    );
    const empty = await writeSection(
      new LocalModel(),
      { section: summary('Management summary'), tender: [TENDER_EN], company: [unrelated] },
      context('en'),
    );
    expect(empty.body).toContain('<mark>[To write: Management summary]</mark>');

    const related = passage(
      'k2',
      'In summary, Heuvelrand Installaties has maintained the heating and ventilation of 42 schools since 2015, with a response time of four hours.',
      'knowledgeBase',
    );
    const written = await writeSection(
      new LocalModel(),
      { section: summary('Management summary'), tender: [TENDER_EN], company: [related] },
      context('en'),
    );
    expect(written.body).toContain('42 schools');
    expect(written.body).toContain('data-citation');
    expect(written.body).not.toContain('<mark>');
  });
});
