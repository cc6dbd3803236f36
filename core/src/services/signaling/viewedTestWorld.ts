/** Test world of the signaling callables: company members on memory ports and their matches. */
import { MemoryDocStore } from '../../memory/docStore';
import { refs } from '../../model/paths';
import type { Role } from '../../model/roles';
import type { User } from '../../model/user';
import type { Actor } from '../../policy/actor';
import { Timestamp } from '../../ports/values';

export const actor = (uid: string, role: Actor['role'], companyId = 'c1'): Actor => ({
  uid,
  companyId,
  role,
  status: 'active',
  support: false,
});

export async function signalingWorld() {
  const docs = new MemoryDocStore();
  const now = Timestamp.fromMillis(Date.UTC(2026, 10, 23, 12));
  const user = (uid: string, companyId: string, role: Role, status: User['status'] = 'active') =>
    docs.setDoc(refs.user(uid), {
      name: uid,
      email: `${uid}@example.com`,
      companyId,
      role,
      status,
      preferredLanguage: 'en',
      createdAt: now,
      updatedAt: now,
    });
  await user('u-user', 'c1', 'user');
  await user('u-manager', 'c1', 'manager');
  await user('u-disabled', 'c1', 'user', 'disabled');
  await user('u-other', 'c2', 'admin');

  async function match(cid: string, tid: string, viewedBy: string[] = []) {
    await docs.setDoc(refs.tenderMatch(cid, tid), {
      tenderId: tid,
      score: 80,
      reasons: [],
      viewedBy,
      tender: {
        title: `Tender ${tid}`,
        buyer: 'Gemeente Utrecht',
        location: 'Utrecht',
        category: 'works',
        cpvCodes: ['45233140'],
        publishedAt: now,
        deadline: null,
      },
      createdAt: now,
    });
  }
  return { docs, match };
}
