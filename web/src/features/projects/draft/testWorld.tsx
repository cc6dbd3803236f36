/** The draft panel against the real demo backend; the job's progress and drafts written directly (tests only). */
import { render } from '@testing-library/react';
import {
  type Actor,
  type Draft,
  type DraftProgress,
  type KnowledgeBase,
  type Locale,
  type ProjectType,
  Timestamp,
  newProject,
  refs,
  rtdbPaths,
} from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { LocaleContext } from '../../../app/i18n/LocaleContext';
import { ADMIN, PASSWORD, makeDemo } from '../../../backend/demo/testing';
import type { Backend } from '../../../backend/types';
import { DraftPanel } from './DraftPanel';

export const CID = 'van-dijk-bouw';
export const PID = 'p-bridge';
export const TIMEOUT = { timeout: 15_000 };

const T0 = Date.UTC(2026, 2, 2, 9);

export const ADMIN_ACTOR: Actor = {
  uid: 'u-admin-vandijk',
  companyId: CID,
  role: 'admin',
  status: 'active',
};

export function companyInfoBase(documentCount = 2): KnowledgeBase {
  const at = Timestamp.fromMillis(T0);
  return {
    name: 'Bedrijfsinformatie',
    description: '',
    category: 'company_info',
    type: 'pretrained',
    locked: true,
    permanentlyLocked: true,
    trainingState: 'trained',
    trainingError: null,
    trainingStartedAt: at,
    trainedAt: at,
    documentCount,
    createdBy: 'u-admin-vandijk',
    createdAt: at,
    updatedAt: at,
  };
}

export function sampleDraft(over: Partial<Draft> = {}): Draft {
  const at = Timestamp.fromMillis(T0);
  return {
    title: 'Inschrijving brug over de Vecht',
    language: 'nl',
    content: [
      {
        id: 's1',
        heading: 'Kwaliteit',
        body: '<p>Wij werken volgens ISO 9001 <cite data-citation="c1">[1]</cite>.</p><h3>Aanpak</h3><ul><li>Planning</li></ul>',
        criterionId: 'k1',
        weight: 60,
        targetWords: 600,
        citationIds: ['c1'],
        assessment: { covered: ['Kwaliteitssysteem'], missing: ['Referentie van een brugproject'] },
      },
    ],
    citations: [
      {
        id: 'c1',
        source: 'knowledgeBase',
        documentId: 'kbd1',
        documentName: 'ISO-certificaat.pdf',
        knowledgeBaseId: 'kb1',
        page: 2,
        quote: 'Certificaat ISO 9001:2015, afgegeven door DNV.',
      },
    ],
    checklist: [
      {
        id: 'r1',
        requirement: 'Inschrijving in het handelsregister',
        status: 'met',
        evidence: 'KvK-uittreksel',
        citationIds: ['c1'],
      },
      {
        id: 'r2',
        requirement: 'VCA**-certificaat',
        status: 'open',
        evidence: null,
        citationIds: [],
      },
    ],
    revision: 1,
    createdBy: 'u-admin-vandijk',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'u-admin-vandijk',
    generatedFrom: { documentIds: [], knowledgeBaseIds: ['kb1'], model: 'local-extractive-1' },
    ...over,
  };
}

export async function renderDraftPanel(
  options: {
    locale?: Locale;
    knowledgeBase?: KnowledgeBase | null;
    editor?: boolean;
    type?: ProjectType;
    /** Wraps the backend the panel gets (the test keeps the demo's own). */
    wrap?: (backend: Backend) => Backend;
  } = {},
) {
  const { backend } = await makeDemo();
  const type = options.type ?? 'ai_draft';
  const project = {
    ...newProject({ name: 'Bridge', description: '', type, tenderId: null }, 'u-admin-vandijk'),
    dataSources: { knowledgeBaseIds: [], enableAll: true },
  };
  await backend.state.docs.setDoc(refs.project(CID, PID), project);
  if (options.knowledgeBase !== null)
    await backend.state.docs.setDoc(
      refs.knowledgeBase(CID, 'kb1'),
      options.knowledgeBase ?? companyInfoBase(),
    );
  await backend.auth.signInWithPassword(ADMIN, PASSWORD);
  const locale = options.locale ?? 'en';
  const i18n = await createI18n(locale);
  const utils = render(
    <AppProviders
      i18n={i18n}
      loaded={{ backend: options.wrap ? options.wrap(backend) : backend } as { backend: Backend }}
    >
      <LocaleContext.Provider value={locale}>
        <DraftPanel
          companyId={CID}
          projectId={PID}
          project={{ dataSources: project.dataSources }}
          contentEditable
          editor={options.editor ? { actor: ADMIN_ACTOR } : undefined}
          exportInfo={{ projectName: 'Bridge', tenderReference: 'UTR-2026-014' }}
        />
      </LocaleContext.Provider>
    </AppProviders>,
  );
  // What the generation job writes (the unguarded stores: the job runs as the functions).
  const report = (value: DraftProgress) =>
    backend.state.realtime.set(rtdbPaths.draftProgress(CID, PID), value);
  const writeDraft = (id: string, draft: Draft) =>
    backend.state.docs.setDoc(refs.draft(CID, PID, id), draft);
  return { ...utils, backend, report, writeDraft };
}

/** The job's progress once it is done, with its draft. */
export const doneProgress = (draftId: string): DraftProgress => {
  const now = Date.now();
  return {
    jobId: 'job1',
    state: 'done',
    startedAt: now - 5000,
    deadlineAt: now + 60_000,
    current: null,
    steps: {},
    draftId,
    error: null,
  };
};
