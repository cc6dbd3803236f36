/**
 * What a client writes when it creates a project, a project document or a knowledge-base
 * document, built with core's factories; shared by the single-request cases and the batches.
 */
import { newKbDocument, newProject, newProjectDocument } from '../../../core/src/model/factories';
import { A } from '../actors';

export const newProjectData = (uid: string, extra: Record<string, unknown> = {}) => ({
  ...newProject({ name: 'Nieuwe brug', description: '', type: 'ai_draft', tenderId: null }, uid),
  ...extra,
});
/** SHA-256 (hex) of the file, as the uploader computes it (issue 20). */
export const CONTENT_HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const pdf = {
  name: 'Bijlage.pdf',
  size: 2048,
  contentType: 'application/pdf',
  contentHash: CONTENT_HASH,
};
export const docData = (
  cid: string,
  pid: string,
  did: string,
  uid: string,
  extra: Record<string, unknown> = {},
) => ({
  ...newProjectDocument(
    { ...pdf, role: 'annex' },
    `companies/${cid}/projects/${pid}/documents/${did}/original.pdf`,
    uid,
  ),
  ...extra,
});
export const kbDocData = (
  kbId: string,
  did: string,
  uid: string,
  extra: Record<string, unknown> = {},
) => ({
  ...newKbDocument(pdf, `${A}/knowledgeBases/${kbId}/documents/${did}/original.pdf`, uid),
  ...extra,
});
export const withoutKey = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));
