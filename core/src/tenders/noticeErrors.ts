/** Typed parse failures; the UI maps `code` to a translated message (signaling.errors.*). */
export const NOTICE_PARSE_ERROR_CODES = [
  'malformedXml',
  'unknownFormat',
  'missingIdentifier',
  'invalidApiResult',
] as const;
export type NoticeParseErrorCode = (typeof NOTICE_PARSE_ERROR_CODES)[number];

export class NoticeParseError extends Error {
  readonly code: NoticeParseErrorCode;

  constructor(code: NoticeParseErrorCode, detail: string) {
    super(`${code}: ${detail}`);
    this.name = 'NoticeParseError';
    this.code = code;
  }
}

export function isNoticeParseError(e: unknown): e is NoticeParseError {
  return e instanceof NoticeParseError;
}
