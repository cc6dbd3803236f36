/**
 * Checks of single values without yup: what the schemas in schemaKit.ts test, for code that needs
 * the check but not a schema — such as paths.ts and the firebase backend's boot, which then load
 * without yup (bench/first-render.mjs).
 */
export function isDocumentId(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Deliberately simple: one @, something on both sides, a dot in the domain. Auth checks the rest. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
