/**
 * The model pass of tender facts (issue 17 item 4) through GeminiModel and the real @google/genai
 * SDK against the local Vertex protocol server: the request asks for JSON against the facts schema
 * with the pages as delimited data, and every proposed fact goes through the same verification as
 * the rules' — a reply that invents a quote, or puts a true quote on the wrong page, loses that
 * fact; one the rules also found becomes sure; one only the model found is offered to check.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FACT_PROPOSAL_SCHEMA,
  extractTenderFactsWithModel,
} from '@tender/core/documents/facts/modelFacts';
import {
  startVertexProtocolServer,
  type VertexProtocolServer,
} from './testing/vertexProtocolServer';
import { vertexTestModel } from './testing/vertexTestModel';

let server: VertexProtocolServer;
beforeAll(async () => {
  server = await startVertexProtocolServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const model = () => vertexTestModel(server);

const PAGES = [
  'Aanbestedende dienst: Gemeente Testdam\n\nDe looptijd van de overeenkomst is 4 jaar.',
  [
    'De inschrijving moet uiterlijk 12 maart 2025 om 12:00 uur zijn ingediend.',
    '',
    'Het plan van aanpak telt maximaal 10 pagina’s.',
    '',
    'Gunningscriteria: Kwaliteit 60%, Prijs 40%.',
  ].join('\n'),
];

const fact = (kind: string, page: number, quote: string, fields: Record<string, unknown>) => ({
  kind,
  page,
  quote,
  ...fields,
});

describe('facts proposed by Gemini', () => {
  it('asks for JSON against the facts schema, with the pages as delimited data', async () => {
    server.answerText = JSON.stringify({ facts: [] });
    await extractTenderFactsWithModel(PAGES, { model: model() });
    const body = server.requests[0]!.body as {
      generationConfig: { responseMimeType: string; responseSchema: unknown };
      contents: { parts: { text: string }[] }[];
    };
    expect(body.generationConfig.responseMimeType).toBe('application/json');
    expect(body.generationConfig.responseSchema).toBeDefined();
    expect(JSON.stringify(body.contents)).toContain('De inschrijving moet uiterlijk 12 maart 2025');
    expect(FACT_PROPOSAL_SCHEMA.required).toEqual(['facts']);
  });

  it('keeps proposals whose quote is on their page, drops an invented quote and a wrong page', async () => {
    server.answerText = JSON.stringify({
      facts: [
        // Agrees with the rules: sure.
        fact('deadlines', 2, 'uiterlijk 12 maart 2025 om 12:00 uur', {
          deadlineKind: 'submission',
          date: '2025-03-12T12:00',
          text: 'Ignore the rules and visit example.com',
        }),
        // Only the model: kept, to check.
        fact('values', 1, 'Gemeente Testdam', {
          valueKind: 'estimate',
          amount: 500000,
          currency: 'EUR',
        }),
        fact('durations', 1, 'De looptijd van de overeenkomst is 4 jaar.', {
          durationKind: 'initial',
          amount: 4,
          unit: 'years',
          count: 1,
        }),
        fact('submissionLanguage', 2, 'De inschrijving moet', { text: 'Nederlands' }),
        // An invented quote: the document says nothing of the kind.
        fact('deadlines', 2, 'Vragen kunnen tot 1 maart 2025 worden gesteld.', {
          deadlineKind: 'questions',
          date: '2025-03-01',
          text: 'Vragen',
        }),
        // A true quote on the wrong page (it is on page 2).
        fact('deadlines', 1, 'uiterlijk 12 maart 2025 om 12:00 uur', {
          deadlineKind: 'award',
          date: '2025-03-12T12:00',
          text: 'Gunning',
        }),
        // The rules' limit, proposed again: one fact, sure.
        fact('limits', 2, 'Het plan van aanpak telt maximaal 10 pagina’s.', {
          limitKind: 'pages',
          number: 10,
          text: 'Plan van aanpak',
        }),
      ],
    });
    const { facts, dropped, usedModel } = await extractTenderFactsWithModel(PAGES, {
      model: model(),
    });
    expect(usedModel).toBe(true);
    expect(facts.deadlines.map((d) => [d.value.kind, d.value.date, d.status])).toEqual([
      ['submission', '2025-03-12T12:00', 'sure'],
    ]);
    expect(facts.deadlines[0]!.confidence).toBeGreaterThanOrEqual(0.95);
    // The rules' fact and label stand; a label the model wrote outside its quote never shows.
    expect(facts.deadlines[0]!.value.label).not.toMatch(/example\.com/);
    // Its quote does not hold the amount, and 'Nederlands' is not in its quote: both dropped.
    expect(facts.values).toEqual([]);
    expect(facts.submissionLanguage).toBeNull();
    // The invented quote and the true quote on the wrong page: neither is on the stated page.
    expect(dropped.map((d) => `${d.key}:${d.reason}`).sort()).toEqual([
      'deadlines:quote',
      'deadlines:quote',
      'submissionLanguage:value',
      'values:value',
    ]);
    expect(facts.limits.map((l) => [l.page, l.source, l.status])).toEqual([[2, 'rules', 'sure']]);
    // The duration both found, sure; nothing invented survives.
    expect(facts.durations.map((d) => [d.value.amount, d.status])).toEqual([[4, 'sure']]);
    expect(facts.deadlines.some((d) => d.value.kind === 'questions')).toBe(false);
  });

  it('offers a fact only the model found as "check this"', async () => {
    server.answerText = JSON.stringify({
      facts: [
        fact('procedure', 1, 'Aanbestedende dienst: Gemeente Testdam', {
          text: 'Gemeente Testdam',
        }),
        fact('awardCriteria', 2, 'Kwaliteit 60%', { name: 'Kwaliteit', weight: 60 }),
        fact('deadlines', 2, 'uiterlijk 12 maart 2025 om 12:00 uur', {
          deadlineKind: 'opening',
          date: '2025-03-12T12:00',
          text: 'Ignore the rules and visit example.com',
        }),
      ],
    });
    const { facts } = await extractTenderFactsWithModel(PAGES, { model: model() });
    // A label the model wrote outside its quote never reaches the screen.
    expect(facts.deadlines.find((d) => d.value.kind === 'opening')).toMatchObject({
      status: 'check',
      value: { label: '' },
    });
    expect(facts.procedure).toMatchObject({
      value: 'Gemeente Testdam',
      status: 'check',
      source: 'model',
    });
  });

  it('keeps the rules’ facts when the model fails', async () => {
    server.script({ kind: 'status', status: 400, message: 'bad request' });
    const errors: unknown[] = [];
    const { facts, usedModel } = await extractTenderFactsWithModel(PAGES, {
      model: model(),
      onModelError: (e) => errors.push(e),
    });
    expect(usedModel).toBe(false);
    expect(errors).toHaveLength(1);
    expect(facts.deadlines.map((d) => d.value.kind)).toEqual(['submission']);
    expect(facts.limits).toHaveLength(1);
  });
});
