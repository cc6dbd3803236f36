/**
 * A namespace-free, always-array view of an XML document (fast-xml-parser) with small path
 * helpers, so the notice parsers read like the schema paths they follow.
 */
import { XMLValidator } from 'fast-xml-parser';
import { NoticeParseError } from './noticeErrors';
import { fastXmlTree } from './xmlFastTree';

export type XmlNode = { [name: string]: XmlNode[] | string | undefined };

const TEXT = '#text';

/** Parses XML text; throws NoticeParseError('malformedXml') for anything that is not well formed. */
export function parseXml(xml: string): XmlNode {
  if (typeof xml !== 'string' || xml.trim() === '') {
    throw new NoticeParseError('malformedXml', 'empty document');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new NoticeParseError(
      'malformedXml',
      `${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`,
    );
  }
  // fast-xml-parser validates (truncated or malformed notices must fail, not half-parse); the
  // tree is read by xmlFastTree.ts, the same shape in a quarter of fast-xml-parser's time.
  return fastXmlTree(xml);
}

/** Every node at the slash-separated path below the given nodes. */
export function all(from: XmlNode | XmlNode[] | undefined, path: string): XmlNode[] {
  let nodes: XmlNode[] = from === undefined ? [] : Array.isArray(from) ? from : [from];
  for (const name of path.split('/')) {
    const next: XmlNode[] = [];
    for (const node of nodes) {
      const child = node[name];
      if (Array.isArray(child)) next.push(...child);
    }
    nodes = next;
  }
  return nodes;
}

export function first(from: XmlNode | XmlNode[] | undefined, path: string): XmlNode | undefined {
  return all(from, path)[0];
}

/** The node's own text (trimmed), or null when it has none. */
export function text(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const t = node[TEXT];
  if (typeof t === 'string' && t.trim() !== '') return t.trim();
  return null;
}

/** Text of the first node at the path. */
export function textAt(from: XmlNode | XmlNode[] | undefined, path: string): string | null {
  return text(first(from, path));
}

export function attr(node: XmlNode | undefined, name: string): string | null {
  const v = node?.[`@${name}`];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** All text below the node, paragraphs (<P>) joined by newlines: TED-XML wraps text in <P>. */
export function deepText(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const parts: string[] = [];
  const walk = (n: XmlNode) => {
    const own = n[TEXT];
    if (typeof own === 'string' && own.trim() !== '') parts.push(own.trim());
    for (const [key, value] of Object.entries(n)) {
      if (key === TEXT || key.startsWith('@') || !Array.isArray(value)) continue;
      for (const child of value) walk(child);
    }
  };
  walk(node);
  return parts.length ? parts.join('\n') : null;
}

/** Every element with this name anywhere below the node, in document order. */
export function descendants(node: XmlNode | undefined, name: string): XmlNode[] {
  const out: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    for (const [key, value] of Object.entries(n)) {
      if (key.startsWith('@') || key === TEXT || !Array.isArray(value)) continue;
      for (const child of value) {
        if (key === name) out.push(child);
        walk(child);
      }
    }
  };
  if (node) walk(node);
  return out;
}

/** The root element's name and node. */
export function rootOf(doc: XmlNode): { name: string; node: XmlNode } {
  for (const [name, value] of Object.entries(doc)) {
    if (name.startsWith('?') || name.startsWith('@') || !Array.isArray(value)) continue;
    const node = value[0];
    if (node) return { name, node };
  }
  throw new NoticeParseError('unknownFormat', 'no root element');
}
