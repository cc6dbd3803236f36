/**
 * The print rule that leaves only one element on paper: everything that is not it or one of its
 * ancestors is not displayed (`:has`), and its ancestors lose their layout, so it flows from the
 * first page and its page breaks work, which a visibility-only rule (hidden elements still take
 * space) would not give. Used inside `@media print` by the draft's and the visual's print styles.
 */
export function printOnly(rootSelector: string): string {
  return `
  *:has(${rootSelector}) > *:not(:has(${rootSelector})):not(${rootSelector}) { display: none !important; }
  *:has(${rootSelector}) {
    display: block !important;
    position: static !important;
    margin: 0 !important;
    padding: 0 !important;
    width: auto !important;
    max-width: none !important;
    height: auto !important;
    min-height: 0 !important;
    overflow: visible !important;
    border: 0 !important;
    box-shadow: none !important;
    background: none !important;
  }`;
}
