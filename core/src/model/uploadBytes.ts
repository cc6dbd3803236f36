/**
 * An upload judged by its bytes, before anything is sent (issue 20 items 4 and 5). The upload UI
 * reads the file's first bytes and its SHA-256; the name and the declared content type are only
 * a hint:
 * - a PDF named '.pdf', 'bestek.pdf.' or 'scan' is a PDF, stored under a cleaned name that ends
 *   in its real extension ('document.pdf', 'bestek.pdf', 'scan.pdf');
 * - a name claiming another type than the bytes show gets the right extension ('a.doc' holding a
 *   PDF becomes 'a.pdf'), unless the name is a type we refuse (a workbook, a macro document);
 * - text that is really markup, a script or RTF is refused (knowledge bases accept plain text).
 * The server judges the bytes again (extraction/detectType.ts, knowledgeBases/plainText.ts).
 */
import { sniffMarkup } from '../extraction/markupSniff';
import {
  ACCEPTED_FILE_KINDS,
  FILE_KINDS,
  type FileKind,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  type UploadTarget,
  sanitizeFileName,
} from './uploads';
import { validationMessage as m } from './validationMessage';

/** How much of a file's head the kind is judged from. */
export const SNIFF_BYTES = 8 * 1024;

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Extensions of the kinds we accept: a name with one of these that the bytes contradict is fixed. */
const OUR_EXTENSIONS = new Set<string>(Object.values(FILE_KINDS).flatMap((k) => [...k.extensions]));

/** Office formats that share a container with ours but are not documents we read. */
const OTHER_OFFICE = new Set(['xls', 'xlsx', 'xlsm', 'ppt', 'pptx', 'pptm', 'docm', 'dotm', 'msg']);

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/** Control characters other than tab, line feed, form feed and carriage return: binary. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13) || c === 127) return true;
  }
  return false;
}

/** The extension of a name, lower case, '' when it has none. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type ByteKind = FileKind | 'markup' | null;

/** What the head of a file is: one of our kinds, text that is markup, or nothing we read. */
export function kindFromBytes(head: Uint8Array): ByteKind {
  const latin = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  if (latin.includes('%PDF-')) return 'pdf';
  if (startsWith(head, OLE_MAGIC)) return 'doc';
  if (startsWith(head, ZIP_MAGIC)) return 'docx';
  let text: string;
  try {
    // stream: a multi-byte character cut at the end of the head is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return null;
  }
  if (text.replace(/^\uFEFF/, '').trim() === '' || looksBinary(text)) return null;
  return sniffMarkup(text) ? 'markup' : 'txt';
}

/**
 * The name a file is stored and shown under: cleaned (sanitizeFileName), without trailing dots
 * or spaces, ending in the extension of the kind its bytes show. A name that is only an
 * extension ('.pdf') becomes 'document.pdf'.
 */
export function cleanUploadName(name: string, kind: FileKind): string {
  const wanted = FILE_KINDS[kind].extensions[0];
  const last = (name.split(/[\\/]/).pop() ?? '').replace(/[.\s]+$/, '');
  const onlyExtension = /^\s*\.+[^.]*$/.test(last);
  const base = onlyExtension ? '' : sanitizeFileName(last).replace(/[.\s]+$/, '');
  const ext = extensionOf(base);
  let named: string;
  if (ext === wanted) named = base;
  else if (OUR_EXTENSIONS.has(ext)) named = `${base.slice(0, base.lastIndexOf('.'))}.${wanted}`;
  else named = `${base === '' || base === 'document' ? 'document' : base}.${wanted}`;
  return sanitizeFileName(named);
}

export type UploadJudgement =
  | {
      readonly ok: true;
      readonly kind: FileKind;
      readonly name: string;
      readonly contentType: string;
    }
  | { readonly ok: false; readonly name: string; readonly error: string };

/**
 * Whether a file may be uploaded to the target, judged by its size and its first bytes
 * (SNIFF_BYTES of them); `error` is a validation message or an i18n key.
 */
export function judgeUpload(
  target: UploadTarget,
  file: { readonly name: string; readonly size: number },
  head: Uint8Array,
): UploadJudgement {
  const shownName = sanitizeFileName(file.name);
  const refuse = (error: string): UploadJudgement => ({ ok: false, name: shownName, error });
  const accepted = ACCEPTED_FILE_KINDS[target];
  const typeError = m('validation.fileType', {
    types: accepted.map((k) => k.toUpperCase()).join(', '),
  });
  if (file.size <= 0) return refuse(m('validation.fileEmpty'));
  if (file.size > MAX_UPLOAD_BYTES)
    return refuse(m('validation.fileTooLarge', { maxMb: MAX_UPLOAD_MB }));
  const kind = kindFromBytes(head);
  const claimed = extensionOf(shownName.replace(/[.\s]+$/, ''));
  const ours = accepted.flatMap((k) => [...FILE_KINDS[k].extensions] as string[]);
  // Named as one of our types but the bytes say otherwise: say so in the words the processor
  // uses; named as another type: name the types we take.
  const notOurs = () =>
    refuse(ours.includes(claimed) ? 'documents.errors.notADocument' : typeError);
  if (kind === 'markup') {
    return accepted.includes('txt') ? refuse('documents.errors.markupNotText') : notOurs();
  }
  if (kind === null || !accepted.includes(kind)) return notOurs();
  // A workbook or a macro document in a container we also use: not ours, whatever the bytes.
  if ((kind === 'doc' || kind === 'docx') && OTHER_OFFICE.has(claimed)) return refuse(typeError);
  // Text is text only under a name that does not claim another type ('notes.md', 'photo.png').
  if (kind === 'txt' && claimed !== '' && !ours.includes(claimed)) return refuse(typeError);
  return {
    ok: true,
    kind,
    name: cleanUploadName(file.name, kind),
    contentType: FILE_KINDS[kind].contentTypes[0],
  };
}

/**
 * The Content-Disposition of an uploaded document's downloads (issue 20): always an attachment,
 * so a file is saved, never shown by the browser as a page of the app's origin, under its cleaned
 * name (RFC 6266 / RFC 5987 encoding: UTF-8, percent-encoded).
 */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}

/** SHA-256 of the bytes, hex (Web Crypto: the same in browsers and Node 22). */
export async function sha256Hex(bytes: Uint8Array | ArrayBuffer): Promise<string> {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', view as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export { CONTENT_HASH_PATTERN } from './contentHash';
