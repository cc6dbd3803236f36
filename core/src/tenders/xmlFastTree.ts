/**
 * A single-pass reader from well-formed XML to the XmlNode shape (xmlTree.ts). It produces
 * exactly what fast-xml-parser gives with the options xmlTree.ts used to pass it (namespace
 * prefixes and xmlns attributes removed, every element an array, trimmed text under '#text',
 * attributes under '@name', XML and HTML entities decoded, CDATA kept as text), about four times
 * faster: parsing the 95 real notices had to fit in 1 s (bench/parse-notices.mjs). The input must
 * already be validated (XMLValidator): this reader does not check well-formedness.
 * xmlFastTree.test.ts compares both on every real notice.
 */
import type { XmlNode } from './xmlTree';

const TEXT = '#text';

/** The HTML entities notices use besides the five XML ones (fast-xml-parser's htmlEntities set). */
const NAMED: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  cent: '¢',
  pound: '£',
  yen: '¥',
  euro: '€',
  copy: '©',
  reg: '®',
  inr: '₹',
};

function decode(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref] ?? whole;
  });
}

const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

type Frame = { node: XmlNode; text: string; hasChild: boolean; attrs: [string, string][] };

const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function attributesOf(source: string): [string, string][] {
  const out: [string, string][] = [];
  if (!source.includes('=')) return out;
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!;
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue;
    out.push([`@${local(name)}`, decode(m[2] ?? m[3] ?? '')]);
  }
  return out;
}

function close(frame: Frame): void {
  if (frame.text !== '' || !frame.hasChild) frame.node[TEXT] = frame.text;
  for (const [k, v] of frame.attrs) frame.node[k] = v;
}

function addText(frame: Frame, raw: string): void {
  const t = raw.trim();
  if (t !== '') frame.text += decode(t);
}

/** End of a start tag: the first '>' outside a quoted attribute value. */
function tagEnd(xml: string, from: number): number {
  let quote = '';
  for (let i = from; i < xml.length; i++) {
    const c = xml[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i;
  }
  return xml.length;
}

export function fastXmlTree(xml: string): XmlNode {
  const doc: XmlNode = {};
  const stack: Frame[] = [{ node: doc, text: '', hasChild: false, attrs: [] }];
  const n = xml.length;
  let i = 0;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    const top = stack[stack.length - 1]!;
    if (lt === -1) {
      addText(top, xml.slice(i));
      break;
    }
    if (lt > i) addText(top, xml.slice(i, lt));
    const c = xml.charCodeAt(lt + 1);
    if (c === 47 /* / */) {
      const end = xml.indexOf('>', lt);
      const frame = stack.pop()!;
      close(frame);
      i = end + 1;
    } else if (c === 33 /* ! */) {
      if (xml.startsWith('<!--', lt)) {
        i = xml.indexOf('-->', lt) + 3;
      } else if (xml.startsWith('<![CDATA[', lt)) {
        const end = xml.indexOf(']]>', lt);
        top.text += xml.slice(lt + 9, end);
        i = end + 3;
      } else {
        i = tagEnd(xml, lt) + 1; // <!DOCTYPE …>
      }
    } else if (c === 63 /* ? */) {
      const end = xml.indexOf('?>', lt);
      const body = xml.slice(lt + 2, end);
      const space = body.search(/\s/);
      const name = space === -1 ? body : body.slice(0, space);
      const node: XmlNode = {};
      node[TEXT] = '';
      for (const [k, v] of attributesOf(space === -1 ? '' : body.slice(space))) node[k] = v;
      ((top.node[`?${name}`] ??= []) as XmlNode[]).push(node);
      top.hasChild = true;
      i = end + 2;
    } else {
      const end = tagEnd(xml, lt);
      const selfClosing = xml.charCodeAt(end - 1) === 47;
      const inner = xml.slice(lt + 1, selfClosing ? end - 1 : end);
      const space = inner.search(/\s/);
      const name = local(space === -1 ? inner : inner.slice(0, space));
      const node: XmlNode = {};
      ((top.node[name] ??= []) as XmlNode[]).push(node);
      top.hasChild = true;
      const frame: Frame = {
        node,
        text: '',
        hasChild: false,
        attrs: space === -1 ? [] : attributesOf(inner.slice(space)),
      };
      if (selfClosing) close(frame);
      else stack.push(frame);
      i = end + 1;
    }
  }
  return doc;
}
