/**
 * Values that documents may hold besides JSON: the port's own Timestamp and Vector, and the
 * write-only field sentinels. Core cannot import Firebase, so these are small local classes that
 * adapters translate one-to-one into the SDK's Timestamp / VectorValue / FieldValue.
 */

const NANOS_PER_MILLI = 1_000_000;

/**
 * An instant with Firestore's precision (seconds + nanoseconds). Stored instants are Timestamps
 * rather than millisecond numbers so that server timestamps, range queries and rules comparisons
 * (`request.time`) behave identically in memory and in Firestore.
 */
export class Timestamp {
  private constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {
    Object.freeze(this);
  }

  static of(seconds: number, nanoseconds = 0): Timestamp {
    if (
      !Number.isInteger(seconds) ||
      !Number.isInteger(nanoseconds) ||
      nanoseconds < 0 ||
      nanoseconds >= 1e9
    ) {
      throw new RangeError(`Invalid timestamp (${seconds}, ${nanoseconds})`);
    }
    return new Timestamp(seconds, nanoseconds);
  }

  static fromMillis(millis: number): Timestamp {
    const seconds = Math.floor(millis / 1000);
    const nanoseconds = Math.round((millis - seconds * 1000) * NANOS_PER_MILLI);
    return Timestamp.of(seconds, nanoseconds);
  }

  static fromDate(date: Date): Timestamp {
    return Timestamp.fromMillis(date.getTime());
  }

  toMillis(): number {
    return this.seconds * 1000 + Math.floor(this.nanoseconds / NANOS_PER_MILLI);
  }

  toDate(): Date {
    return new Date(this.toMillis());
  }

  isEqual(other: Timestamp): boolean {
    return this.seconds === other.seconds && this.nanoseconds === other.nanoseconds;
  }

  /** Negative, zero or positive, for sorting. */
  compareTo(other: Timestamp): number {
    return this.seconds - other.seconds || this.nanoseconds - other.nanoseconds;
  }

  toString(): string {
    return this.toDate().toISOString();
  }
}

/** A dense embedding (Firestore's vector type), used by knowledge-base chunks. */
export class Vector {
  readonly values: readonly number[];
  constructor(values: readonly number[]) {
    this.values = Object.freeze([...values]);
    Object.freeze(this);
  }
  toArray(): number[] {
    return [...this.values];
  }
  isEqual(other: Vector): boolean {
    return (
      this.values.length === other.values.length &&
      this.values.every((v, i) => v === other.values[i])
    );
  }
}

export type FieldSentinelKind =
  'serverTimestamp' | 'deleteField' | 'arrayUnion' | 'arrayRemove' | 'increment';

/** A write-only marker resolved by the store at commit time (Firestore's FieldValue). */
export class FieldSentinel {
  constructor(
    readonly kind: FieldSentinelKind,
    readonly operand?: readonly unknown[] | number,
  ) {
    Object.freeze(this);
  }
}

/** Resolved by the store to its commit time (the injected Clock in memory, the server in Firestore). */
export function serverTimestamp(): FieldSentinel {
  return new FieldSentinel('serverTimestamp');
}
/** Removes the field (update, or set with merge). */
export function deleteField(): FieldSentinel {
  return new FieldSentinel('deleteField');
}
/** Adds the elements not already present (deep equality). */
export function arrayUnion(...elements: unknown[]): FieldSentinel {
  return new FieldSentinel('arrayUnion', elements);
}
/** Removes every occurrence of the elements (deep equality). */
export function arrayRemove(...elements: unknown[]): FieldSentinel {
  return new FieldSentinel('arrayRemove', elements);
}
/** Adds n to a numeric field (a missing or non-numeric field counts as 0). */
export function increment(n: number): FieldSentinel {
  return new FieldSentinel('increment', n);
}

export function isFieldSentinel(value: unknown): value is FieldSentinel {
  return value instanceof FieldSentinel;
}
export function isServerTimestamp(value: unknown): boolean {
  return value instanceof FieldSentinel && value.kind === 'serverTimestamp';
}
