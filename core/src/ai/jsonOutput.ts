/**
 * JSON answers: the subset of JSON Schema (the OpenAPI subset Vertex AI's responseSchema accepts:
 * type, properties, required, items, enum, minItems, maxItems, nullable) checked after parsing, so
 * no model output reaches storage or the screen unvalidated. Vertex is asked to follow the schema
 * too, but a model can still cut off or drift; this check is the one that counts.
 */
import { ModelError } from './modelErrors';

export type JsonSchema = Readonly<Record<string, unknown>>;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function schemaType(schema: JsonSchema): string | undefined {
  const t = schema.type;
  return typeof t === 'string' ? t.toLowerCase() : undefined;
}

/** The problems with `value` against `schema`, as JSON-pointer-ish paths; empty when valid. */
export function jsonSchemaProblems(value: unknown, schema: JsonSchema, path = '$'): string[] {
  if (value === null && schema.nullable === true) return [];
  const problems: string[] = [];
  const expected = schemaType(schema);
  const actual = typeOf(value);
  if (expected) {
    const matches = expected === actual || (expected === 'number' && actual === 'integer');
    if (!matches) return [`${path}: expected ${expected}, got ${actual}`];
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    problems.push(`${path}: not one of ${schema.enum.join(', ')}`);
  }
  if (actual === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const key of (schema.required ?? []) as string[]) {
      if (!(key in record)) problems.push(`${path}.${key}: missing`);
    }
    for (const [key, sub] of Object.entries(properties)) {
      if (key in record) problems.push(...jsonSchemaProblems(record[key], sub, `${path}.${key}`));
    }
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) {
      problems.push(`${path}: fewer than ${schema.minItems} items`);
    }
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) {
      problems.push(`${path}: more than ${schema.maxItems} items`);
    }
    const items = schema.items as JsonSchema | undefined;
    if (items)
      value.forEach((v, i) => problems.push(...jsonSchemaProblems(v, items, `${path}[${i}]`)));
  }
  return problems;
}

/** Models sometimes wrap JSON in a Markdown fence despite the JSON MIME type. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text);
  return fenced ? fenced[1]! : text;
}

/** Parses and validates a model's JSON answer; anything else is ModelError('invalid-output'). */
export function parseJsonOutput(text: string, schema?: JsonSchema): unknown {
  let value: unknown;
  try {
    value = JSON.parse(stripFence(text));
  } catch (error) {
    throw new ModelError('invalid-output', 'The model did not answer with JSON.', { cause: error });
  }
  const problems = schema ? jsonSchemaProblems(value, schema) : [];
  if (problems.length > 0) {
    throw new ModelError(
      'invalid-output',
      `The model's JSON does not match the schema: ${problems.slice(0, 5).join('; ')}`,
    );
  }
  return value;
}
