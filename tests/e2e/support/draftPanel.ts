/**
 * The draft panel of a project page as the draft journey (drafts.spec.ts) reads it: its sections,
 * the readiness messages, and a recorder of every state the generation step list shows.
 */
import type { Locator, Page } from '@playwright/test';

/** The generation steps in their order (data-step of the step list's items). */
export const STEPS = [
  'loadingProjectDocuments',
  'readingDocuments',
  'checkingTenderingGuideline',
  'validatingCompanyInformation',
  'extractingAwardCriteria',
  'addressingAwardCriteria',
  'generatingDocument',
  'validatingWritingStyle',
  'validatingProject',
  'finalizingDocument',
] as const;

export const draftPanel = (page: Page) => page.getByTestId('draft-panel');
export const sections = (page: Page) => page.getByTestId('draft-section');
export const sectionBody = (section: Locator) => section.locator('.draft-section-body');
export const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The readiness messages under the draft's heading, as the user reads them. */
export async function readiness(page: Page) {
  return draftPanel(page).getByTestId('draft-readiness').allInnerTexts();
}

/**
 * Records every state the step list shows (one string per step: its data-state) from now on, in
 * the page: the test reads the history afterwards, so no passing state is missed between polls.
 */
export async function recordSteps(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __draftSteps: string[][] };
    w.__draftSteps = [];
    const record = () => {
      const items = document.querySelectorAll('[data-testid="draft-steps"] [data-step]');
      if (items.length === 0) return;
      const states = Array.from(items, (li) => li.getAttribute('data-state') ?? '');
      const last = w.__draftSteps.at(-1);
      if (!last || last.join() !== states.join()) w.__draftSteps.push(states);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
}
