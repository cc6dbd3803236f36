/** Every single-request Firestore case, gathered from one file per collection group. */
import type { FirestoreCase } from './case';
import { CHAT_MESSAGE_CASES } from './chatMessages';
import { COMPANY_CASES } from './companies';
import { CUSTOMER_CASES } from './customers';
import { DIGEST_CASES } from './digest';
import { DRAFT_CASES } from './drafts';
import { KNOWLEDGE_BASE_CASES } from './knowledgeBases';
import { PROJECT_DOCUMENT_CASES } from './projectDocuments';
import { PROJECT_CASES } from './projects';
import { RATE_LIMIT_CASES } from './rateLimits';
import { TENDER_MATCH_CASES } from './tenderMatches';
import { TENDER_CASES } from './tenders';
import { TICKET_CASES } from './tickets';
import { USAGE_CASES } from './usage';
import { USER_CASES } from './users';
import { VISUAL_CASES } from './visuals';
import { WEBSITE_CASES } from './websites';

export const FIRESTORE_CASES: readonly FirestoreCase[] = [
  ...COMPANY_CASES,
  ...PROJECT_CASES,
  ...PROJECT_DOCUMENT_CASES,
  ...WEBSITE_CASES,
  ...DRAFT_CASES,
  ...CHAT_MESSAGE_CASES,
  ...KNOWLEDGE_BASE_CASES,
  ...TENDER_MATCH_CASES,
  ...USAGE_CASES,
  ...DIGEST_CASES,
  ...VISUAL_CASES,
  ...CUSTOMER_CASES,
  ...TENDER_CASES,
  ...RATE_LIMIT_CASES,
  ...TICKET_CASES,
  ...USER_CASES,
];
