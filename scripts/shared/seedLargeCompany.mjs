// The large company of `npm run seed -- --large` (issue 22 item 6): core's generator
// (core/src/largeSeed/largeCompany.ts, the same data as the demo's ?seed=large) written to the
// emulators — its 50 users in Auth with their claims, its 41,750 documents in Firestore, 500 writes
// a batch (Firestore's limit) with a few batches in flight, and a progress line as it goes
// (about 30 s on gcloud's Firestore emulator; docs/operations.md).

/** Batches committed at once: enough to keep the emulator busy, few enough not to swamp it. */
const BATCHES_IN_FLIGHT = 4;
const BATCH_SIZE = 500;

/**
 * Writes the large company for `admin` (a seed.json user) of `company` (its seed.json company).
 * `seedAuthUser(auth, user)` creates or updates one Auth user as seed.mjs does. Returns the number
 * of documents written.
 */
export async function seedLargeCompany({ app, auth, admin, company, seedAuthUser, log }) {
  const { register } = await import('tsx/esm/api');
  register();
  const { largeCompany, largeCompanyDocuments } =
    await import('../../core/src/largeSeed/largeCompany.ts');
  const { Timestamp: CoreTimestamp } = await import('../../core/src/ports/values.ts');
  const { getFirestore, Timestamp } = await import('firebase-admin/firestore');
  const generated = largeCompany({
    companyId: company.id,
    companyName: company.name,
    adminUid: admin.uid,
    adminName: admin.name,
    now: Date.now(),
  });
  for (const u of generated.users) {
    await seedAuthUser(auth, {
      uid: u.uid,
      email: u.email,
      password: u.password,
      name: u.user.name,
      companyId: company.id,
      role: u.user.role,
      status: u.user.status,
      preferredLanguage: u.user.preferredLanguage,
    });
  }
  log(`seed: ${generated.users.length} users of the large company in Auth.`);
  // Core's Timestamps become the Admin SDK's.
  const toAdmin = (value) => {
    if (value instanceof CoreTimestamp) return new Timestamp(value.seconds, value.nanoseconds);
    if (Array.isArray(value)) return value.map(toAdmin);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toAdmin(v)]));
    return value;
  };
  const db = getFirestore(app);
  const all = largeCompanyDocuments(generated);
  const started = Date.now();
  let written = 0;
  let next = 0;
  let lastReport = 0;
  const worker = async () => {
    while (next < all.length) {
      const slice = all.slice(next, (next += BATCH_SIZE));
      const batch = db.batch();
      for (const [path, data] of slice) batch.set(db.doc(path), toAdmin(data));
      await batch.commit();
      written += slice.length;
      if (written === all.length || Date.now() - lastReport > 5000) {
        lastReport = Date.now();
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        log(`seed: large company ${written}/${all.length} documents (${seconds} s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: BATCHES_IN_FLIGHT }, worker));
  return written;
}
