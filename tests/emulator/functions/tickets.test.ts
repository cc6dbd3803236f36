/**
 * Help & Support end to end on the emulators (issue 10): a member opens a ticket and support staff
 * answer it through the web app's firebase backend, as the browsers do, against the Firestore
 * rules; the functions' ticket triggers then do what clients may not: the ticket gets its
 * company's name, the answer is counted on the ticket (open → In progress), and the owner gets
 * an in-app notification. The answer e-mail is tested against a real SMTP server in
 * functions/src/triggers/ticketMail.smtp.test.ts; here no mail server listens, so its delivery
 * fails after the count and the notification, which are kept.
 */
import { newTicket, newTicketResponse, refs } from '@tender/core';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseBackend } from '../../../web/src/backend/firebase/createFirebaseBackend';
import { type UsersWorld, createUsersWorld, until } from './usersWorld';

describe('Help & Support: ticket triggers on the emulators', () => {
  let world: UsersWorld;
  let support: FirebaseBackend;
  let supportUid: string;

  beforeAll(async () => {
    world = await createUsersWorld('tickets');
    // Support staff as scripts/create-support-account.mjs makes them: the claim, no company.
    const email = `support-${world.run}@e2e.example`;
    const password = 'Support-Secret-2026';
    const account = await getAuth(world.admin).createUser({
      email,
      password,
      displayName: 'Fenna Support',
    });
    supportUid = account.uid;
    await getAuth(world.admin).setCustomUserClaims(supportUid, { support: true });
    await getFirestore(world.admin).doc(`users/${supportUid}`).set({
      name: 'Fenna Support',
      email,
      companyId: null,
      role: null,
      status: 'active',
      preferredLanguage: 'en',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    support = world.newBackend();
    await support.auth.signInWithPassword(email, password);
  });

  afterAll(async () => {
    await world?.dispose();
  });

  it('stamps the company, counts support’s answer, moves the ticket on and notifies the owner', async () => {
    const member = world.adminBackend;
    const ownerUid = await ownerOf(world);
    // A fresh ticket per attempt: a retried test would otherwise write over a ticket whose
    // response was already counted, and no trigger would fire for it again.
    const tid = `tk-${world.run}-${Math.random().toString(36).slice(2, 8)}`;
    await member.docs.setDoc(
      refs.ticket(tid),
      newTicket(
        {
          category: 'technical',
          subject: 'Upload stays at 0%',
          description: 'A 12 MB PDF does not upload.',
          priority: 'high',
        },
        { uid: ownerUid, name: 'E2E Admin', companyId: world.companyId },
      ),
    );
    const db = getFirestore(world.admin);
    await until('the ticket to carry its company name', async () => {
      const data = (await db.doc(`tickets/${tid}`).get()).data();
      return data?.companyName === 'E2E company';
    });

    await support.docs.setDoc(
      refs.ticketResponse(tid, 'r1'),
      newTicketResponse('Please try again; we raised the limit.', {
        uid: supportUid,
        name: 'Fenna Support',
        support: true,
      }),
    );
    await until('the answer to be counted', async () => {
      const data = (await db.doc(`tickets/${tid}`).get()).data();
      return data?.responseCount === 1;
    });
    const ticket = (await db.doc(`tickets/${tid}`).get()).data();
    expect(ticket?.status).toBe('inProgress');

    // The owner reads the notification through the rules, linking to the ticket.
    await until('the owner to be notified', async () => {
      const mine = await member.docs.getDocs(refs.notifications(ownerUid));
      return mine.docs.some((n) => n.data.kind === 'ticketResponse');
    });
    const notification = (await member.docs.getDocs(refs.notifications(ownerUid))).docs.find(
      (n) => n.data.kind === 'ticketResponse',
    );
    expect(notification?.data.link).toBe(`/dashboard/help/${tid}`);
    expect(notification?.data.read).toBe(false);

    // Marked as counted, so a retried delivery (the mail failing here) counts nothing twice.
    const response = (await db.doc(`tickets/${tid}/responses/r1`).get()).data();
    expect(response?.countedAt).toBeDefined();
    expect((await db.doc(`tickets/${tid}`).get()).data()?.responseCount).toBe(1);
  });
});

/** The world's admin uid (the member who opens the ticket). */
async function ownerOf(world: UsersWorld): Promise<string> {
  const users = await getFirestore(world.admin)
    .collection('users')
    .where('companyId', '==', world.companyId)
    .where('role', '==', 'admin')
    .get();
  const uid = users.docs[0]?.id;
  if (!uid) throw new Error('the world has no admin');
  return uid;
}
