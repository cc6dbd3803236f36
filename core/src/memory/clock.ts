/** Clocks: the system clock, and a manual one tests and the demo's scripted scenarios can set. */
import type { Clock } from '../ports/runtime';

export const systemClock: Clock = Object.freeze({ now: () => Date.now() });

export class ManualClock implements Clock {
  private current: number;
  constructor(start: number | Date = Date.UTC(2026, 0, 1)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }
  now(): number {
    return this.current;
  }
  set(millis: number | Date): void {
    this.current = typeof millis === 'number' ? millis : millis.getTime();
  }
  advance(millis: number): number {
    this.current += millis;
    return this.current;
  }
}
