/**
 * The draft as the user edits it: a working copy of the sections, saved through core's
 * saveDraftContent shortly after the last keystroke, naming the revision it started from. When
 * someone else saved in between, the save is refused ('conflict'): autosave stops, and
 * `reloadLatest` shows the stored draft while the user's text is kept (`kept`) to copy — nothing is
 * lost and nothing is overwritten. A checklist item marked not applicable (or back) is saved the
 * same way (issue 19): with the text, naming the same revision.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Actor,
  type Draft,
  type DraftChecklistItem,
  type DraftSection,
  DocStoreError,
  type DocStore,
} from '@tender/core';
import { markChecklist, saveDraftContent } from '@tender/core/services/drafts/saveDraft';

type ChecklistMark = 'notApplicable' | 'auto';

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'conflict' | 'error';

export const AUTOSAVE_DELAY_MS = 1500;

export interface DraftAutosave {
  readonly content: readonly DraftSection[];
  /** The stored revision the working copy is based on. */
  readonly revision: number;
  readonly status: SaveStatus;
  /** Changes with every reset of the working copy (editors re-create themselves from `content`). */
  readonly resetKey: number;
  /** The user's sections that could not be saved, after `reloadLatest`. */
  readonly kept: readonly DraftSection[] | null;
  /** The stored checklist with the marks made here (shown at once, saved with the next save). */
  readonly checklist: readonly DraftChecklistItem[];
  change(sectionId: string, body: string): void;
  /** Marks a checklist item not applicable, or gives it back its found status ('auto'). */
  mark(itemId: string, mark: ChecklistMark): void;
  /** Retries a save that failed for another reason than a conflict. */
  retry(): void;
  reloadLatest(): void;
  dismissKept(): void;
}

export function useDraftAutosave({
  docs,
  target,
  draft,
  actor,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  docs: DocStore;
  target: { cid: string; pid: string; draftId: string };
  draft: Draft;
  actor: Actor;
  delayMs?: number;
}): DraftAutosave {
  const [content, setContent] = useState<readonly DraftSection[]>(draft.content);
  const [revision, setRevision] = useState(draft.revision);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [resetKey, setResetKey] = useState(0);
  const [kept, setKept] = useState<readonly DraftSection[] | null>(null);
  // The checklist marks made here: shown over the stored checklist; `unsent` go with the next save.
  const [marks, setMarks] = useState<Readonly<Record<string, ChecklistMark>>>({});
  // The save reads the newest values, not those of the render that scheduled it.
  const latest = useRef({
    content,
    revision,
    edits: 0,
    unsent: {} as Record<string, ChecklistMark>,
  });
  useEffect(() => {
    latest.current.content = content;
    latest.current.revision = Math.max(latest.current.revision, revision);
  }, [content, revision]);
  const { cid, pid, draftId } = target;

  const save = useCallback(async () => {
    const edits = latest.current.edits;
    const sent = latest.current.unsent;
    latest.current.unsent = {};
    setStatus('saving');
    try {
      const result = await saveDraftContent(
        docs,
        {
          cid,
          pid,
          draftId,
          expectedRevision: latest.current.revision,
          content: latest.current.content,
          ...(Object.keys(sent).length ? { checklistStatus: sent } : {}),
        },
        actor,
      );
      latest.current.revision = result.revision;
      setRevision(result.revision);
      // Typed on while it saved: another save follows.
      setStatus(latest.current.edits === edits ? 'saved' : 'pending');
    } catch (error) {
      const conflict = error instanceof DocStoreError && error.code === 'aborted';
      if (!conflict) console.warn('Draft save failed', error);
      // Not saved: the marks go with the retry (newer ones made meanwhile win).
      latest.current.unsent = { ...sent, ...latest.current.unsent };
      setStatus(conflict ? 'conflict' : 'error');
    }
  }, [docs, cid, pid, draftId, actor]);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => void save(), delayMs);
    return () => clearTimeout(timer);
  }, [status, content, save, delayMs]);

  // A save still waiting when the page closes the editor (navigation) goes out at once.
  const pendingSave = useRef<() => void>(() => {});
  useEffect(() => {
    pendingSave.current = () => {
      if (status === 'pending') void save();
    };
  }, [status, save]);
  useEffect(() => () => pendingSave.current(), []);

  // Someone else's save (or a restore, a regenerated section) while nothing is unsaved here:
  // follow it. With unsaved changes the next save reports the conflict instead.
  if (status === 'saved' && draft.revision > revision) {
    setContent(draft.content);
    setRevision(draft.revision);
    setResetKey((k) => k + 1);
    setMarks({});
  }

  return {
    content,
    revision,
    status,
    resetKey,
    kept,
    checklist: markChecklist(draft.checklist ?? [], marks),
    change(sectionId, body) {
      latest.current.edits += 1;
      setContent((sections) => sections.map((s) => (s.id === sectionId ? { ...s, body } : s)));
      if (status !== 'conflict') setStatus((s) => (s === 'saving' ? s : 'pending'));
    },
    mark(itemId, mark) {
      latest.current.edits += 1;
      latest.current.unsent = { ...latest.current.unsent, [itemId]: mark };
      setMarks((m) => ({ ...m, [itemId]: mark }));
      if (status !== 'conflict') setStatus((s) => (s === 'saving' ? s : 'pending'));
    },
    retry() {
      void save();
    },
    reloadLatest() {
      setKept(latest.current.content);
      latest.current.unsent = {};
      setMarks({});
      setContent(draft.content);
      setRevision(draft.revision);
      setStatus('saved');
      setResetKey((k) => k + 1);
    },
    dismissKept() {
      setKept(null);
    },
  };
}
