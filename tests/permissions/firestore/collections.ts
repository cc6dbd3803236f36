/** The collections the case table must cover (core's policy test checks the cases of each). */

/** The Firestore collections of ARCHITECTURE §5; every one needs allow and deny cases. */
export const FIRESTORE_COLLECTIONS = [
  'companies/{cid}',
  'companies/{cid}/projects/{pid}',
  'companies/{cid}/projects/{pid}/documents/{did}',
  'companies/{cid}/projects/{pid}/documents/{did}/chunks/{chunkId}',
  'companies/{cid}/projects/{pid}/websites/{wid}',
  'companies/{cid}/projects/{pid}/drafts/{draftId}',
  'companies/{cid}/projects/{pid}/drafts/{draftId}/versions/{vid}',
  'companies/{cid}/projects/{pid}/messages/{mid}',
  'companies/{cid}/knowledgeBases/{kbId}',
  'companies/{cid}/knowledgeBases/{kbId}/documents/{did}',
  'companies/{cid}/knowledgeBases/{kbId}/chunks/{chunkId}',
  'companies/{cid}/knowledgeBases/{kbId}/factSheet/{sheetId}',
  'companies/{cid}/tenderMatches/{tid}',
  'companies/{cid}/visuals/{vid}',
  'companies/{cid}/usage/{day}',
  'companies/{cid}/customers/{id}',
  'tenders/{tid}',
  'tickets/{tid}',
  'tickets/{tid}/responses/{rid}',
  'users/{uid}',
  'users/{uid}/notifications/{nid}',
] as const;

/**
 * Collections only functions (Admin SDK) touch: every client request is denied, so they have deny
 * cases only (the tender digest ledger and cursors of issue 9).
 */
export const FIRESTORE_FUNCTIONS_ONLY_COLLECTIONS = [
  'companies/{cid}/digestLedger/{entryId}',
  'companies/{cid}/digestCursors/{uid}',
  'ingestion/{sourceId}',
  'users/{uid}/rateLimits/{action}',
] as const;
