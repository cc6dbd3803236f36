/** Id generators: Firestore-style random ids, or a deterministic sequence for tests and seeds. */
import type { Ids } from '../ports/runtime';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 characters from 62 symbols (~119 bits), as Firestore's auto ids; uses Web Crypto. */
export class RandomIds implements Ids {
  newId(): string {
    const bytes = new Uint8Array(40);
    let id = '';
    while (id.length < 20) {
      globalThis.crypto.getRandomValues(bytes);
      for (const b of bytes) {
        // Rejection sampling keeps the distribution uniform (248 = 4 × 62).
        if (b < 248 && id.length < 20) id += ALPHABET[b % 62];
      }
    }
    return id;
  }
}

/** prefix-0001, prefix-0002, ... (zero-padded so that ids sort in creation order). */
export class SequentialIds implements Ids {
  private next: number;
  constructor(
    private readonly prefix = 'id',
    start = 1,
  ) {
    this.next = start;
  }
  newId(): string {
    return `${this.prefix}-${String(this.next++).padStart(4, '0')}`;
  }
}
