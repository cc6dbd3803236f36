/**
 * Structure-aware chunks of a document's pages for search and chat (issue #6; reused by #7):
 * paragraphs and list items are kept whole, a heading starts a new chunk, and every chunk carries
 * the page it starts on and the heading above it. A chunk is at most maxChars characters; only a
 * single paragraph longer than that is cut, at sentence boundaries.
 */
import type { DocumentStructure } from '../extraction/structure';
import { CHUNK_SIZE_CHARS } from '../model/knowledgeBase';
import { isTableRowLine, type TableInfo, TableTracker, tableContextOf } from './tableContext';

export interface TextChunk {
  readonly text: string;
  /** 1-based page the chunk starts on. */
  readonly page: number;
  readonly heading: string | null;
  /** Position in the document, from 0. */
  readonly order: number;
  /**
   * Index-only text (absent when none): for table rows in the chunk, the heading and header row
   * of their table that the chunk's text lacks (tableContext.ts). Retrieval indexes it and counts
   * it in the evidence; citations and quotes never show it.
   */
  readonly tableContext?: string;
}

export interface ChunkOptions {
  readonly maxChars?: number;
  /** A chunk smaller than this is not closed by a heading; it takes the heading along. */
  readonly minChars?: number;
  /** The extractor's structure: finds the tables of a PDF, whose page text has no separators. */
  readonly structure?: DocumentStructure | null;
}

const LIST_ITEM = /^\s*([-•▪◦●*–]|\(?[0-9]{1,2}[.)]|\(?[a-z][.)])\s+/;
const NUMBERED_HEADING = /^(\d{1,2}(\.\d{1,2}){0,3}\.?|[A-Z]\.|[IVX]{1,4}\.)\s+\S/;

/** A short line that reads like a title: numbered, all caps, or Title Case without a full stop. */
export function isHeading(line: string): boolean {
  const text = line.trim();
  if (
    text.length < 3 ||
    text.length > 90 ||
    /[.:;,]$/.test(text) ||
    LIST_ITEM.test(text) ||
    // A table row ("1 | Binnen 4 uur") is never a title, whatever its first cell.
    isTableRowLine(text)
  ) {
    return false;
  }
  const words = text.split(/\s+/);
  if (words.length > 12) return false;
  if (NUMBERED_HEADING.test(text)) return /[A-Za-zÀ-ÿ]{3}/.test(text);
  const letters = text.replace(/[^A-Za-zÀ-ÿ]/g, '');
  if (letters.length >= 4 && letters === letters.toUpperCase()) return true;
  return false;
}

interface Block {
  readonly text: string;
  readonly page: number;
  readonly heading: boolean;
}

/** Blocks: headings, paragraphs (lines joined) and runs of list items (kept together). */
function blocksOf(pages: readonly string[]): Block[] {
  const blocks: Block[] = [];
  pages.forEach((pageText, index) => {
    const page = index + 1;
    for (const para of pageText.split(/\n\s*\n/)) {
      const lines = para
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '');
      let current: string[] = [];
      const flush = () => {
        if (current.length > 0) blocks.push({ text: current.join('\n'), page, heading: false });
        current = [];
      };
      for (const line of lines) {
        if (isHeading(line)) {
          flush();
          blocks.push({ text: line, page, heading: true });
        } else {
          current.push(line);
        }
      }
      flush();
    }
  });
  return blocks;
}

/** Cuts an over-long block at sentence ends (or hard, when a sentence is longer still). */
function splitLong(text: string, maxChars: number): string[] {
  const sentences = text.match(/[^.!?\n]+[.!?]*\s*|\n/g) ?? [text];
  const parts: string[] = [];
  let current = '';
  for (const s of sentences) {
    if (current.length + s.length > maxChars && current.trim() !== '') {
      parts.push(current.trim());
      current = '';
    }
    current += s;
    while (current.length > maxChars) {
      parts.push(current.slice(0, maxChars).trim());
      current = current.slice(maxChars);
    }
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

export function chunkPages(pages: readonly string[], options: ChunkOptions = {}): TextChunk[] {
  const maxChars = options.maxChars ?? CHUNK_SIZE_CHARS;
  const minChars = options.minChars ?? Math.floor(maxChars / 5);
  const chunks: TextChunk[] = [];
  let heading: string | null = null;
  let parts: string[] = [];
  let size = 0;
  let startPage = 1;
  let chunkHeading: string | null = null;
  const tracker = new TableTracker(options.structure);
  // The tables with rows in the chunk being filled.
  let tables = new Map<number, TableInfo>();
  const close = () => {
    const text = parts.join('\n\n').trim();
    if (text !== '') {
      const tableContext = tableContextOf(text, tables.values());
      chunks.push({
        text,
        page: startPage,
        heading: chunkHeading,
        order: chunks.length,
        ...(tableContext ? { tableContext } : {}),
      });
    }
    parts = [];
    size = 0;
    tables = new Map();
  };
  /** Follows the piece's lines through the tracker; notes the tables the chunk holds rows of. */
  const track = (piece: string, page: number) => {
    for (const line of piece.split('\n')) {
      if (line.trim() === '') continue;
      const row = tracker.see(line.trim(), page, heading);
      if (row) tables.set(row.table.id, row.table);
    }
  };
  const add = (text: string, page: number) => {
    if (parts.length === 0) {
      startPage = page;
      chunkHeading = heading;
    }
    parts.push(text);
    size += text.length + 2;
  };
  for (const block of blocksOf(pages)) {
    if (block.heading) {
      if (size >= minChars) close();
      heading = block.text;
      // The heading opens the chunk's text too, so a search for it finds the section.
      add(block.text, block.page);
      track(block.text, block.page);
      continue;
    }
    for (const piece of block.text.length > maxChars
      ? splitLong(block.text, maxChars)
      : [block.text]) {
      if (size > 0 && size + piece.length > maxChars) close();
      add(piece, block.page);
      track(piece, block.page);
    }
  }
  close();
  return chunks;
}
