/**
 * What an OLE compound file (the container of .doc, .xls, .ppt, and of password-protected
 * DOCX/XLSX) really holds, from its directory: file-type only says "cfb", which is every one of
 * them. Read with SheetJS's cfb (docs/decisions.md: "OLE files told apart").
 *
 * - a Word 97–2003 document has a "WordDocument" stream, whose FIB says whether it is encrypted
 *   (fEncrypted, bit 8 of the flags word at offset 0x0A, set for RC4 and for XOR obfuscation);
 * - Office's password protection of DOCX/XLSX wraps the encrypted package in an OLE file with
 *   "EncryptionInfo" and "EncryptedPackage" streams;
 * - anything else ("Workbook"/"Book" of Excel, "PowerPoint Document", an MSI...) is not Word.
 */
import * as CFB from 'cfb';

export type OleKind = 'word' | 'encryptedWord' | 'encryptedOffice' | 'otherOffice' | 'damaged';

/** FIB wIdent of Word 97 and later, and of Word 6/95 (whose flags word sits at the same place). */
const WORD_IDENTS = new Set([0xa5ec, 0xa5dc]);
const F_ENCRYPTED = 0x0100;

export function inspectOle(bytes: Uint8Array): OleKind {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'array' });
  } catch {
    return 'damaged';
  }
  // Streams at the root only: Word keeps WordDocument there; a copy inside an embedded object's
  // sub-storage (ObjectPool) does not make a workbook a Word document.
  const root = (name: string) => CFB.find(container, `/${name}`);
  if (root('EncryptedPackage') && root('EncryptionInfo')) return 'encryptedOffice';
  const word = root('WordDocument');
  if (!word) return 'otherOffice';
  const fib = word.content;
  if (!fib || fib.length < 0x0c) return 'damaged';
  const u16 = (at: number) => (fib[at] ?? 0) | ((fib[at + 1] ?? 0) << 8);
  // An unknown FIB is left to the .doc reader, which says whether it can read it.
  if (!WORD_IDENTS.has(u16(0))) return 'word';
  if (u16(0x0a) & F_ENCRYPTED) return 'encryptedWord';
  return 'word';
}
