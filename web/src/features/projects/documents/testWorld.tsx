/** The documents UI against the real demo backend, with a scripted processor (tests only). */
import { render } from '@testing-library/react';
import {
  type TenderFacts,
  emptyTenderFacts,
  newProject,
  refs,
  serverTimestamp,
  storagePaths,
} from '@tender/core';
import { AppProviders } from '../../../app/App';
import { createI18n } from '../../../app/i18n/i18n';
import { deleteDocumentArtifacts } from '@tender/core/services/documents/index';
import type { DemoProcessor, ProcessTarget } from '../../../backend/demo/documentPipeline';
import { PASSWORD, makeDemo } from '../../../backend/demo/testing';
import { DocumentsStep } from './DocumentsStep';
import { ProcessingAlert } from './ProcessingAlert';

export const CID = 'van-dijk-bouw';
export const PID = 'p-bridge';

export const FACTS: TenderFacts = {
  ...emptyTenderFacts(),
  buyer: { value: 'Gemeente Utrecht', page: 1, quote: 'Opdrachtgever: Gemeente Utrecht' },
  reference: null,
  cpvCodes: [{ value: '45221111-3', page: 2, quote: 'CPV 45221111-3 Bouwen van wegbruggen' }],
  deadlines: [
    {
      value: { kind: 'submission', date: '2026-12-15T12:00', label: 'Sluitingstermijn' },
      page: 12,
      quote: 'De sluitingstermijn is 15 december 2026 om 12:00 uur.',
    },
  ],
  awardCriteria: [
    { value: { name: 'Kwaliteit', weight: 60, points: null }, page: 3, quote: 'Kwaliteit 60%' },
  ],
  requirements: [],
  limits: [],
};

/** Marks documents processed with FACTS and 14 pages of text, or holds them when `hold` is set. */
export function scriptedProcessor(world: { hold?: boolean } = {}) {
  const seen: ProcessTarget[] = [];
  let backendRef: Awaited<ReturnType<typeof makeDemo>>['backend'] | undefined;
  const processor: DemoProcessor = {
    async process(target) {
      seen.push(target);
      const backend = backendRef!;
      const ref = refs.projectDocument(target.companyId, target.projectId, target.documentId);
      await backend.state.docs.updateDoc(ref, { status: 'processing' });
      if (world.hold) return { outcome: 'skipped' };
      const pages = Array.from({ length: 14 }, (_, i) =>
        i === 11
          ? 'Termijnen. De sluitingstermijn is 15 december 2026 om 12:00 uur.'
          : `Tekst van pagina ${i + 1}.`,
      );
      await backend.state.files.write(
        storagePaths.extractedText(target.companyId, target.projectId, target.documentId),
        new TextEncoder().encode(JSON.stringify({ version: 1, pages })),
        { contentType: 'application/json' },
      );
      await backend.state.docs.updateDoc(ref, {
        status: 'processed',
        facts: FACTS,
        summary: 'Bouw van een brug over de Vecht.',
        pageCount: pages.length,
        warnings: [],
        processedAt: serverTimestamp(),
      });
      return { outcome: 'processed' };
    },
    isTransient: () => false,
    cleanUp: (target) => deleteDocumentArtifacts(backendRef!.state, target),
  };
  return {
    seen,
    load: async () => processor,
    attach(backend: NonNullable<typeof backendRef>) {
      backendRef = backend;
    },
  };
}

export async function renderDocuments(
  options: { hold?: boolean; stepMs?: number; chunkBytes?: number; email?: string } = {},
) {
  const script = scriptedProcessor({ hold: options.hold ?? false });
  const { backend } = await makeDemo({
    loadProcessor: script.load,
    upload: { stepMs: options.stepMs ?? 0, chunkBytes: options.chunkBytes ?? 1024 },
  });
  script.attach(backend);
  await backend.state.docs.setDoc(
    refs.project(CID, PID),
    newProject(
      { name: 'Bridge', description: '', type: 'empty', tenderId: null },
      'u-admin-vandijk',
    ),
  );
  await backend.auth.signInWithPassword(options.email ?? 'admin@vandijk.example', PASSWORD);
  const i18n = await createI18n('en');
  const utils = render(
    <AppProviders i18n={i18n} loaded={{ backend }}>
      <ProcessingAlert companyId={CID} projectId={PID} contentEditable />
      <DocumentsStep companyId={CID} projectId={PID} canEdit contentEditable />
    </AppProviders>,
  );
  return { ...utils, backend, script };
}

/** A small PDF-headed file; its name is in its bytes, so files of different names differ. */
export function pdf(name: string, size = 2048): File {
  const body = new Uint8Array(size).fill(32);
  body.set(new TextEncoder().encode(`%PDF-1.4\n% ${name}\n`).subarray(0, size));
  return new File([body], name, { type: 'application/pdf' });
}
