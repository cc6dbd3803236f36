// The deployed functions: exports only. Each lives in its own module under callables/, triggers/
// or scheduled/, with its logic separate from the trigger wrapper so it can be unit tested.
export { whoAmI } from './callables/whoAmI';
import { callables } from './callables/userCallables';

export const {
  createUser,
  deleteUser,
  resetPassword,
  setRole,
  setStatus,
  updateMyAccount,
  fetchProjectWebsite,
  markTenderViewed,
  resetViewedTenders,
  createProjectFromTender,
  rateTenderMatch,
  ingestTendersNow,
  startKnowledgeBaseTraining,
  generateDraft,
  cancelDraftGeneration,
  regenerateDraftSection,
  getDraftPlan,
  editDraftPlan,
  sendChatMessage,
  getChatSuggestions,
} = callables;
export { fetchWebsites } from './scheduled/fetchWebsitesSchedule';
export { sendTenderDigests } from './scheduled/sendTenderDigests';
export { unsubscribeDigest } from './http/unsubscribeDigest';
export { ingestTedTenders, ingestTenderNedTenders } from './scheduled/ingestTendersSchedule';
export { userWritten } from './triggers/userWrittenTrigger';
export { companyProfileWritten } from './triggers/companyProfileWrittenTrigger';
export { accountCreated } from './triggers/accountCreatedTrigger';
export { documentUploaded } from './triggers/documentUploadedTrigger';
export { documentDeleted } from './triggers/documentDeletedTrigger';
export { projectDeleted } from './triggers/projectDeletedTrigger';
export { draftGeneration, draftVersionCreated } from './triggers/draftTriggers';
export { visualCreated } from './triggers/visualCreatedTrigger';
export { ticketWritten, ticketResponseCreated } from './triggers/ticketTriggers';
export {
  kbDocumentUploaded,
  kbDocumentDeleted,
  knowledgeBaseDeleted,
  knowledgeBaseTraining,
} from './triggers/kbTriggers';
