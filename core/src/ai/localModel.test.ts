import { describe, expect, it } from 'vitest';
import { parseJsonOutput } from './jsonOutput';
import { isLocalModelId, LocalModel } from './localModel';

const passages = [
  {
    id: 'p1',
    text: 'Bouwbedrijf Jansen is ISO 9001 gecertificeerd sinds 2015. Het kantoor staat in Utrecht.',
  },
  {
    id: 'p2',
    text: 'We renovated 40 schools for the municipality of Utrecht. Our safety record includes VCA** certification.',
  },
  { id: 'p3', text: 'The canteen serves lunch on Fridays.' },
];

const model = new LocalModel();

describe('LocalModel', () => {
  it('answers with the relevant sentences and cites their passages', async () => {
    const result = await model.generate({
      prompt: 'Which certification (ISO, VCA) does the company hold?',
      context: passages,
      language: 'en',
    });
    expect(result.text).toContain('ISO 9001 gecertificeerd sinds 2015. [p1]');
    expect(result.text).toContain('VCA** certification. [p2]');
    expect(result.text).not.toContain('canteen');
    expect(result.finishReason).toBe('stop');
    expect(result.usage?.outputTokens).toBeGreaterThan(0);
  });

  it('reads a sentence wrapped over lines as one, and skips the half sentence a passage starts with', async () => {
    const wrapped = [
      {
        id: 'w1',
        // A chunk cut mid-sentence, then a sentence wrapped over three lines, then a heading.
        text: 'gebruikers de app installeren.\nHet succes van de app hangt direct samen met de mate\nwaarin burgers de app\nadopteren.\nPrivacy\nLocatiegegevens worden niet bewaard.',
      },
    ];
    const { text } = await new LocalModel().generate({
      prompt: 'Hoe hangt het succes van de app samen met burgers?',
      context: wrapped,
      language: 'nl',
    });
    expect(text).toBe(
      'Het succes van de app hangt direct samen met de mate waarin burgers de app adopteren. [w1]',
    );
  });

  it('says a sentence that near-duplicate passages repeat once, and keeps the one that adds words', async () => {
    const repeated = [
      { id: 'r1', text: 'Suppliers may work from any location within the European Union.' },
      { id: 'r2', text: 'Suppliers may work from any location within the European Union.' },
      {
        id: 'r3',
        text: 'Suppliers may work from any location within the European Union for this framework.',
      },
    ];
    const result = await model.generate({
      prompt: 'May suppliers work from any location?',
      context: repeated,
      language: 'en',
    });
    // The longer sentence holds the others: said once, with its own citation.
    expect(result.text.match(/Suppliers may work/g)).toHaveLength(1);
    expect(result.text).toContain('European Union for this framework. [r3]');
  });

  it('is deterministic and says so when nothing matches, in the requested language', async () => {
    const request = { prompt: 'Wat is de omzet?', context: passages, language: 'nl' as const };
    const first = await model.generate(request);
    expect((await model.generate(request)).text).toBe(first.text);
    expect(first.text).toBe('Geen passage in de aangeleverde bronnen gaat over dit verzoek.');
  });

  it('fills a JSON schema with extracted text, valid against that schema', async () => {
    const schema = {
      type: 'object',
      properties: {
        summary: { type: 'string' },
        evidence: { type: 'array', items: { type: 'string' }, minItems: 1 },
        confident: { type: 'boolean' },
      },
      required: ['summary', 'evidence', 'confident'],
    };
    const result = await model.generate({
      prompt: 'schools renovated Utrecht',
      context: passages,
      language: 'en',
      json: true,
      responseSchema: schema,
    });
    const value = parseJsonOutput(result.text, schema) as { evidence: string[] };
    expect(value.evidence.join(' ')).toContain('We renovated 40 schools');
  });

  it('streams the same text as generate, in several fragments', async () => {
    const request = {
      prompt: 'schools Utrecht ISO',
      context: passages,
      language: 'en' as const,
    };
    const parts: string[] = [];
    for await (const part of model.stream(request)) parts.push(part);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join('')).toBe((await model.generate(request)).text);
  });

  it('keeps within the output cap by dropping whole sentences', async () => {
    const result = await model.generate({
      prompt: 'Utrecht ISO schools VCA',
      context: passages,
      language: 'en',
      maxOutputTokens: 20,
    });
    expect(result.finishReason).toBe('length');
    expect(result.text.length).toBeLessThanOrEqual(100);
  });

  it('embeds in the dimension it is given (the vector index of the functions)', async () => {
    const [vector] = await new LocalModel({ embeddingDimensions: 768 }).embed(['ISO 9001']);
    expect(vector).toHaveLength(768);
    expect(Math.hypot(...vector!)).toBeCloseTo(1, 6);
  });

  it('has an id the UI recognises as offline (ai.localModelNotice)', () => {
    expect(model.kind).toBe('local');
    expect(isLocalModelId(model.id)).toBe(true);
    expect(isLocalModelId('gemini-2.5-flash')).toBe(false);
  });

  it('embeds so that related texts are closer than unrelated ones, across languages', async () => {
    const [query, iso, canteen] = await model.embed([
      'ISO 9001 certificering',
      'Het bedrijf is ISO 9001 gecertificeerd.',
      'The canteen serves lunch on Fridays.',
    ]);
    const dot = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
    expect(query).toHaveLength(model.embeddingDimensions);
    expect(dot(query!, query!)).toBeCloseTo(1, 6);
    expect(dot(query!, iso!)).toBeGreaterThan(0.4);
    expect(Math.abs(dot(query!, canteen!))).toBeLessThan(0.2);
  });
});
