import type { Locale, Role, UserStatus } from '@tender/core';
import seedJson from '../../../../emulator-data/seed.json';

/** The seed shared with the emulator suite (emulator-data/seed.json). */
export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  companyId: string | null;
  role: Role | null;
  status: UserStatus;
  preferredLanguage: Locale;
}

export interface SeedCompany {
  id: string;
  name: string;
}

export const seed = seedJson as unknown as { companies: SeedCompany[]; users: SeedUser[] };
