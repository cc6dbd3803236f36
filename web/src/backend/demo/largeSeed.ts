/**
 * Writes the large company (core/src/largeSeed/largeCompany.ts) into the demo's fresh state, on
 * top of the ordinary seed: loaded on demand (largeSeedOption.ts), so it is in no first-render
 * chunk. Its users sign in with the demo password; the seeded admin of Van Dijk Bouw receives the
 * notifications and owns a share of the projects.
 */
import { type MemoryDocStore, type MemoryIdentity, docRef } from '@tender/core';
import { largeCompany, largeCompanyDocuments } from '@tender/core/largeSeed/largeCompany';

export const LARGE_SEED_COMPANY = {
  id: 'van-dijk-bouw',
  name: 'Van Dijk Bouw B.V.',
  adminUid: 'u-admin-vandijk',
} as const;

export async function applyLargeCompany(
  docs: MemoryDocStore,
  identity: MemoryIdentity,
  now: number,
): Promise<void> {
  const generated = largeCompany({
    companyId: LARGE_SEED_COMPANY.id,
    companyName: LARGE_SEED_COMPANY.name,
    adminUid: LARGE_SEED_COMPANY.adminUid,
    now,
  });
  for (const u of generated.users) {
    await identity.createAccount({
      uid: u.uid,
      email: u.email,
      password: u.password,
      displayName: u.user.name,
      disabled: u.user.status === 'disabled',
    });
    await identity.setClaims(u.uid, {
      companyId: LARGE_SEED_COMPANY.id,
      role: u.user.role ?? 'user',
    });
  }
  // One batch per 500 documents: one commit (and one change notification) each, not 41,000.
  const all = largeCompanyDocuments(generated);
  for (let i = 0; i < all.length; i += 500) {
    const batch = docs.batch();
    for (const [path, data] of all.slice(i, i + 500)) batch.set(docRef(path), data as never);
    await batch.commit();
  }
}
