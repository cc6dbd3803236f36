/**
 * What knowledgebase.spec.ts uploads: two real documents, a PDF and a DOCX, both small (they
 * exercise both extractors without making every run wait for a 50-page tender), and a file that
 * is refused; and the reference project the company profile names, in each language.
 */
import { join } from 'node:path';
import { REAL, realFile, type Upload } from './tender';

export const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
export const PLANNING = 'nieuwe-planning.docx';
export const REAL_FILES: Upload[] = [
  realFile(REAL, GSA),
  realFile(join(REAL, 'nl-vng-softwarecatalogus'), PLANNING),
];

/** A file of a type knowledge bases do not take: the upload refuses it. */
export const PHOTO: Upload = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('not a png'),
};

/** The reference project in COMPANY_PROFILE (support/tender.ts), as the fact sheet lists it. */
export const PROJECT = {
  en: 'Maintenance of provincial roads N201',
  nl: 'Onderhoud provinciale wegen N201',
};
