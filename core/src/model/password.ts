/**
 * Spec §5: the identity service's minimum password length; further requirements are server-set.
 * A module of its own without yup, so the sign-in page's chunks (web/src/backend/passwordPolicy.ts)
 * can use it without the user schemas (bench/first-render.mjs).
 */
export const PASSWORD_MIN_LENGTH = 6;
