/**
 * JSON encoding of stored values, for exporting the memory store (IndexedDB persistence in the
 * demo backend) and for change fingerprints. Non-JSON values become tagged maps; a user map that
 * itself has a '$type' key is wrapped so decoding is unambiguous.
 */
import { Timestamp, Vector } from '../ports/values';
import { type Plain, isPlainObject } from './values';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function encodeValue(value: unknown): Json {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number')
    return Number.isFinite(value) ? value : { $type: 'number', value: String(value) };
  if (value instanceof Timestamp)
    return { $type: 'timestamp', seconds: value.seconds, nanoseconds: value.nanoseconds };
  if (value instanceof Vector) return { $type: 'vector', values: [...value.values] };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (isPlainObject(value)) {
    const out: { [key: string]: Json } = {};
    for (const [k, v] of Object.entries(value)) out[k] = encodeValue(v);
    return '$type' in value ? { $type: 'map', value: out } : out;
  }
  throw new TypeError(`Cannot encode ${String(value)}`);
}

export function decodeValue(json: Json): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.map(decodeValue);
  switch (json.$type) {
    case undefined:
      break;
    case 'timestamp':
      return Timestamp.of(json.seconds as number, json.nanoseconds as number);
    case 'vector':
      return new Vector(json.values as number[]);
    case 'number':
      return Number(json.value);
    case 'map':
      return decodeMap(json.value as { [key: string]: Json });
    default:
      throw new TypeError(`Unknown encoded type '${String(json.$type)}'`);
  }
  return decodeMap(json);
}

function decodeMap(json: { [key: string]: Json }): Plain {
  const out: Plain = {};
  for (const [k, v] of Object.entries(json)) out[k] = decodeValue(v);
  return out;
}

/** A stable string for change detection: keys sorted so that key order does not count as a change. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(sortKeys(encodeValue(value)));
}

function sortKeys(json: Json): Json {
  if (Array.isArray(json)) return json.map(sortKeys);
  if (json !== null && typeof json === 'object') {
    const out: { [key: string]: Json } = {};
    for (const k of Object.keys(json).sort()) out[k] = sortKeys(json[k] as Json);
    return out;
  }
  return json;
}
