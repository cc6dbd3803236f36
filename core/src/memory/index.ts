/** In-memory implementations of the ports (unit tests and the demo backend). */
export { MemoryDocStore, type MemoryDocStoreOptions } from './docStore';
export type { DocStoreSnapshot } from './docStoreSnapshot';
export { MemoryRealtime } from './realtime';
export { MemoryFileStore, type MemoryFileStoreOptions, type ExportedFile } from './fileStore';
export { ManualClock, systemClock } from './clock';
export { RandomIds, SequentialIds } from './ids';
export {
  MemoryIdentity,
  type MemoryIdentityOptions,
  type IdentitySnapshot,
  type IdentityListener,
  type PasswordCheck,
} from './identity';
export { cryptoRandom, CyclingRandom } from './random';
export { QueryHeads, type CollectionHead, type HeadOrder, headQuery, takeHead } from './queryHeads';
