/**
 * Accepted upload types and the size limit (spec §5; DOCX added by issue 3). The same check runs
 * in the upload UI, in Storage rules (content type + size) and in the processing trigger, which
 * additionally sniffs magic bytes.
 */
import { validationMessage as m } from './validationMessage';

export const FILE_KINDS = {
  pdf: { contentTypes: ['application/pdf'], extensions: ['pdf'] },
  doc: { contentTypes: ['application/msword'], extensions: ['doc'] },
  docx: {
    contentTypes: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    extensions: ['docx'],
  },
  txt: { contentTypes: ['text/plain'], extensions: ['txt'] },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export const UPLOAD_TARGETS = ['project', 'knowledgeBase'] as const;
export type UploadTarget = (typeof UPLOAD_TARGETS)[number];

export const ACCEPTED_FILE_KINDS: Record<UploadTarget, readonly FileKind[]> = {
  project: ['pdf', 'doc', 'docx'],
  knowledgeBase: ['pdf', 'doc', 'docx', 'txt'],
};

/** 25 MiB: large tender PDFs fit; text extraction in a 1 GiB function stays safe. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Content types for a target, e.g. for an <input accept> or the Storage rules. */
export function acceptedContentTypes(target: UploadTarget): string[] {
  return ACCEPTED_FILE_KINDS[target].flatMap((kind) => [...FILE_KINDS[kind].contentTypes]);
}

export function acceptedExtensions(target: UploadTarget): string[] {
  return ACCEPTED_FILE_KINDS[target].flatMap((kind) =>
    FILE_KINDS[kind].extensions.map((e) => `.${e}`),
  );
}

/** Strips parameters: 'text/plain; charset=utf-8' → 'text/plain'. */
export function baseContentType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * The kind of an upload judged by extension and content type together; browsers sometimes send
 * an empty or generic type, so an empty/octet-stream type falls back to the extension alone.
 */
export function fileKindOf(fileName: string, contentType: string): FileKind | null {
  const ext = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  const type = baseContentType(contentType);
  const generic = type === '' || type === 'application/octet-stream';
  for (const [kind, spec] of Object.entries(FILE_KINDS) as [
    FileKind,
    (typeof FILE_KINDS)[FileKind],
  ][]) {
    const extOk = (spec.extensions as readonly string[]).includes(ext);
    const typeOk = (spec.contentTypes as readonly string[]).includes(type);
    if (extOk && (typeOk || generic)) return kind;
  }
  return null;
}

export interface UploadCandidate {
  readonly name: string;
  readonly size: number;
  readonly contentType: string;
}

/** null when acceptable, otherwise a validation message (i18n key with params). */
export function checkUpload(target: UploadTarget, file: UploadCandidate): string | null {
  const kind = fileKindOf(file.name, file.contentType);
  if (kind === null || !ACCEPTED_FILE_KINDS[target].includes(kind)) {
    return m('validation.fileType', {
      types: ACCEPTED_FILE_KINDS[target].map((k) => k.toUpperCase()).join(', '),
    });
  }
  if (file.size <= 0) return m('validation.fileEmpty');
  if (file.size > MAX_UPLOAD_BYTES) return m('validation.fileTooLarge', { maxMb: MAX_UPLOAD_MB });
  return null;
}

/** Longest file name kept (the extension is preserved when cutting). */
export const FILE_NAME_MAX_CHARS = 200;

/**
 * A file name that is safe to show and to use as the last Storage path segment: only the part
 * after the last path separator, no control characters, no bidirectional overrides or isolates
 * (U+202A–U+202E, U+2066–U+2069 and the LRM/RLM marks, which can make 'invoice‮fdp.exe' look like
 * a PDF), none of Storage's awkward characters (# [ ] * ?), trimmed, no leading dots, at most
 * FILE_NAME_MAX_CHARS characters with the extension kept. Used by the upload UI and the processor.
 */
export function sanitizeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[#[\]*?]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const safe = cleaned === '' ? 'document' : cleaned;
  const chars = [...safe];
  if (chars.length <= FILE_NAME_MAX_CHARS) return safe;
  const dot = safe.lastIndexOf('.');
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return chars.slice(0, FILE_NAME_MAX_CHARS - ext.length).join('') + ext;
}
