/**
 * The best k of many scored items without sorting them all: a sorted array of at most k entries
 * (k is tens, items are up to hundreds of thousands, so insertion into the small array is cheap).
 */
export class TopK {
  readonly scores: number[] = [];
  readonly items: number[] = [];

  constructor(private readonly k: number) {}

  /** Lowest score still kept once full; anything not above it is ignored. */
  get floor(): number {
    return this.scores.length < this.k ? -Infinity : (this.scores[this.k - 1] ?? -Infinity);
  }

  offer(item: number, score: number): void {
    if (this.k <= 0 || score <= this.floor) return;
    let at = this.scores.length;
    while (at > 0 && (this.scores[at - 1] ?? -Infinity) < score) at--;
    this.scores.splice(at, 0, score);
    this.items.splice(at, 0, item);
    if (this.scores.length > this.k) {
      this.scores.pop();
      this.items.pop();
    }
  }
}
