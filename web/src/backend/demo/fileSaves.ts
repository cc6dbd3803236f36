/**
 * Which files the next save writes: those changed since the last save, or all of them at the first
 * save of a page load (which also moves a state saved with inline files to the files store) and
 * after a save that failed.
 */
import type { MemoryFileStore } from '@tender/core';
import type { FileChanges } from './persistence';

export interface FileSaves {
  /** A file was written or deleted. */
  changed(path: string): void;
  /** The changes the next save writes. */
  next(): FileChanges;
  /** The save of `next()`'s changes is done. */
  saved(): void;
  /** The save failed: the next one writes every file. */
  failed(): void;
}

export function trackFileSaves(fileStore: MemoryFileStore): FileSaves {
  let changedFiles = new Set<string>();
  let saveAllFiles = true;
  return {
    changed(path) {
      changedFiles.add(path);
    },
    next() {
      const paths = changedFiles;
      changedFiles = new Set();
      if (saveAllFiles) return { replaceAll: true, put: fileStore.exportFiles(), removed: [] };
      const put = fileStore.exportFiles(paths);
      const kept = new Set(put.map((f) => f.path));
      return { replaceAll: false, put, removed: [...paths].filter((p) => !kept.has(p)) };
    },
    saved() {
      saveAllFiles = false;
    },
    failed() {
      saveAllFiles = true;
    },
  };
}
