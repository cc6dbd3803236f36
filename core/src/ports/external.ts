/** Ports to the outside world: document text, email, tender feeds, web pages. */
import type { DocumentStructure } from '../extraction/structure';
import type { TenderRecord, TenderSourceId } from '../model/tender';
import type { Timestamp } from './values';

export type ExtractedType = 'pdf' | 'docx' | 'doc' | 'txt';

export interface ExtractedText {
  readonly text: string;
  /** Detected from magic bytes, not trusted from the upload's content type. */
  readonly detectedType: ExtractedType;
  /** Per-page text: a PDF's pages, the pages Word laid out for a DOCX, estimated pages otherwise. */
  readonly pages?: readonly string[];
  /** The document's page count when more pages than were read (the extractor's page limit). */
  readonly totalPages?: number;
  /** Headings, tables, printed page numbers and running headers/footers, where the format tells. */
  readonly structure?: DocumentStructure;
}

export interface TextExtractor {
  /** Fails when the bytes are not a supported type or cannot be parsed. */
  extract(input: {
    readonly bytes: Uint8Array;
    readonly fileName: string;
    readonly contentType?: string;
  }): Promise<ExtractedText>;
}

export interface MailMessage {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly replyTo?: string;
  /** A one-click unsubscribe URL (the List-Unsubscribe header, RFC 2369). */
  readonly listUnsubscribe?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface TenderPage {
  readonly tenders: readonly TenderRecord[];
  /** Pass back to fetch the next page; absent on the last page. */
  readonly nextCursor?: string;
  /** Items of the page that could not be mapped (bad notices are skipped, not fatal). */
  readonly rejected?: readonly { readonly id: string | null; readonly reason: string }[];
}

/**
 * A public-procurement feed (TED, TenderNed). Failures are TenderSourceError
 * (core/src/services/signaling/ingestErrors.ts) so the ingestion can tell a rate limit or an
 * outage (retried with backoff) from garbage (the run stops, the cursor stays).
 */
export interface TenderSource {
  readonly id: TenderSourceId;
  fetchPublished(options: {
    /** Notices published on or after this instant (sources filter by day). */
    readonly since: Timestamp;
    /** The nextCursor of the previous page; absent for the first page. */
    readonly cursor?: string;
  }): Promise<TenderPage>;
}

export interface FetchedPage {
  readonly url: string;
  /** After redirects (each hop re-checked by the SSRF guard). */
  readonly finalUrl: string;
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export interface WebFetcher {
  /**
   * Implementations must refuse non-http(s) URLs and hosts resolving to private, loopback or
   * link-local addresses (SSRF guard), and cap size and time.
   */
  fetch(
    url: string,
    options?: { readonly timeoutMs?: number; readonly maxBytes?: number },
  ): Promise<FetchedPage>;
}
