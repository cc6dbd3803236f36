/** Watched project websites: the scraper behind the scheduled function and "Fetch now". */
export * from './types';
export * from './errors';
export { createWebsiteScraper, FETCH_TIMEOUT_MS, FETCH_MAX_BYTES } from './scraper';
export { createWebsiteCallables, type WebsiteCallables } from './callable';
export { nextFetchAt, isDueForFetch } from './due';
export { pageText, MAX_PAGE_TEXT_CHARS } from './pageText';
