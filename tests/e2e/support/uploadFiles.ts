/**
 * Files made for the upload specs: the smallest Word document with any extra parts (macros, a
 * zip bomb's padding), and big inputs written to disk.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { Upload } from './tender';

/** The smallest Word document: content types, one paragraph, and any extra parts. */
export function docx(extra: Record<string, Uint8Array>): Buffer {
  const types =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const body =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Inschrijving</w:t></w:r></w:p></w:body></w:document>';
  return Buffer.from(
    zipSync(
      { '[Content_Types].xml': strToU8(types), 'word/document.xml': strToU8(body), ...extra },
      { level: 6 },
    ),
  );
}

/** Big inputs go through files on disk (Playwright streams those instead of inlining a buffer). */
export function onDisk(files: Upload[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'tender-e2e-'));
  return files.map((f) => {
    const path = join(dir, f.name);
    writeFileSync(path, f.buffer);
    return path;
  });
}
