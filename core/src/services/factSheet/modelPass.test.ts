import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '../../ports/ai';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

const sources: FactSource[] = [
  {
    chunkId: 'k1',
    documentId: 'd1',
    documentName: 'Profiel.pdf',
    page: 2,
    text: 'Ons team wordt geleid door Marieke Bos, die sinds 2015 de dagelijkse leiding heeft.',
  },
];

const cloud = (answer: unknown, seen: GenerateRequest[] = []) => ({
  id: 'gemini-test',
  kind: 'cloud' as const,
  generate: async (request: GenerateRequest) => {
    seen.push(request);
    return { text: JSON.stringify(answer), finishReason: 'stop' as const };
  },
});

const empty = { certificates: [], referenceProjects: [], turnover: [], headcount: [] };

describe('fact sheet model pass', () => {
  it('adds a cloud model fact whose quote occurs in the cited chunk, passages as delimited data', async () => {
    const seen: GenerateRequest[] = [];
    const model = cloud(
      {
        ...empty,
        keyPeople: [
          {
            name: 'Marieke Bos',
            role: 'Directeur',
            chunkId: 'k1',
            quote: 'geleid door Marieke Bos',
          },
        ],
      },
      seen,
    );
    const sheet = await extractFactSheet(sources, 0, model);
    expect(sheet.keyPeople).toEqual([
      {
        name: 'Marieke Bos',
        role: 'Directeur',
        citation: {
          chunkId: 'k1',
          documentId: 'd1',
          documentName: 'Profiel.pdf',
          page: 2,
          quote: 'geleid door Marieke Bos',
        },
      },
    ]);
    expect(sheet.model).toBe('gemini-test');
    expect(seen[0]!.json).toBe(true);
    expect(seen[0]!.context?.[0]).toMatchObject({ id: 'k1', text: sources[0]!.text });
    expect(seen[0]!.prompt).not.toContain('Marieke');
  });

  it('drops invented facts: a quote not in the chunk, an unknown chunk, an unknown scheme', async () => {
    const model = cloud({
      ...empty,
      certificates: [{ scheme: 'ISO 99999', name: 'ISO 99999', chunkId: 'k1', quote: 'Ons team' }],
      keyPeople: [
        { name: 'Piet Klaas', role: 'CEO', chunkId: 'k1', quote: 'Piet Klaas is CEO' },
        { name: 'Marieke Bos', role: 'Directeur', chunkId: 'k9', quote: 'Marieke Bos' },
      ],
      turnover: [{ amountEur: 5_000_000, year: 2023, chunkId: 'k1', quote: 'omzet 5 miljoen' }],
    });
    const sheet = await extractFactSheet(sources, 0, model);
    expect(sheet.keyPeople).toEqual([]);
    expect(sheet.certificates).toEqual([]);
    expect(sheet.turnover).toEqual([]);
  });

  it('keeps the rule facts when the model answers garbage, and skips a local model', async () => {
    const errors: unknown[] = [];
    const withRule: FactSource[] = [
      { ...sources[0]!, text: 'Gecertificeerd volgens ISO 9001:2015.' },
    ];
    const garbage = {
      ...cloud({}),
      generate: async () => ({ text: 'no json', finishReason: 'stop' as const }),
    };
    const sheet = await extractFactSheet(withRule, 0, garbage, (e) => errors.push(e));
    expect(sheet.schemes).toEqual(['ISO 9001']);
    expect(errors).toHaveLength(1);
    let called = false;
    const local = {
      id: 'local',
      kind: 'local' as const,
      generate: async () => ((called = true), { text: '{}', finishReason: 'stop' as const }),
    };
    expect((await extractFactSheet(withRule, 0, local)).model).toBeNull();
    expect(called).toBe(false);
  });
});

// The model pass proposes licences, permits and registrations; each kept only as rules keep them.
const source = (chunkId: string, text: string): FactSource => ({
  chunkId,
  documentId: `d-${chunkId}`,
  documentName: 'Company file.pdf',
  page: 4,
  text,
});

// Prose the rules do not read as a record (no labelled number): only the model proposes these.
const regSources = [
  source(
    'en1',
    'Since spring our yard crews have worked under the county scaffolding licence SC/2231-7, granted to Harbour Rigging Ltd by Wessex County Council and running until 30 April 2029.',
  ),
  source(
    'nl1',
    'Onze sloopploeg werkt met de sloopvergunning SV-88.412 van de gemeente Zandvoorde, afgegeven aan Duinrand Sloopwerken B.V. en geldig tot 1 maart 2028.',
  ),
];

const emptyAll = {
  certificates: [],
  referenceProjects: [],
  keyPeople: [],
  turnover: [],
  headcount: [],
};

describe('fact sheet model pass: registrations', () => {
  it('keeps a proposed registration (en and nl) whose quote is in its passage and names its number', async () => {
    const seen: GenerateRequest[] = [];
    const model = cloud(
      {
        ...emptyAll,
        registrations: [
          {
            name: 'County scaffolding licence',
            issuer: 'Wessex County Council',
            number: 'SC/2231-7',
            holder: 'Harbour Rigging Ltd',
            issuedOn: null,
            expiresOn: '2029-04-30',
            chunkId: 'en1',
            quote:
              'county scaffolding licence SC/2231-7, granted to Harbour Rigging Ltd by Wessex County Council and running until 30 April 2029',
          },
          {
            name: 'Sloopvergunning',
            issuer: 'gemeente Zandvoorde',
            number: 'SV-88.412',
            holder: 'Duinrand Sloopwerken B.V.',
            issuedOn: 'not a date',
            expiresOn: '2028-03-01',
            chunkId: 'nl1',
            quote:
              'de sloopvergunning SV-88.412 van de gemeente Zandvoorde, afgegeven aan Duinrand Sloopwerken B.V. en geldig tot 1 maart 2028',
          },
        ],
      },
      seen,
    );
    const sheet = await extractFactSheet(regSources, 0, model);
    expect(seen[0]!.responseSchema).toHaveProperty('properties.registrations');
    expect(seen[0]!.prompt).toMatch(/licences,\s+permits and registrations/);
    expect(sheet.registrations).toEqual([
      expect.objectContaining({
        name: 'County scaffolding licence',
        number: 'SC/2231-7',
        holder: 'Harbour Rigging Ltd',
        expiresOn: '2029-04-30',
        citation: expect.objectContaining({ chunkId: 'en1', documentName: 'Company file.pdf' }),
      }),
      expect.objectContaining({
        name: 'Sloopvergunning',
        number: 'SV-88.412',
        issuer: 'gemeente Zandvoorde',
        issuedOn: null,
        expiresOn: '2028-03-01',
        citation: expect.objectContaining({ chunkId: 'nl1' }),
      }),
    ]);
  });

  it('drops an invented quote, a number the quote does not show, and a certification scheme', async () => {
    const model = cloud({
      ...emptyAll,
      registrations: [
        // Not in the passage as written.
        {
          name: 'Scaffolding licence',
          number: 'SC/2231-7',
          chunkId: 'en1',
          quote: 'licence SC/2231-7 granted by the county',
        },
        // The quote is verbatim, but the number is not in it.
        {
          name: 'Sloopvergunning',
          number: 'SV-99.000',
          chunkId: 'nl1',
          quote: 'de sloopvergunning',
        },
        // A certificate, not a registration.
        {
          name: 'ISO 9001 registration',
          number: 'SC/2231-7',
          chunkId: 'en1',
          quote: 'county scaffolding licence SC/2231-7',
        },
        // No number at all.
        { name: 'Sloopvergunning', chunkId: 'nl1', quote: 'de sloopvergunning SV-88.412' },
      ],
    });
    const sheet = await extractFactSheet(regSources, 0, model);
    expect(sheet.registrations).toEqual([]);
  });
});
