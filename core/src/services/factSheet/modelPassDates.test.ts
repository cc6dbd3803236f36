/**
 * The model pass keeps a proposed issue or expiry date only when its quote writes that day (issue
 * 19, item 6): an invented end would make a certificate or licence 'held' in a draft.
 */
import { describe, expect, it } from 'vitest';
import type { GenerateRequest } from '../../ports/ai';
import { validityOn } from './certificateValidity';
import { modelFacts } from './modelPass';
import type { FactSource } from './ruleExtractor';

const source = (chunkId: string, text: string): FactSource => ({
  chunkId,
  documentId: `d-${chunkId}`,
  documentName: 'Kwaliteit.pdf',
  page: 1,
  text,
});

const cloud = (answer: unknown) => ({
  id: 'gemini-test',
  kind: 'cloud' as const,
  generate: async (_: GenerateRequest) => ({
    text: JSON.stringify({
      certificates: [],
      referenceProjects: [],
      keyPeople: [],
      turnover: [],
      headcount: [],
      ...(answer as object),
    }),
    finishReason: 'stop' as const,
  }),
});

const sources = [
  source(
    'en',
    'Our fabrication shop is certified to ISO 9001 under certificate QF-4410, first issued on 2 February 2024 and valid until 17 September 2027.',
  ),
  source('en2', 'Hoist permit HP-903 covers the riverside yard and expires 05/08/2028.'),
  source(
    'nl',
    'Onze werkplaats is gecertificeerd volgens ISO 14001, certificaat MZ-2207, geldig tot en met 3 november 2026.',
  ),
  source('nl2', 'Kraanvergunning KV-617 van de provincie, verloopt op 11-01-2029.'),
];

const cert = (scheme: string, chunkId: string, quote: string, expiresOn: string | null) => ({
  scheme,
  name: scheme,
  issuedOn: null,
  expiresOn,
  chunkId,
  quote,
});
const reg = (name: string, number: string, chunkId: string, quote: string, expiresOn: string) => ({
  name,
  number,
  issuedOn: null,
  expiresOn,
  chunkId,
  quote,
});

async function read(answer: unknown) {
  const [facts] = await modelFacts(cloud(answer), sources);
  return facts!;
}

describe('model pass: proposed dates', () => {
  it('(en) sets an invented expiry to null, so the certificate is not held', async () => {
    const facts = await read({
      certificates: [
        // Not in the quote at all.
        cert('ISO 9001', 'en', 'certified to ISO 9001 under certificate QF-4410', '2030-12-31'),
        // A day the quote does not write (the year is a guess).
        cert('ISO 9001', 'en', 'valid until 17 September 2027', '2028-09-17'),
      ],
      registrations: [reg('Hoist permit', 'HP-903', 'en2', 'Hoist permit HP-903', '2031-01-01')],
    });
    expect(facts.certificates.map((c) => c.expiresOn)).toEqual([null, null]);
    expect(facts.registrations.map((r) => r.expiresOn)).toEqual([null]);
    expect(validityOn(facts.certificates[0]!, '2026-06-01')).toBe('unsure');
  });

  it('(en) keeps a date the quote writes in words or in figures', async () => {
    const facts = await read({
      certificates: [
        {
          ...cert(
            'ISO 9001',
            'en',
            'first issued on 2 February 2024 and valid until 17 September 2027',
            '2027-09-17',
          ),
          issuedOn: '2024-02-02',
        },
      ],
      registrations: [
        reg(
          'Hoist permit',
          'HP-903',
          'en2',
          'Hoist permit HP-903 covers the riverside yard and expires 05/08/2028',
          '2028-08-05',
        ),
      ],
    });
    expect(facts.certificates[0]).toMatchObject({
      issuedOn: '2024-02-02',
      expiresOn: '2027-09-17',
    });
    expect(facts.registrations[0]!.expiresOn).toBe('2028-08-05');
    expect(validityOn(facts.certificates[0]!, '2026-06-01')).toBe('held');
  });

  it('(nl) zet een verzonnen einddatum op null', async () => {
    const facts = await read({
      certificates: [cert('ISO 14001', 'nl', 'gecertificeerd volgens ISO 14001', '2029-11-03')],
      registrations: [
        reg(
          'Kraanvergunning',
          'KV-617',
          'nl2',
          'Kraanvergunning KV-617 van de provincie',
          '2029-01-11',
        ),
      ],
    });
    expect(facts.certificates[0]!.expiresOn).toBeNull();
    expect(facts.registrations[0]!.expiresOn).toBeNull();
  });

  it('(nl) houdt een datum die het citaat in woorden of cijfers schrijft', async () => {
    const facts = await read({
      certificates: [
        cert(
          'ISO 14001',
          'nl',
          'certificaat MZ-2207, geldig tot en met 3 november 2026',
          '2026-11-03',
        ),
      ],
      registrations: [
        reg(
          'Kraanvergunning',
          'KV-617',
          'nl2',
          'Kraanvergunning KV-617 van de provincie, verloopt op 11-01-2029',
          '2029-01-11',
        ),
      ],
    });
    expect(facts.certificates[0]!.expiresOn).toBe('2026-11-03');
    expect(facts.registrations[0]!.expiresOn).toBe('2029-01-11');
  });
});
