/**
 * Printing a visual: only the picture, centred on the page and as large as fits; the app's
 * navigation, the page's buttons and details are left out (the same `:has` rule the draft's
 * print uses, so the picture flows from the first page).
 */
import GlobalStyles from '@mui/material/GlobalStyles';

export const VISUAL_PRINT_ROOT = 'visual-print-root';
const root = `.${VISUAL_PRINT_ROOT}`;

export const VISUAL_PRINT_CSS = `
@media print {
  @page { margin: 1cm; }
  html, body { background: #fff !important; }
  *:has(${root}) > *:not(:has(${root})):not(${root}) { display: none !important; }
  *:has(${root}) {
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
  }
  ${root} { border: 0 !important; background: #fff !important; padding: 0 !important; }
  ${root} img {
    display: block;
    max-width: 100% !important;
    max-height: 26cm !important;
    margin: 0 auto;
    break-inside: avoid;
  }
}
`;

export function VisualPrintStyles() {
  return <GlobalStyles styles={VISUAL_PRINT_CSS} />;
}
