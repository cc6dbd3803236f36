/**
 * Test helpers for the certificate tests (issue 19, item 6): the fact sheet of one knowledge-base
 * document given as text, and its certificates' details. The certificate tests differ in the
 * wording they read, never in how the sheet is built.
 */
import type { CompanyFactSheet } from '../../model/factSheet';
import { extractFactSheet } from './buildFactSheet';
import type { FactSource } from './ruleExtractor';

/** The fact sheet of one document whose whole text is `text`, on page 1. */
export const sheetOf = async (text: string, documentName = 'Certificates.pdf') =>
  (await extractFactSheet(
    [{ chunkId: 'c1', documentId: 'd1', documentName, page: 1, text } as FactSource],
    0,
  )) as unknown as CompanyFactSheet;

/** The fact sheet of several documents of one knowledge base, each text its own document. */
export const sheetOfDocuments = async (...texts: string[]) =>
  (await extractFactSheet(
    texts.map(
      (text, k) =>
        ({
          chunkId: `c${k}`,
          documentId: `d${k}`,
          documentName: `Doc ${k}.pdf`,
          page: 1,
          text,
        }) as FactSource,
    ),
    0,
  )) as unknown as CompanyFactSheet;

/** Each certificate read: scheme, number, issuer and expiry, with its issue date when asked. */
export const certificateDetails = async (
  text: string,
  documentName?: string,
  { issued = false }: { issued?: boolean } = {},
) =>
  (await sheetOf(text, documentName)).certificates.map((c) => ({
    scheme: c.scheme,
    number: c.number,
    issuer: c.issuer,
    ...(issued ? { issuedOn: c.issuedOn } : {}),
    expiresOn: c.expiresOn,
  }));

/**
 * Each certificate read as a row: scheme, number, issuer, issue date and expiry — the tests that
 * read a certificate's own text or its prose compare all five.
 */
export const certificateRows = async (text: string, documentName?: string) =>
  (await certificateDetails(text, documentName, { issued: true })).map((c) => [
    c.scheme,
    c.number,
    c.issuer,
    c.issuedOn,
    c.expiresOn,
  ]);
