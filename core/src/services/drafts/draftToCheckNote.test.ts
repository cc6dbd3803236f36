/**
 * A certificate the company's documents name without its validity is a note for the writer to
 * check (issue 19, items 3 and 6): marked like a gap (`<mark>`), a paragraph of its own, never a
 * claim after 'We meet …', and recorded on its requirement (`checks`): a requirement whose only
 * evidence is such a note is 'toCheck', not covered (the section's header, the plan, the checklist,
 * the Word export and the coverage bench read that record). Wording written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Certificate } from '../../model/factSheet';
import { CitationRegistry, factPassages } from './draftEvidence';
import { isToCheckNote, wordCount } from './draftHtml';
import { withSectionVerdicts } from './draftChecklistVerdicts';
import { factSheetOf } from './draftTestWorld';
import { composeSection } from './draftWriteLocal';
import { writeRequirementsWithModel } from './draftWriteModel';
import { scriptedCloudModel } from './scriptedModel';

const undated = (name: string, issuer: string): Certificate => ({
  scheme: 'ISO 14001',
  name,
  level: null,
  issuer,
  number: 'EM-4471',
  issuedOn: null,
  expiresOn: null,
  citation: {
    chunkId: 'c1',
    documentId: 'd1',
    documentName: 'Kwaliteitsmap.pdf',
    page: 1,
    quote: `${name}, certificate EM-4471, ${issuer}`,
  },
});

const sheet = (cert: Certificate) =>
  factSheetOf({ certificates: [cert], schemes: ['ISO 14001'], chunkCount: 1 });

function section(language: 'en' | 'nl', requirement: string, extra: string[] = []) {
  const facts = factPassages(
    [{ knowledgeBaseId: 'kb1', sheet: sheet(undated('ISO 14001', 'Certivo Ltd')) }],
    language,
    '2026-11-25',
  );
  const other = extra.map((text, k) => ({
    id: `k${k}`,
    text,
    origin: {
      source: 'knowledgeBase' as const,
      documentId: `e${k}`,
      documentName: `Milieubeleid ${k}.pdf`,
      knowledgeBaseId: 'kb1',
      page: 1,
    },
    evidence: 0.9,
    sentences: [text],
  }));
  return composeSection(
    {
      id: 's1',
      kind: 'criterion',
      heading: 'Milieu',
      criterionId: null,
      weight: null,
      targetWords: 200,
    },
    [
      {
        requirement: { id: 'r1', text: requirement, documentName: null, page: null },
        passages: [...facts.map((f) => ({ ...f, evidence: 1, sentences: [f.text] })), ...other],
      },
    ],
    language,
    new CitationRegistry(),
  );
}

describe('a to-check note is a marked item, not a claim (issue 19)', () => {
  it('English: a marked paragraph of its own with its citation, no "We meet" before it', () => {
    const s = section('en', 'The supplier holds ISO 14001 or equivalent.');
    expect(s.body).toContain(
      '<p><mark>[To check: our documents name the ISO 14001 certificate, issued by Certivo Ltd, but not until when it is valid.]</mark> <cite data-citation="c1">[1]</cite></p>',
    );
    expect(s.body).not.toMatch(/meet[^<]*<mark>/);
    expect(s.body).not.toContain('EM-4471');
    // The note is all the evidence: the requirement is to check, not covered; it keeps the note's
    // citation, and the note is on its record for the header, the checklist and the export.
    expect(s.requirements?.[0]).toMatchObject({
      status: 'toCheck',
      citationIds: ['c1'],
      checks: [
        '[To check: our documents name the ISO 14001 certificate, issued by Certivo Ltd, but not until when it is valid.]',
      ],
    });
    // The self-assessment lists it among the things to do, not as covered.
    expect(s.assessment.covered).toEqual([]);
    expect(s.assessment.missing).toContain('The supplier holds ISO 14001 or equivalent.');
    // The note is not written text.
    expect(wordCount(s.body)).toBe(wordCount(s.body.replace(/<mark>[\s\S]*?<\/mark>/, '')));
  });

  it('Dutch: the note in the tender’s language, after the company’s own sentence', () => {
    const s = section('nl', 'De inschrijver is gecertificeerd volgens ISO 14001.', [
      'Wij scheiden ons bouwafval op de bouwplaats in zeven stromen.',
    ]);
    // A sentence of its own evidence states how it is met: covered, with the note still to check.
    expect(s.requirements?.[0]).toMatchObject({
      status: 'covered',
      checks: [
        '[Te controleren: onze stukken noemen het certificaat ISO 14001, afgegeven door Certivo Ltd, maar niet tot wanneer het geldig is.]',
      ],
    });
    // The claim paragraph holds the company's sentence; the note follows as its own marked paragraph.
    expect(s.body).toMatch(
      /<p>[^<]*Wij scheiden ons bouwafval[^]*?<\/p><p><mark>\[Te controleren:/,
    );
  });

  it('tells a note from a gap and from ordinary marked text', () => {
    expect(isToCheckNote('[To check: our documents name …]')).toBe(true);
    expect(isToCheckNote(' [Te controleren: onze stukken …]')).toBe(true);
    expect(isToCheckNote('[To write: how we meet the planning demand]')).toBe(false);
    expect(isToCheckNote('[Nog te schrijven: hoe wij voldoen aan de planning]')).toBe(false);
  });

  it('leaves a knock-out item open, not met, when its section only has the note (en, nl)', () => {
    for (const [language, text] of [
      ['en', 'The supplier holds ISO 14001 or equivalent.'],
      ['nl', 'De inschrijver is gecertificeerd volgens ISO 14001.'],
    ] as const) {
      const s = section(language, text);
      expect(s.requirements?.[0]?.status).toBe('toCheck');
      const [item] = withSectionVerdicts(
        [{ id: 'k1', requirement: text, status: 'open', evidence: null, citationIds: [] }],
        [s],
        [],
      );
      expect(item).toMatchObject({ status: 'open', evidence: null });
    }
  });
});

describe('with a cloud model, the note is the writer’s, not the model’s (issue 19, item 4)', () => {
  it('is never given to the model, and follows its requirement marked, in English and Dutch', async () => {
    for (const [language, opening] of [
      ['en', '[To check:'],
      ['nl', '[Te controleren:'],
    ] as const) {
      const facts = factPassages(
        [{ knowledgeBaseId: 'kb1', sheet: sheet(undated('ISO 14001', 'Certivo Ltd')) }],
        language,
        '2026-11-25',
      );
      const given: string[] = [];
      const model = scriptedCloudModel((request) => {
        given.push(...(request.context ?? []).map((p) => p.text), request.prompt);
        return '';
      });
      const s = await writeRequirementsWithModel(
        model,
        {
          id: 's1',
          kind: 'criterion',
          heading: 'Milieu',
          criterionId: null,
          weight: null,
          targetWords: 200,
        },
        [
          {
            requirement: {
              id: 'r1',
              text: 'ISO 14001 or equivalent',
              documentName: null,
              page: null,
            },
            passages: facts.map((f) => ({ ...f, evidence: 1, sentences: [f.text] })),
          },
        ],
        {
          language,
          companyName: 'Heuvelrand',
          writingStyle: '',
          focusAreas: '',
          notes: '',
          profile: '',
          citations: new CitationRegistry(),
        },
      );
      expect(given.join(' ')).not.toContain(opening);
      // No sentence of the model's: the note is all it has, to check (as offline).
      expect(s.requirements?.[0]?.status).toBe('toCheck');
      expect(s.requirements?.[0]?.checks).toHaveLength(1);
      expect(s.requirements?.[0]?.checks?.[0]).toMatch(new RegExp(`^\\${opening}`));
      expect(s.body).toMatch(
        /<p><mark>\[[^\]]+\]<\/mark> <cite data-citation="c1">\[1\]<\/cite><\/p>/,
      );
      expect(s.body).not.toContain(language === 'en' ? '[To write:' : '[Nog te schrijven:');
    }
  });
});
