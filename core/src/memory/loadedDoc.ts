/**
 * A document loaded from a snapshot (the demo's IndexedDB state) and decoded only when used: a
 * large company's 20,000 matches are loaded for Signaling and the dashboard, whose queries read
 * one or two fields of each (score, createdAt) and return a page of them (issue 22 item 6).
 * Decoding every document up front took about as long as reading them; now a query decodes the
 * fields it filters and orders on, and only its results are decoded whole.
 */
import { readField } from '../ports/query';
import { Timestamp } from '../ports/values';
import { type Json, decodeValue } from './codec';
import type { StoredRow } from './queryEngine';
import type { Plain } from './values';

export interface EncodedDoc {
  readonly data: Json;
  readonly createTime: number;
  readonly updateTime: number;
}

export class LoadedDoc {
  private decoded: Plain | undefined;

  constructor(readonly encoded: EncodedDoc) {}

  get data(): Plain {
    this.decoded ??= decodeValue(this.encoded.data) as Plain;
    return this.decoded;
  }

  get createTime(): Timestamp {
    return Timestamp.fromMillis(this.encoded.createTime);
  }

  get updateTime(): Timestamp {
    return Timestamp.fromMillis(this.encoded.updateTime);
  }

  /** One field's value, as readField(data, path) gives it, decoding only that value. */
  field(path: string): unknown {
    if (this.decoded) return readField(this.decoded, path);
    let current: Json | undefined = this.encoded.data;
    for (const key of path.split('.')) {
      if (typeof current !== 'object' || current === null || Array.isArray(current))
        return undefined;
      // A tagged value (a timestamp, a map that has a '$type' key) on the way: decode it all.
      if ('$type' in current) return readField(this.data, path);
      if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
      current = current[key];
    }
    return decodeValue(current as Json);
  }
}

/** A query row of a document not yet decoded: its fields decode as the query reads them. */
export function loadedRow(id: string, doc: LoadedDoc): StoredRow {
  return {
    id,
    get data() {
      return doc.data;
    },
    field: (path) => doc.field(path),
  };
}
