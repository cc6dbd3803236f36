/**
 * The checklist's met evidence for a turnover demand (issue 19, bid-writer review): the latest
 * year's amount, written as the draft's language writes money ('EUR 14200000' read as a code).
 */
import { describe, expect, it } from 'vitest';
import type { CompanyFactSheet } from '../../model/factSheet';
import { generatedDraft } from './draftChecklistWorld';

const citation = (quote: string) => ({
  chunkId: 'kd1-0',
  documentId: 'kd1',
  documentName: 'Profile.pdf',
  page: 1,
  quote,
});
const turnover = (quote: string): Partial<CompanyFactSheet> => ({
  turnover: [
    { amount: 9_600_000, currency: 'EUR', year: 2025, citation: citation(quote) },
    { amount: 8_750_000, currency: 'EUR', year: 2024, citation: citation(quote) },
  ],
});

describe('the checklist states a turnover as the page writes money', () => {
  it('in English', async () => {
    const quote = 'Turnover: 2024 EUR 8.75 million; 2025 EUR 9.6 million.';
    const draft = await generatedDraft({
      language: 'en',
      criterion: 'Method statement',
      tender: [
        'Request for tender: grounds maintenance for the county council',
        'Award criteria: Method statement 100%.',
        'Selection criteria: the tenderer must have a minimum annual turnover of EUR 5 million.',
      ],
      kbPages: [quote],
      sheet: turnover(quote),
    });
    const item = draft.checklist.find((c) => /turnover/i.test(c.requirement))!;
    expect(item.status).toBe('met');
    expect(item.evidence).toBe('Turnover 2025: €9,600,000');
  });

  it('in Dutch', async () => {
    const quote = 'Omzet: 2024 EUR 8,75 miljoen; 2025 EUR 9,6 miljoen.';
    const draft = await generatedDraft({
      language: 'nl',
      criterion: 'Plan van aanpak',
      tender: [
        'Aanbestedingsleidraad groenonderhoud gemeente Zeist',
        'Gunningscriteria: Plan van aanpak 100%.',
        'Geschiktheidseisen: de inschrijver moet een minimale jaaromzet van EUR 5 miljoen hebben.',
      ],
      kbPages: [quote],
      sheet: turnover(quote),
    });
    const item = draft.checklist.find((c) => /omzet/i.test(c.requirement))!;
    expect(item.status).toBe('met');
    expect(item.evidence).toBe('Omzet 2025: €\u00a09.600.000');
  });
});
