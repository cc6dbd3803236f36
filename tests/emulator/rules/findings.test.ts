/**
 * The security review's Firestore findings (../shared/reviews/security-review-2026-11.md), each
 * as the attack the reviewer ran on the emulator. Every test here failed on the rules before the
 * fix. The permission case table carries the same findings as single cases for both runners; these
 * tests add what a single case cannot say (a token refresh, a batch, the size of a list).
 * Storage (M1, L5) and Realtime Database (M2) findings are in storage.cases.test.ts and
 * database.cases.test.ts.
 */
import {
  type RulesTestEnvironment,
  assertFails,
  assertSucceeds,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newTicket, newTicketResponse } from '../../../core/src/model/factories';
import { ACTORS, COMPANY_A, COMPANY_B, type ActorName } from '../../permissions/cases';
import {
  type FirestoreOp,
  contextFor,
  firestoreRequest,
  loadFirestoreFixtures,
  rulesTestEnvironment,
  toSdkData,
} from './rulesEnv';

const A = `companies/${COMPANY_A}`;
const uid = (name: keyof typeof ACTORS) => ACTORS[name].uid;

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesTestEnvironment();
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await loadFirestoreFixtures(env);
});

const request = (actor: ActorName, op: FirestoreOp, path: string, data?: Record<string, unknown>) =>
  firestoreRequest(contextFor(env, actor), { op, path, ...(data ? { data } : {}) });
const allow = (...args: Parameters<typeof request>) => assertSucceeds(request(...args));
const deny = (...args: Parameters<typeof request>) => assertFails(request(...args));

/** Replaces fields of a stored document, bypassing the rules (what a callable does). */
async function patch(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(path).set(toSdkData(data), { merge: true });
  });
}

describe('H1: role and company come from users/{uid}, not from the token alone', () => {
  it('refuses a demoted admin whose token still says admin', async () => {
    await patch(`users/${uid('adminA')}`, { role: 'user' });
    await deny('adminA', 'update', `users/${uid('userA')}`, { name: 'Hernoemd' });
    await deny('adminA', 'delete', `${A}/knowledgeBases/kb-open`);
    await deny('adminA', 'update', A, { writingStyle: 'Overgenomen' });
    await deny('adminA', 'get', `${A}/projects/p-own`);
  });

  it('refuses a user moved to another company (or to none) on the old company’s data', async () => {
    await patch(`users/${uid('userA')}`, { companyId: COMPANY_B });
    await deny('userA', 'get', `${A}/projects/p-own`);
    await deny('userA', 'list', `${A}/projects`);
    await patch(`users/${uid('userA')}`, { companyId: null, role: null });
    await deny('userA', 'get', A);
  });

  it('still lets the lagging user read their own profile, where claimsUpdatedAt tells the client to refresh', async () => {
    await patch(`users/${uid('userA')}`, { role: 'manager' });
    await allow('userA', 'get', `users/${uid('userA')}`);
    // A promoted user is refused until the refreshed token carries the new role...
    await deny('userA', 'update', A, { writingStyle: 'Kort' });
    // ...and allowed with it.
    const refreshed = env.authenticatedContext(uid('userA'), {
      companyId: COMPANY_A,
      role: 'manager',
    });
    await assertSucceeds(
      firestoreRequest(refreshed, { op: 'update', path: A, data: { writingStyle: 'Kort' } }),
    );
  });

  it('refuses support staff whose users document gained a company their token does not have', async () => {
    await patch(`users/${uid('support')}`, { companyId: COMPANY_A, role: 'user' });
    await deny('support', 'get', 'tickets/tk-b');
  });
});

describe('L1: bid/no-bid criteria (only the list is checked by the rules)', () => {
  const criterion = (i: number) => ({ description: `Criterium ${i}`, importance: 'high' });

  it('accepts the most criteria core allows (50) and refuses 51', async () => {
    await allow('adminA', 'update', A, {
      bidNoBid: Array.from({ length: 50 }, (_, i) => criterion(i)),
    });
    await deny('adminA', 'update', A, {
      bidNoBid: Array.from({ length: 51 }, (_, i) => criterion(i)),
    });
  });

  // Not fixed in the rules: checking each of 50 elements, even with a single size() per element,
  // exceeds the 1000-expression budget of a request (measured on the emulator: 30 pass, 50 fail).
  // docs/decisions.md "Bid/no-bid criteria in the rules" says where the check belongs instead.
  it.skip('L1 not fixed: refusing junk elements exceeds the rules’ 1,000-expression limit; needs criteria as a subcollection or a callable', async () => {
    await deny('adminA', 'update', A, { bidNoBid: [criterion(0), { junk: 'x' }] });
  });
});

describe('L5: a submitted project’s websites and drafts are frozen', () => {
  it('refuses the owner creating, changing or deleting them; allows it before submission', async () => {
    await deny('userA', 'update', `${A}/projects/p-submitted/websites/w-sub`, { active: false });
    await deny('userA', 'delete', `${A}/projects/p-submitted/websites/w-sub`);
    await deny('userA', 'delete', `${A}/projects/p-submitted/drafts/dr-sub`);
    await deny('managerA', 'delete', `${A}/projects/p-submitted/drafts/dr-sub`);
    await allow('userA', 'update', `${A}/projects/p-own/websites/w1`, { active: false });
    await allow('userA', 'delete', `${A}/projects/p-own/drafts/dr1`);
  });
});

describe('L9: author names are the users document’s name', () => {
  it('refuses a ticket or a reply signed "Support Team" by a customer', async () => {
    const ticket = newTicket(
      { category: 'technical', subject: 'Hulp', description: 'Graag', priority: 'low' },
      { uid: uid('userA'), name: 'Support Team', companyId: COMPANY_A },
    );
    await deny('userA', 'create', 'tickets/tk-new', ticket);
    await allow('userA', 'create', 'tickets/tk-new', { ...ticket, createdByName: 'Sanne Jansen' });

    const reply = newTicketResponse('Opgelost', {
      uid: uid('userA'),
      name: 'Support Team',
      support: false,
    });
    await deny('userA', 'create', 'tickets/tk-own/responses/r9', reply);
    await allow('userA', 'create', 'tickets/tk-own/responses/r9', {
      ...reply,
      authorName: 'Sanne Jansen',
    });
    await allow('support', 'create', 'tickets/tk-own/responses/r8', {
      ...newTicketResponse('We kijken', {
        uid: uid('support'),
        name: 'Support Agent',
        support: true,
      }),
    });
  });
});

describe('L16: support cannot read a ticket that does not exist', () => {
  it('refuses the get of a missing ticket, like core', async () => {
    await deny('support', 'get', 'tickets/tk-missing');
    await allow('support', 'get', 'tickets/tk-b');
  });
});

describe('L14: missing documents are tolerated with exists(), not an evaluation error', () => {
  it('refuses, cleanly, a signed-in account without a users document and a document of a missing base', async () => {
    await deny('deletedA', 'get', `users/${uid('deletedA')}`);
    await deny('deletedA', 'get', `${A}/projects/p-own`);
    await deny('managerA', 'create', `${A}/knowledgeBases/kb-none/documents/kd1`, {
      name: 'x.pdf',
    });
  });
});
