/**
 * Printing a visual: only the picture, centred on the page and as large as fits; the app's
 * navigation, the page's buttons and details are left out (the same `:has` rule the draft's
 * print uses, so the picture flows from the first page).
 */
import GlobalStyles from '@mui/material/GlobalStyles';
import { printOnly } from '../../components/print/printOnly';

export const VISUAL_PRINT_ROOT = 'visual-print-root';
const root = `.${VISUAL_PRINT_ROOT}`;

export const VISUAL_PRINT_CSS = `
@media print {
  @page { margin: 1cm; }
  html, body { background: #fff !important; }
${printOnly(root)}
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
