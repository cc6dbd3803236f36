/** Tender notice parsers (issue 9). Import from '@tender/core/tenders/index', not the core root. */
export { parseNoticeXml } from './parseNotice';
export { mapTedSearchNotice, mapTedSearchResponse, TED_SEARCH_FIELDS } from './tedSearchResult';
export type { TedSearchNotice } from './tedSearchResult';
export { NoticeParseError, NOTICE_PARSE_ERROR_CODES, isNoticeParseError } from './noticeErrors';
export type { NoticeParseErrorCode } from './noticeErrors';
export { EU_COUNTRIES, countryCode, countryCode3, languageCode } from './codes';
export { composedTitleRest } from './tedSearchResult';
export {
  belongsTo,
  mergeNotice,
  mergeProcedureNotices,
  noticeChanges,
  noticeKeysOf,
} from './noticeMerge';
export type { MergeableTender } from './noticeMerge';
