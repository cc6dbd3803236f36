import type { Page } from '@playwright/test';

/**
 * Echoes the browser's console errors and uncaught page errors into the test output: processing,
 * training and generation run in the page, out of the test's sight. Call it from `beforeEach`.
 */
export function echoBrowserErrors(page: Page) {
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[browser] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
}
