/**
 * OLE compound files built at test time (issue 20): old Word and Excel files, and the ones
 * Office writes for a password-protected document. Test and bench code only.
 */
import * as CFB from 'cfb';

/** A Word 97 FIB start: wIdent 0xA5EC, nFib 193, and the flags word (fEncrypted is 0x0100). */
function wordFib(flags: number): Uint8Array {
  const fib = new Uint8Array(1024);
  const view = new DataView(fib.buffer);
  view.setUint16(0, 0xa5ec, true);
  view.setUint16(2, 0x00c1, true);
  view.setUint16(0x0a, flags, true);
  return fib;
}

function compoundFile(streams: Record<string, Uint8Array>): Uint8Array {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, `/${name}`, content);
  }
  return new Uint8Array(CFB.write(container, { type: 'array' }) as ArrayLike<number>);
}

/** OLE compound files as Office writes them (their streams, not their full content). */
export const oleFiles = {
  /** A Word 97–2003 document's streams (the text itself is not needed to tell the type). */
  word: () => compoundFile({ WordDocument: wordFib(0), '1Table': new Uint8Array(512) }),
  /** A Word document saved with a password to open: the FIB's fEncrypted bit is set. */
  encryptedWord: () =>
    compoundFile({ WordDocument: wordFib(0x0100), '1Table': new Uint8Array(512) }),
  /** An Excel 97–2003 workbook (named .doc by the uploader). */
  excelWorkbook: () => compoundFile({ Workbook: new Uint8Array(2048) }),
  /** A DOCX (or XLSX) encrypted with a password: Office wraps it in an OLE file. */
  encryptedOoxml: () =>
    compoundFile({ EncryptionInfo: new Uint8Array(256), EncryptedPackage: new Uint8Array(4096) }),
};
