/**
 * The optional model pass: a cloud LanguageModel reads the passages (as delimited data, never as
 * instructions; core/src/ai/promptFormat.ts) and answers JSON against FACT_SHEET_SCHEMA. Its
 * answer is never trusted: a fact whose quote does not occur in the chunk it cites is dropped,
 * as is any value of the wrong shape (an unknown scheme, a malformed date, a negative amount).
 */
import { parseJsonOutput } from '../../ai/jsonOutput';
import {
  CERTIFICATE_SCHEMES,
  type CertificateScheme,
  type FactCitation,
} from '../../model/factSheet';
import type { LanguageModel } from '../../ports/ai';
import { certificateDates, dayOrderOf } from './certificateDates';
import { CERTIFICATION_SCHEME } from './registrations';
import { type ExtractedFacts, type FactSource, emptyFacts } from './ruleExtractor';

/** Characters of passages per model call (well under every model's input cap). */
export const MODEL_PASS_MAX_CHARS = 60_000;

const cited = { chunkId: { type: 'string' }, quote: { type: 'string' } };
const str = { type: 'string' };
const nullableStr = { type: 'string', nullable: true };
const nullableNum = { type: 'number', nullable: true };
const list = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'array',
  items: {
    type: 'object',
    properties: { ...properties, ...cited },
    required: [...required, 'chunkId', 'quote'],
  },
});

export const FACT_SHEET_SCHEMA = {
  type: 'object',
  properties: {
    certificates: list(
      {
        scheme: str,
        name: str,
        level: nullableNum,
        issuer: nullableStr,
        number: nullableStr,
        issuedOn: nullableStr,
        expiresOn: nullableStr,
      },
      ['scheme', 'name'],
    ),
    referenceProjects: list(
      {
        title: str,
        client: nullableStr,
        year: nullableNum,
        valueEur: nullableNum,
        description: nullableStr,
      },
      ['title'],
    ),
    // Licences, permits and registrations (issue 19, item 2). Not in `required`: an answer
    // without them (a model or a scripted answer from before them) stays valid.
    registrations: list(
      {
        name: str,
        issuer: nullableStr,
        number: str,
        holder: nullableStr,
        issuedOn: nullableStr,
        expiresOn: nullableStr,
      },
      ['name', 'number'],
    ),
    keyPeople: list({ name: str, role: str }, ['name', 'role']),
    turnover: list({ amountEur: { type: 'number' }, year: nullableNum }, ['amountEur']),
    headcount: list({ count: { type: 'number' }, year: nullableNum }, ['count']),
  },
  required: ['certificates', 'referenceProjects', 'keyPeople', 'turnover', 'headcount'],
} as const;

const PROMPT = [
  'Extract the company facts stated in the passages: certificates (scheme, name as written,',
  'CO2-prestatieladder level, issuer, certificate number, issue and expiry dates as yyyy-mm-dd),',
  'reference projects (title, client, year, value in euros, short description), key people',
  '(name, role), turnover (euros, year), headcount (number of employees, year), and licences,',
  'permits and registrations that are not certification schemes (name as written, issuer,',
  'number, holder, issue and expiry dates as yyyy-mm-dd).',
  `Allowed schemes: ${CERTIFICATE_SCHEMES.join(', ')}.`,
  'For every fact give the id of the passage it comes from as chunkId and a quote of at most',
  '200 characters copied exactly from that passage. Leave out anything the passages do not state.',
  'Answer with JSON only.',
].join(' ');

type Raw = Record<string, unknown> & { chunkId?: unknown; quote?: unknown };

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const isoDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;
const text = (v: unknown, max = 300) =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
const year = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1900 && v <= 2100 ? v : null;
const positive = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

/**
 * A date the model proposes, kept only when its quote writes that day (issue 19, item 6): an
 * invented or guessed expiry would otherwise make a certificate or licence 'held' in a draft
 * (certificateValidity.ts reads `expiresOn` as read from the text). Days are read as the rules
 * read them (certificateDates.ts), in the order the passage settles; where nothing settles it,
 * either reading of a numeric day counts (the claim code then places it at its earliest).
 */
function quotedDate(v: unknown, quote: string, passage: string): string | null {
  const iso = isoDate(v);
  if (!iso) return null;
  const order = dayOrderOf(passage);
  const read = order
    ? certificateDates(quote, order)
    : [...certificateDates(quote, 'day-first'), ...certificateDates(quote, 'month-first')];
  return read.some((d) => d.iso.slice(0, 10) === iso) ? iso : null;
}

/** The citation of a model fact, or null when its quote is not in the chunk it names. */
function verify(raw: Raw, byId: ReadonlyMap<string, FactSource>): FactCitation | null {
  if (typeof raw.chunkId !== 'string' || typeof raw.quote !== 'string') return null;
  const src = byId.get(raw.chunkId);
  const quote = raw.quote.trim();
  if (!src || quote.length < 3 || quote.length > 400) return null;
  if (!src.text.includes(quote) && !collapse(src.text).includes(collapse(quote))) return null;
  return {
    chunkId: src.chunkId,
    documentId: src.documentId,
    documentName: src.documentName,
    page: src.page,
    quote,
  };
}

/** Validates a model answer against the passages it was given; invalid facts are dropped. */
export function validateModelFacts(value: unknown, sources: readonly FactSource[]): ExtractedFacts {
  const byId = new Map(sources.map((s) => [s.chunkId, s]));
  const out = emptyFacts();
  const v = (value ?? {}) as Record<string, Raw[] | undefined>;
  const each = (key: string, f: (raw: Raw, c: FactCitation) => void) => {
    for (const raw of Array.isArray(v[key]) ? v[key] : []) {
      const c = raw && typeof raw === 'object' ? verify(raw, byId) : null;
      if (c) f(raw, c);
    }
  };
  const dated = (value: unknown, c: FactCitation) =>
    quotedDate(value, c.quote, byId.get(c.chunkId)?.text ?? c.quote);
  each('certificates', (r, c) => {
    const scheme = CERTIFICATE_SCHEMES.find((s) => s === r.scheme) as CertificateScheme | undefined;
    const name = text(r.name, 120);
    if (!scheme || !name) return;
    const level = typeof r.level === 'number' && r.level >= 1 && r.level <= 5 ? r.level : null;
    out.certificates.push({
      scheme,
      name,
      level: scheme === 'CO2-prestatieladder' ? level : null,
      issuer: text(r.issuer, 120),
      number: text(r.number, 60),
      issuedOn: dated(r.issuedOn, c),
      expiresOn: dated(r.expiresOn, c),
      citation: c,
    });
  });
  each('registrations', (r, c) => {
    const name = text(r.name, 160);
    const number = text(r.number, 60);
    // As the rules read them: the number in the passage quoted (a registration is known by it),
    // and never a certification scheme (that is a certificate).
    if (!name || !number || !collapse(c.quote).includes(collapse(number))) return;
    if (CERTIFICATION_SCHEME.test(name)) return;
    out.registrations.push({
      name,
      issuer: text(r.issuer, 120),
      number,
      holder: text(r.holder, 120),
      issuedOn: dated(r.issuedOn, c),
      expiresOn: dated(r.expiresOn, c),
      citation: c,
    });
  });
  each('referenceProjects', (r, c) => {
    const title = text(r.title, 160);
    if (!title) return;
    const value = positive(r.valueEur);
    out.referenceProjects.push({
      title,
      client: text(r.client, 120),
      year: year(r.year),
      value: value ? { amount: value, currency: 'EUR' } : null,
      description: text(r.description),
      citation: c,
    });
  });
  each('keyPeople', (r, c) => {
    const name = text(r.name, 120);
    const role = text(r.role, 120);
    if (name && role) out.keyPeople.push({ name, role, citation: c });
  });
  each('turnover', (r, c) => {
    const amount = positive(r.amountEur);
    if (amount) out.turnover.push({ amount, currency: 'EUR', year: year(r.year), citation: c });
  });
  each('headcount', (r, c) => {
    const count = positive(r.count);
    if (count && Number.isInteger(count))
      out.headcount.push({ count, year: year(r.year), citation: c });
  });
  return out;
}

/** Batches of passages no larger than MODEL_PASS_MAX_CHARS. */
function batches(sources: readonly FactSource[]): FactSource[][] {
  const out: FactSource[][] = [];
  let current: FactSource[] = [];
  let size = 0;
  for (const s of sources) {
    if (current.length && size + s.text.length > MODEL_PASS_MAX_CHARS) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(s);
    size += s.text.length;
  }
  if (current.length) out.push(current);
  return out;
}

/** Runs the model over all passages; one failing batch is reported and skipped. */
export async function modelFacts(
  model: Pick<LanguageModel, 'generate'>,
  sources: readonly FactSource[],
  onError?: (error: unknown) => void,
): Promise<ExtractedFacts[]> {
  const out: ExtractedFacts[] = [];
  for (const batch of batches(sources)) {
    try {
      const result = await model.generate({
        prompt: PROMPT,
        context: batch.map((s) => ({
          id: s.chunkId,
          text: s.text,
          source: `${s.documentName}${s.page ? `, p. ${s.page}` : ''}`,
        })),
        language: 'en',
        json: true,
        responseSchema: FACT_SHEET_SCHEMA,
        temperature: 0,
        maxOutputTokens: 8_192,
      });
      out.push(validateModelFacts(parseJsonOutput(result.text, FACT_SHEET_SCHEMA), batch));
    } catch (error) {
      onError?.(error);
    }
  }
  return out;
}
