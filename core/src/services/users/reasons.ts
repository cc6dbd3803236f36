/**
 * The i18n keys user administration answers with (CallableError.reason). The app shows the key's
 * text when present and the operation's generic message otherwise ('Failed to create users', ...).
 */
export const USER_ADMIN_REASONS = {
  /** An admin tried to delete, demote, disable or reset themselves. */
  self: 'users.errors.self',
  /** The change would leave the company without an active admin. */
  lastAdmin: 'users.errors.lastAdmin',
  /** The address belongs to a colleague of the admin's own company. */
  emailInUse: 'users.errors.emailInUse',
  /** The address cannot be used, for a reason not told (another company's account: review L8). */
  emailUnavailable: 'users.errors.emailUnavailable',
  /** No such user in the caller's company (another company's users are reported alike). */
  notFound: 'users.errors.notFound',
  /** Not signed in as an active admin (or, for My Account, not an active user). */
  forbidden: 'users.errors.forbidden',
  /** The input failed the shared schema; the message carries the validation key. */
  invalid: 'users.errors.invalid',
} as const;

export type UserAdminReason = (typeof USER_ADMIN_REASONS)[keyof typeof USER_ADMIN_REASONS];
