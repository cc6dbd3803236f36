/**
 * What a table row means (issue 18, table rows): a row such as "Product Manager | $165" says
 * nothing of an hourly rate; its table's header row ("Role | Hourly rate") and the heading above
 * it do. The chunker asks this tracker, line by line in reading order, which table a line belongs
 * to, so that a chunk holding rows without their header row can be indexed with it
 * (TextChunk.tableContext). The sentence introducing a table ("The maximum rates are:") was
 * tried as a caption too and cost a question on the evaluation set (docs/decisions.md, "table
 * rows with their headings"): it is not part of the context.
 *
 * Tables are found two ways:
 * - in the text: a line with cells joined by ' | ' is a row (DOCX, and any text written from a
 *   DocumentStructure: structure.ts `blockText`); consecutive rows, blank lines between them
 *   allowed, are one table whose first row is its header;
 * - from the structure (PDF): a PDF's page text has no separators, but its structure reader found
 *   the table (pdfLayout.ts); a line whose words are one of a table's rows belongs to that table.
 */
import type { DocumentStructure } from '../extraction/structure';

export interface TableInfo {
  /** Unique per table within the document. */
  readonly id: number;
  /** The header row as the document writes it (cells joined by ' | '). */
  readonly header: string;
  /** The heading in effect where the table starts. */
  readonly heading: string | null;
}

export interface TableLine {
  readonly table: TableInfo;
  /** The line is the table's header row itself. */
  readonly isHeader: boolean;
}

/** A line of a table as extraction writes it: cells joined by ' | ' (structure.ts). */
export function isTableRowLine(line: string): boolean {
  return line.includes(' | ') || /^\|\s\S/.test(line);
}

/** A row's words for comparing a PDF's page line with the structure's cells. */
const rowKey = (text: string) =>
  text
    .replace(/\s\|\s?|^\|\s?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

interface StructureTable {
  readonly rows: readonly string[];
  readonly header: string;
  info?: TableInfo;
}

export class TableTracker {
  private nextId = 0;
  /** The table the previous row line belonged to (text tables), until a line that is no row. */
  private current: TableInfo | null = null;
  /** Page (1-based) → the structure's tables on it. */
  private readonly structureTables = new Map<number, StructureTable[]>();

  constructor(structure?: DocumentStructure | null) {
    for (const page of structure?.pages ?? []) {
      const tables: StructureTable[] = [];
      for (const block of page.blocks) {
        if (block.kind !== 'table' || block.rows.length < 2) continue;
        tables.push({
          rows: block.rows.map((cells) => rowKey(cells.join(' '))),
          // An empty corner cell is no heading.
          header: block.rows[0]!.filter((cell) => cell.trim() !== '').join(' | '),
        });
      }
      if (tables.length) this.structureTables.set(page.index, tables);
    }
  }

  /**
   * The table `line` (page `page`) belongs to, or null for a line of prose. Lines must come in
   * reading order; `heading` is the heading in effect.
   */
  see(line: string, page: number, heading: string | null): TableLine | null {
    const found = this.textRow(line, heading) ?? this.structureRow(line, page, heading);
    if (!found) this.current = null;
    return found;
  }

  private textRow(line: string, heading: string | null): TableLine | null {
    if (!isTableRowLine(line)) return null;
    if (this.current) return { table: this.current, isHeader: line === this.current.header };
    this.current = { id: this.nextId++, header: line, heading };
    return { table: this.current, isHeader: true };
  }

  private structureRow(line: string, page: number, heading: string | null): TableLine | null {
    const tables = this.structureTables.get(page);
    if (!tables) return null;
    const key = rowKey(line);
    if (key === '') return null;
    for (const table of tables) {
      const at = table.rows.indexOf(key);
      if (at < 0) continue;
      table.info ??= {
        id: this.nextId++,
        header: table.header,
        heading,
      };
      return { table: table.info, isHeader: at === 0 };
    }
    return null;
  }
}

/**
 * The index-only context of a chunk: for each table with rows in the chunk, its heading and header
 * row, each only when the chunk's text lacks it. Null when nothing is missing.
 */
export function tableContextOf(text: string, tables: Iterable<TableInfo>): string | null {
  // Compared by their words: a PDF's page text writes the header row without separators.
  const words = rowKey(text);
  const parts: string[] = [];
  for (const table of tables) {
    for (const part of [table.heading, table.header]) {
      if (part && !words.includes(rowKey(part)) && !parts.includes(part)) parts.push(part);
    }
  }
  return parts.length ? parts.join('\n') : null;
}
