/**
 * After a project document is processed: when its facts move a fact the project's earlier
 * documents stated (a deadline, a limit: core/src/documents/changes), the project's members hear
 * of it. Members are the project's owner, its creator and everyone who uploaded one of its
 * documents (the people working on this tender); notifyUsers keeps only active members of the
 * company. Runs in the processor's notifyOutcome, so the Cloud Function and the demo backend both
 * send it; a failure is reported, never thrown (the document is processed either way).
 */
import { changesBy, projectFactHistory } from '../../documents/changes/factChanges';
import { factDocumentsOf } from '../../documents/changes/storedDocuments';
import { refs } from '../../model/paths';
import { notifyAfter, tenderFactsChangedEvent } from '../notifications/events';
import type { DocumentProcessorDeps, DocumentTarget } from './types';

export async function notifyFactChanges(
  deps: Pick<DocumentProcessorDeps, 'docs' | 'onUnexpectedError'>,
  t: DocumentTarget,
): Promise<void> {
  const report = (e: unknown) => deps.onUnexpectedError?.(e, t);
  try {
    const [project, documents] = await Promise.all([
      deps.docs.getDoc(refs.project(t.companyId, t.projectId)),
      deps.docs.getDocs(refs.projectDocuments(t.companyId, t.projectId)),
    ]);
    if (!project.data) return;
    const self = documents.docs.find((d) => d.id === t.documentId);
    if (!self) return;
    const history = projectFactHistory(factDocumentsOf(documents.docs));
    const changes = changesBy(history, t.documentId);
    if (changes.length === 0) return;
    const members = [
      project.data.ownerId,
      project.data.createdBy,
      ...documents.docs.map((d) => d.data.uploadedBy),
    ];
    const event = tenderFactsChangedEvent({
      projectId: t.projectId,
      projectName: project.data.name,
      documentId: t.documentId,
      documentName: self.data.name,
      count: changes.length,
    });
    await notifyAfter(deps.docs, t.companyId, members, event, report);
  } catch (e) {
    report(e);
  }
}
