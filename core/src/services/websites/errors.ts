/**
 * Why fetching a watched website failed, in the user's terms. WebFetcher implementations throw a
 * WebFetchError with one of these codes; anything else is reported as 'network'. The scraper
 * stores the i18n key (websites.errors.*) on the website, and the "Fetch now" callable returns it.
 */
export const WEB_FETCH_ERROR_CODES = [
  /** Not an http(s) URL, or no host. */
  'invalidUrl',
  /** The host is (or resolves to, or a redirect leads to) a private, loopback or metadata address. */
  'forbiddenAddress',
  'timeout',
  'tooLarge',
  'tooManyRedirects',
  /** The site answered 404 or 410. */
  'notFound',
  /** Any other non-2xx answer. */
  'httpStatus',
  /** Neither HTML nor plain text (a PDF, an image, ...). */
  'unsupportedType',
  /** DNS failure, refused or reset connection. */
  'network',
  /** The browser (demo) may not read the page: the site does not allow cross-origin reads (CORS). */
  'browserBlocked',
  /** The page has no readable text. */
  'emptyPage',
] as const;

export type WebFetchErrorCode = (typeof WEB_FETCH_ERROR_CODES)[number];

export class WebFetchError extends Error {
  constructor(
    readonly code: WebFetchErrorCode,
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'WebFetchError';
  }
}

/** The i18n key of a failure, for any thrown value. */
export function webFetchErrorKey(error: unknown): string {
  const code = error instanceof WebFetchError ? error.code : 'network';
  return `websites.errors.${code}`;
}
