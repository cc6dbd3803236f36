/**
 * The `redirect` query of /authentication may only send the user to a path on this origin;
 * anything else (absolute URLs, protocol-relative `//host`, backslash tricks) is dropped.
 */
export function safeRedirect(value: string | null | undefined, origin: string): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
