/** What the readers of a Word package share while they read its body and its headers. */
import type { Block } from '../structure';
import type { ListCounter, Numbering } from './numbering';
import type { StyleInfo } from './styles';
import type { XNode } from './xml';

/** The parts of the package this reader uses, as XML text (absent parts are undefined). */
export interface DocxParts {
  readonly document: string;
  readonly styles?: string;
  readonly numbering?: string;
  /** docProps/app.xml: Word's own page count at the last save. */
  readonly app?: string;
  /** word/_rels/document.xml.rels: where the header and footer parts are. */
  readonly rels?: string;
  /** Any other part by its path in the package ('word/header1.xml'). */
  readonly part?: (path: string) => string | undefined;
}

export interface Context {
  readonly styles: Map<string, StyleInfo>;
  readonly numbering: Numbering;
  readonly lists: ListCounter;
  readonly sections: XNode[];
  /**
   * A text box's content (w:txbxContent) read as blocks, laid flat. Given by docxStructure so
   * that reading runs (runs.ts) does not import the block reader that reads runs.
   */
  readonly readTextBox: (nodes: XNode[]) => Block[];
}
