/** Support tickets (tickets/{tid}) and their responses (tickets/{tid}/responses/{rid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import { documentId, oneOfRequired, requiredText, strictObject } from './schemaKit';

export const TICKET_CATEGORIES = ['technical', 'billing', 'feature', 'access', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const TICKET_STATUSES = ['open', 'inProgress', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Top-level so that support staff can list every company's tickets in one query. */
export type Ticket = {
  companyId: string;
  createdBy: string;
  createdByName: string;
  category: TicketCategory;
  subject: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  /** Kept by functions (services/tickets): the number of responses and the last activity. */
  responseCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The company's name, stamped by functions after create, for support staff's list. */
  companyName?: string;
};

export type TicketResponse = {
  authorId: string;
  authorName: string;
  /** True when written by support staff (shown differently in the thread). */
  fromSupport: boolean;
  text: string;
  createdAt: Timestamp;
  /** Set by functions once counted on the ticket, so a redelivered trigger counts it once. */
  countedAt?: Timestamp;
  /** Set by functions once the ticket owner was e-mailed about this answer. */
  mailedAt?: Timestamp;
};

export const ticketCreateSchema = strictObject({
  category: oneOfRequired(TICKET_CATEGORIES),
  subject: requiredText(LIMITS.shortTextMax),
  description: requiredText(LIMITS.descriptionMax),
  priority: oneOfRequired(TICKET_PRIORITIES).default('medium'),
});

export const ticketResponseSchema = strictObject({
  text: requiredText(LIMITS.descriptionMax),
});

export const ticketStatusChangeSchema = strictObject({
  ticketId: documentId(),
  status: oneOfRequired(TICKET_STATUSES),
});

export type TicketCreateInput = yup.InferType<typeof ticketCreateSchema>;
export type TicketResponseInput = yup.InferType<typeof ticketResponseSchema>;
