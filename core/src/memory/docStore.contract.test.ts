import { describeDocStoreContract } from '../ports/docStoreContract';
import { ManualClock } from './clock';
import { MemoryDocStore } from './docStore';

// A manual clock makes server timestamps exact, so the tolerance is zero.
describeDocStoreContract('memory', () => {
  const clock = new ManualClock(Date.UTC(2026, 4, 1, 9, 30));
  return { store: new MemoryDocStore({ clock }), now: () => clock.now(), toleranceMs: 0 };
});
