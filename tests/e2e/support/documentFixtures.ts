/**
 * The files documents.spec.ts uploads: real tender documents (a PDF request for quotations, a
 * Dutch programma van eisen, a Word attachment of 20 pages, a Q&A) and the hostile set's folder.
 */
import { join } from 'node:path';
import { DATA } from './tender';

export const HOSTILE = join(DATA, 'hostile');
export const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
export const CDT = 'us-ca-cdt-rfi-CDT-PQVP-0118-pqvp-agile-development.pdf';
export const NL_PVE = 'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf';
export const DOCX = 'us-ca-cdt-rfi-CDT-PQVP-0118-attachments-A-R.docx';
export const QA = 'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf';
