/**
 * The seed shared with the emulator suite (emulator-data/seed.json), and how the demo turns it
 * into its first state: the documents the model requires and the accounts with their claims.
 */
import {
  type BidNoBidCriterion,
  type CompanyProfile,
  type DocStore,
  type Locale,
  type MemoryIdentity,
  type Role,
  type UserStatus,
  refs,
  serverTimestamp,
} from '@tender/core';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EMPTY_COMPANY_PROFILE,
} from '@tender/core/model/companyDefaults';
import { claimsForUser } from '@tender/core/services/index';
import seedJson from '../../../../emulator-data/seed.json';

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  companyId: string | null;
  role: Role | null;
  status: UserStatus;
  preferredLanguage: Locale;
  /** Product support staff: the `support: true` claim (review L15). */
  support?: boolean;
}

export interface SeedCompany {
  id: string;
  name: string;
  profile?: Partial<CompanyProfile>;
  bidNoBid?: BidNoBidCriterion[];
}

export interface Seed {
  companies: SeedCompany[];
  users: SeedUser[];
}

export const seed = seedJson as unknown as Seed;

/** Bump when the persisted shape changes; a stored state of another format is replaced. */
const STATE_FORMAT = 1;

/**
 * Identifies a seed: a stored demo state made from a different seed (or format) starts over, so
 * editing seed.json takes effect on the next load instead of being masked by old data.
 */
export function seedVersion(data: Seed = seed): string {
  const text = JSON.stringify(data);
  // FNV-1a: a fingerprint, not a security measure.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${STATE_FORMAT}:${hash.toString(16).padStart(8, '0')}`;
}

/** Writes the seed into an empty store and identity service, as `npm run seed` does for the emulators. */
export async function applySeed(docs: DocStore, identity: MemoryIdentity, data: Seed = seed) {
  for (const company of data.companies) {
    await docs.setDoc(refs.company(company.id), {
      name: company.name,
      profile: { ...EMPTY_COMPANY_PROFILE, ...company.profile },
      bidNoBid: company.bidNoBid ?? [],
      writingStyle: '',
      focusAreas: '',
      notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
  for (const user of data.users) {
    await identity.createAccount({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.name,
      disabled: user.status === 'disabled',
    });
    await identity.setClaims(user.uid, {
      ...claimsForUser(user),
      ...(user.support === true ? { support: true } : {}),
    });
    await docs.setDoc(refs.user(user.uid), {
      name: user.name,
      email: user.email.toLowerCase(),
      companyId: user.companyId,
      role: user.role,
      status: user.status,
      preferredLanguage: user.preferredLanguage,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  }
}
