/**
 * What happens on the server after a ticket is written (functions' triggers; the demo runs the
 * same after its writes, web/src/backend/demo/ticketEvents.ts):
 * - a new ticket gets its company's name, so support staff's list can show it (they may not read
 *   companies/{cid});
 * - a new response is counted on the ticket (responseCount, updatedAt, clients may not change
 *   them) and moves its status: the first support answer takes an open ticket to inProgress, the
 *   owner's reply takes a pending one back to inProgress (policy's ticketStatusAfterReply);
 * - a support answer notifies the owner in the app and by e-mail in their preferred language;
 * - a status change by someone other than the owner notifies the owner in the app.
 * Every step is safe to run twice (a trigger may be delivered more than once): the response keeps
 * `countedAt` and `mailedAt`, and notification ids come from the event.
 */
import type { Locale } from '../../model/locales';
import { isLocale } from '../../model/locales';
import { refs } from '../../model/paths';
import type { Ticket, TicketStatus } from '../../model/ticket';
import { ticketStatusAfterReply } from '../../policy/ticketStatus';
import type { DocStore } from '../../ports/docStore';
import type { Mailer } from '../../ports/external';
import { serverTimestamp } from '../../ports/values';
import { notifyUsers } from '../notifications/notify';
import { type TicketMailMessages, renderTicketAnswerMail } from './ticketMail';

export interface TicketEventDeps {
  readonly docs: DocStore;
  /** Null where no mail can go out (the demo): the in-app notification still is written. */
  readonly mailer: Mailer | null;
  readonly messages: TicketMailMessages;
  /** The web app's origin for links in e-mails. */
  readonly appUrl: string;
}

export const ticketLink = (tid: string) => `/dashboard/help/${tid}`;

/** The status a response leaves the ticket in. */
export function statusAfterResponse(status: TicketStatus, fromSupport: boolean): TicketStatus {
  if (fromSupport && status === 'open') return 'inProgress';
  return ticketStatusAfterReply(status, fromSupport);
}

/** Stamps the company's name on a new ticket; true when it did. */
export async function ticketCreated(docs: DocStore, tid: string): Promise<boolean> {
  const ticket = (await docs.getDoc(refs.ticket(tid))).data;
  if (!ticket || ticket.companyName !== undefined) return false;
  const company = (await docs.getDoc(refs.company(ticket.companyId))).data;
  await docs.updateDoc(refs.ticket(tid), { companyName: company?.name ?? '' });
  return true;
}

export interface ResponseOutcome {
  readonly counted: boolean;
  readonly notified: boolean;
  readonly mailed: boolean;
}

export async function ticketResponseCreated(
  deps: TicketEventDeps,
  tid: string,
  rid: string,
): Promise<ResponseOutcome> {
  const { docs } = deps;
  const ticketRef = refs.ticket(tid);
  const responseRef = refs.ticketResponse(tid, rid);
  const counted = await docs.runTransaction(async (tx) => {
    const [ticket, response] = [(await tx.get(ticketRef)).data, (await tx.get(responseRef)).data];
    if (!ticket || !response || response.countedAt) return false;
    tx.update(ticketRef, {
      responseCount: (ticket.responseCount ?? 0) + 1,
      status: statusAfterResponse(ticket.status, response.fromSupport),
      updatedAt: serverTimestamp(),
    });
    tx.update(responseRef, { countedAt: serverTimestamp() });
    return true;
  });

  const [ticket, response] = [
    (await docs.getDoc(ticketRef)).data,
    (await docs.getDoc(responseRef)).data,
  ];
  if (!ticket || !response || !response.fromSupport || response.authorId === ticket.createdBy) {
    return { counted, notified: false, mailed: false };
  }
  await notifyUsers(docs, ticket.companyId, [ticket.createdBy], {
    kind: 'ticketResponse',
    params: { subject: ticket.subject, author: response.authorName },
    link: ticketLink(tid),
    key: `ticketResponse-${tid}-${rid}`,
  });
  const mailed = !response.mailedAt && (await mailOwner(deps, tid, ticket, response));
  if (mailed) await docs.updateDoc(responseRef, { mailedAt: serverTimestamp() });
  return { counted, notified: true, mailed };
}

async function mailOwner(
  deps: TicketEventDeps,
  tid: string,
  ticket: Ticket,
  response: { authorName: string; text: string },
): Promise<boolean> {
  if (!deps.mailer) return false;
  const owner = (await deps.docs.getDoc(refs.user(ticket.createdBy))).data;
  // A removed or disabled account gets no mail; the in-app notification waits for them.
  if (!owner || owner.status !== 'active' || !owner.email) return false;
  const locale: Locale = isLocale(owner.preferredLanguage) ? owner.preferredLanguage : 'en';
  const mail = renderTicketAnswerMail(deps.messages, {
    locale,
    recipientName: owner.name,
    subject: ticket.subject,
    authorName: response.authorName,
    answer: response.text,
    appUrl: deps.appUrl,
    ticketId: tid,
  });
  // A failure throws: the trigger is retried, and what was done before is not done again.
  await deps.mailer.send({ to: [owner.email], ...mail });
  return true;
}

/**
 * A client changed the ticket. When its status changed and the one who changed it is not the
 * owner (support staff), the owner hears of it. `actorUid` is null for the server's own writes
 * (counting a response), which never notify: the answer's own notification says enough.
 */
export async function ticketStatusChanged(
  docs: DocStore,
  tid: string,
  before: Ticket | undefined,
  after: Ticket | undefined,
  actorUid: string | null,
): Promise<boolean> {
  if (!before || !after || before.status === after.status) return false;
  if (!actorUid || actorUid === after.createdBy) return false;
  await notifyUsers(docs, after.companyId, [after.createdBy], {
    kind: 'ticketStatus',
    params: { subject: after.subject, status: after.status },
    link: ticketLink(tid),
    // The same change redelivered is one notification; a later change to the same status too
    // (it refreshes the older one rather than stacking).
    key: `ticketStatus-${tid}-${after.status}`,
  });
  return true;
}
