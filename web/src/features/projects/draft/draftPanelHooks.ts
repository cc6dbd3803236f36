/**
 * The draft panel's data and actions: readiness over the live project, the latest drafts, and
 * Generate, Generate again and Cancel through the backend's callables.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DraftReadiness,
  type Project,
  draftReadiness,
  limit,
  orderBy,
  query,
  refs,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { useLiveQuery } from '../../../backend/hooks/useLiveQuery';
import type { ConfirmFailure } from '../../../components/ConfirmDialog';
import { type DocumentRow, useProjectDocuments } from '../documents/useProjectDocuments';

/** draftReadiness over the live project, its documents and the company's knowledge bases; null while loading. */
export function useDraftReadiness(
  companyId: string,
  projectId: string,
  project: Pick<Project, 'dataSources'>,
): { readiness: DraftReadiness | null; documents: readonly DocumentRow[] } {
  const documents = useProjectDocuments(companyId, projectId);
  const kbs = useLiveQuery(refs.knowledgeBases(companyId));
  const readiness = useMemo(() => {
    if (documents.status !== 'ready' || kbs.status !== 'ready') return null;
    return draftReadiness({
      project,
      documents: documents.data.map((d) => d.data),
      knowledgeBases: kbs.data.map((kb) => ({
        id: kb.id,
        category: kb.data.category,
        documentCount: kb.data.documentCount,
      })),
    });
  }, [documents, kbs, project]);
  return { readiness, documents: documents.status === 'ready' ? documents.data : [] };
}

/**
 * The project's two newest drafts, live. The newest may be one still being written (revision 0);
 * there is at most one such (a run deletes one a dead run left), so the one before it is the
 * draft to show when that run is no longer under way.
 */
export function useLatestDrafts(companyId: string, projectId: string) {
  return useLiveQuery(
    query(refs.drafts(companyId, projectId), orderBy('createdAt', 'desc'), limit(2)),
  );
}

/** Generate, the confirmed Generate again, and Cancel; their failures go to `setError`. */
export function useDraftActions(
  projectId: string,
  ui: {
    setBusy: (busy: 'starting' | 'cancelling' | null) => void;
    setError: (error: 'generate' | 'cancel' | null) => void;
    /** The confirmed Generate again has started: its dialog closes. */
    onStarted: () => void;
  },
) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { setBusy, setError } = ui;
  const generate = async () => {
    setBusy('starting');
    setError(null);
    try {
      await backend.call('generateDraft', { projectId });
    } catch (e) {
      console.warn('generateDraft failed', e);
      setError('generate');
    } finally {
      setBusy(null);
    }
  };
  /** The confirmed "Generate again": the server keeps the shown draft as a version first. */
  const generateAgain = async (): Promise<ConfirmFailure | null> => {
    try {
      await backend.call('generateDraft', { projectId });
      ui.onStarted();
      return null;
    } catch (e) {
      console.warn('generateDraft failed', e);
      return { title: t('drafts.errors.generate'), detail: null };
    }
  };
  const cancel = async () => {
    setBusy('cancelling');
    setError(null);
    try {
      await backend.call('cancelDraftGeneration', { projectId });
    } catch (e) {
      console.warn('cancelDraftGeneration failed', e);
      setError('cancel');
    } finally {
      setBusy(null);
    }
  };

  return { generate, generateAgain, cancel };
}
