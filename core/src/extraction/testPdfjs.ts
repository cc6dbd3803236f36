/** Node's pdfjs for tests and benches (the functions wire their own in textExtractorNode). */
import type { PdfjsLoader } from './pdfText';

export const loadNodePdfjs: PdfjsLoader = () => import('pdfjs-dist/legacy/build/pdf.mjs');
