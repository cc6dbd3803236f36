/** A paragraph's runs: its text, tabs and breaks, fields (page numbers are not text) and text boxes. */
import type { Block } from '../structure';
import type { Context } from './context';
import type { Break } from './pages';
import { attr, child, isOn, kids, tagOf, textOf, type XNode } from './xml';

/** Containers whose children are read as if they stood in their place. */
export const TRANSPARENT = new Set([
  'w:hyperlink',
  'w:ins',
  'w:smartTag',
  'w:customXml',
  'w:fldSimple',
  'w:moveTo',
  'w:dir',
  'w:bdo',
]);
/** Not text Word shows: deleted text (tracked changes), field codes, properties. */
export const SKIPPED = new Set([
  'w:del',
  'w:moveFrom',
  'w:instrText',
  'w:delText',
  'w:rPr',
  'w:pPr',
]);

/** Page-number fields in headers and footers: their cached result is not text. */
export const PAGE_FIELD = /^\s*(PAGE|NUMPAGES|SECTIONPAGES)\b/i;

export interface ParagraphState {
  text: string;
  /** The fields being read, innermost last: their code, and whether their result has begun. */
  fieldDepth: { instr: string; inResult: boolean }[];
  /** Text boxes anchored in the paragraph, as blocks to add after it. */
  extra: Block[];
  /** A PAGE field was seen (the header or footer prints the page number). */
  hasPageField: boolean;
}

export function readRunContent(
  nodes: XNode[],
  state: ParagraphState,
  ctx: Context,
  onBreak: (kind: Break) => void,
): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === '#text' || SKIPPED.has(tag)) {
      if (tag === 'w:instrText') {
        const field = state.fieldDepth[state.fieldDepth.length - 1];
        if (field) field.instr += kids(node).map(textOf).join('');
      }
      continue;
    }
    const skipping = state.fieldDepth.some((f) => f.inResult && PAGE_FIELD.test(f.instr));
    switch (tag) {
      case 'w:r': {
        if (isOn(child(node, 'w:rPr'), 'w:vanish')) continue;
        readRunContent(kids(node), state, ctx, onBreak);
        break;
      }
      case 'w:t':
      case 'm:t': // an equation's text (Office Math)
        if (!skipping) state.text += kids(node).map(textOf).join('');
        break;
      case 'w:tab':
      case 'w:ptab':
        state.text += '\t';
        break;
      case 'w:br':
      case 'w:cr': {
        const type = attr(node, 'w:type');
        if (type === 'page') onBreak('explicit');
        else state.text += type === 'column' ? ' ' : '\n';
        break;
      }
      case 'w:lastRenderedPageBreak':
        onBreak('rendered');
        break;
      case 'w:noBreakHyphen':
        state.text += '-';
        break;
      case 'w:sym':
        state.text += ' ';
        break;
      case 'w:fldChar': {
        const type = attr(node, 'w:fldCharType');
        if (type === 'begin') state.fieldDepth.push({ instr: '', inResult: false });
        else if (type === 'separate') {
          const field = state.fieldDepth[state.fieldDepth.length - 1];
          if (field) {
            field.inResult = true;
            if (PAGE_FIELD.test(field.instr)) state.hasPageField = true;
          }
        } else if (type === 'end') state.fieldDepth.pop();
        break;
      }
      case 'w:fldSimple': {
        const instr = attr(node, 'w:instr') ?? '';
        if (PAGE_FIELD.test(instr)) state.hasPageField = true;
        else readRunContent(kids(node), state, ctx, onBreak);
        break;
      }
      case 'w:sdt':
        readRunContent(kids(child(node, 'w:sdtContent') ?? {}), state, ctx, onBreak);
        break;
      case 'mc:AlternateContent': {
        // Choice and Fallback hold the same content twice: read one.
        const choice = child(node, 'mc:Choice') ?? child(node, 'mc:Fallback');
        if (choice) readRunContent(kids(choice), state, ctx, onBreak);
        break;
      }
      case 'w:txbxContent': {
        // A text box's paragraphs are blocks of their own, after the paragraph that anchors it.
        state.extra.push(...ctx.readTextBox(kids(node)));
        break;
      }
      default:
        if (TRANSPARENT.has(tag) || kids(node).length > 0) {
          readRunContent(kids(node), state, ctx, onBreak);
        }
    }
  }
}

export function cleanText(text: string): string {
  return text
    .replace(/\u00ad/g, '')
    .replace(/[ \t\u00a0\u2007\u202f]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
