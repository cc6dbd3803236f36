/**
 * In-memory Realtime Database: one JSON tree, Firebase semantics (null removes, empty maps
 * vanish, multi-path update), value listeners per path. Exportable like the DocStore.
 */
import type { Unsubscribe } from '../ports/docStore';
import type { Realtime } from '../ports/realtime';
import { fingerprint } from './codec';
import { copyOut, isPlainObject } from './values';

type Tree = Record<string, unknown>;

interface ValueListener {
  readonly segments: string[];
  readonly next: (value: unknown) => void;
  last?: string;
  live: boolean;
}

function segmentsOf(path: string): string[] {
  const segments = path.split('/').filter((s) => s !== '');
  for (const s of segments) {
    if (/[.#$[\]]/.test(s))
      throw new TypeError(`Invalid Realtime Database key '${s}' in '${path}'`);
  }
  return segments;
}

/** Validates JSON and normalises it: nulls and empty maps disappear, as in the Realtime Database. */
function normalise(value: unknown, at: string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Non-finite number at '${at}'`);
    return value;
  }
  if (Array.isArray(value)) {
    // Arrays are stored as maps with index keys, which is what the Realtime Database does.
    return normalise(Object.fromEntries(value.map((v, i) => [String(i), v])), at);
  }
  if (isPlainObject(value)) {
    const out: Tree = {};
    for (const [k, v] of Object.entries(value)) {
      segmentsOf(k);
      const n = normalise(v, `${at}/${k}`);
      if (n !== null) out[k] = n;
    }
    return Object.keys(out).length === 0 ? null : out;
  }
  throw new TypeError(`Unsupported Realtime Database value at '${at}'`);
}

export class MemoryRealtime implements Realtime {
  private root: unknown = null;
  private readonly listeners = new Set<ValueListener>();

  async get<T = unknown>(path: string): Promise<T | null> {
    return copyOut(this.read(segmentsOf(path))) as T | null;
  }

  async set(path: string, value: unknown): Promise<void> {
    this.write([[segmentsOf(path), normalise(value, path)]]);
  }

  async update(path: string, values: Readonly<Record<string, unknown>>): Promise<void> {
    const base = segmentsOf(path);
    this.write(
      Object.entries(values).map(([rel, v]) => [
        [...base, ...segmentsOf(rel)],
        normalise(v, `${path}/${rel}`),
      ]),
    );
  }

  async remove(path: string): Promise<void> {
    this.write([[segmentsOf(path), null]]);
  }

  onValue<T = unknown>(path: string, next: (value: T | null) => void): Unsubscribe {
    const listener: ValueListener = {
      segments: segmentsOf(path),
      next: next as (v: unknown) => void,
      live: true,
    };
    this.listeners.add(listener);
    queueMicrotask(() => this.deliver(listener));
    return () => {
      listener.live = false;
      this.listeners.delete(listener);
    };
  }

  /** The whole tree as JSON (null when empty). */
  exportTree(): unknown {
    return copyOut(this.root);
  }

  importTree(tree: unknown): void {
    this.root = normalise(tree, '');
    for (const l of this.listeners) this.deliver(l);
  }

  private read(segments: readonly string[]): unknown {
    let node: unknown = this.root;
    for (const s of segments) {
      if (!isPlainObject(node)) return null;
      node = node[s] ?? null;
    }
    return node;
  }

  private write(entries: [string[], unknown][]): void {
    for (const [segments, value] of entries) this.root = setIn(this.root, segments, value);
    for (const l of this.listeners) this.deliver(l);
  }

  private deliver(listener: ValueListener): void {
    if (!listener.live) return;
    const value = this.read(listener.segments);
    const print = fingerprint(value);
    if (print === listener.last) return;
    listener.last = print;
    const snapshot = copyOut(value);
    queueMicrotask(() => {
      if (listener.live) listener.next(snapshot);
    });
  }
}

/** Returns the new node with value placed at segments; prunes maps that become empty. */
function setIn(node: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const map: Tree = isPlainObject(node) ? { ...node } : {};
  const child = setIn(map[head] ?? null, rest, value);
  if (child === null) delete map[head];
  else map[head] = child;
  return Object.keys(map).length === 0 ? null : map;
}
