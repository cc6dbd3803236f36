/**
 * One requirement, one verdict (issue 19, bid-writer review): a requirement the checklist lists and
 * a section answers is met in both or open in both — the section's evidence decides.
 */
import { describe, expect, it } from 'vitest';
import type { Draft } from '../../model/draft';
import type { CompanyFactSheet } from '../../model/factSheet';
import { generatedDraft } from './draftChecklistWorld';

const citation = (quote: string) => ({
  chunkId: 'kd1-0',
  documentId: 'kd1',
  documentName: 'Profile.pdf',
  page: 1,
  quote,
});

/** Two reference projects, neither of them the kind of work the requirement asks for. */
const references = (a: string, b: string): Partial<CompanyFactSheet> => ({
  referenceProjects: [
    { title: a, client: null, year: 2024, value: null, citation: citation(a) },
    { title: b, client: null, year: 2023, value: null, citation: citation(b) },
  ] as never,
});

/** Each checklist row next to the section requirement with the same words. */
function verdicts(draft: Draft, words: RegExp) {
  const row = draft.checklist.find((c) => words.test(c.requirement));
  const planned = draft.content
    .flatMap((s) => s.requirements ?? [])
    .find((q) => words.test(q.text));
  return { checklist: row?.status, section: planned?.status };
}

describe('the checklist and the section give one verdict', () => {
  it('in Dutch: two comparable contracts not shown in the section are not met in the checklist', async () => {
    const draft = await generatedDraft({
      language: 'nl',
      criterion: 'Geschiktheid',
      tender: [
        'Aanbestedingsleidraad onderhoud sluizen provincie Drenthe',
        'Gunningscriteria: Geschiktheid 100%.',
        '2 Geschiktheid',
        'De inschrijver moet ten minste twee vergelijkbare opdrachten voor het onderhoud van een sluis hebben uitgevoerd.',
      ],
      kbPages: [
        'Wij leverden schoolmeubilair aan twee gemeenten. Wij bouwden een fietsenstalling.',
      ],
      sheet: references('Schoolmeubilair gemeente Assen', 'Fietsenstalling station Emmen'),
    });
    const v = verdicts(draft, /vergelijkbare opdrachten/);
    expect(v.section).toBe('gap');
    expect(v.checklist).toBe('open');
  });

  it('in English: two comparable contracts not shown in the section are not met in the checklist', async () => {
    const draft = await generatedDraft({
      language: 'en',
      criterion: 'Qualification',
      tender: [
        'Request for tender: maintenance of canal locks for the waterways authority',
        'Award criteria: Qualification 100%.',
        '2 Qualification',
        'The tenderer must have completed at least two comparable contracts for the maintenance of a canal lock.',
      ],
      kbPages: ['We supplied school furniture to two councils. We built a bicycle shelter.'],
      sheet: references('School furniture for Cork council', 'Bicycle shelter at Galway station'),
    });
    const v = verdicts(draft, /comparable contracts/);
    expect(v.section).toBe('gap');
    expect(v.checklist).toBe('open');
  });

  it.each([
    [
      'en',
      'Qualification',
      [
        'Request for tender: gas boiler servicing for the housing authority',
        'Award criteria: Qualification 100%.',
        '2 Qualification',
        'The tenderer must be registered with the national register of gas installers for domestic boiler servicing.',
      ],
      'Our engineers are registered with the national register of gas installers for domestic boiler servicing, registration number GI-4471.',
      /register of gas installers/,
    ],
    [
      'nl',
      'Geschiktheid',
      [
        'Aanbestedingsleidraad onderhoud cv-ketels woningcorporatie Deventer',
        'Gunningscriteria: Geschiktheid 100%.',
        '2 Geschiktheid',
        'Uitsluitingsgronden: de inschrijver moet ingeschreven zijn in het landelijk register van installateurs voor onderhoud van cv-ketels.',
      ],
      'Onze monteurs zijn geregistreerd in het landelijk register van installateurs voor onderhoud van cv-ketels, registratienummer GI-4471.',
      /register van installateurs/,
    ],
  ] as const)(
    '(%s) a registration the section shows from the company’s documents is met in the checklist',
    async (language, criterion, tender, kb, words) => {
      const draft = await generatedDraft({ language, criterion, tender, kbPages: [kb] });
      const v = verdicts(draft, words);
      expect(v.section).toBe('covered');
      expect(v.checklist).toBe('met');
      const row = draft.checklist.find((c) => words.test(c.requirement))!;
      expect(row.evidence).toContain('GI-4471');
      expect(row.citationIds.length).toBeGreaterThan(0);
    },
  );
});
