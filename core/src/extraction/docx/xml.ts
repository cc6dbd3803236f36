/** The XML of a Word package as fast-xml-parser's ordered nodes, and small readers over them. */
import { XMLParser } from 'fast-xml-parser';

export type XNode = Record<string, unknown>;

export const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

export function parse(xml: string | undefined): XNode[] {
  if (xml === undefined || xml === '') return [];
  // Word never writes a DTD; one in a package can only be there to declare expanding entities.
  if (/<!DOCTYPE/i.test(xml.slice(0, 4096))) throw new Error('DTD in a DOCX part');
  return parser.parse(xml) as XNode[];
}

export function tagOf(node: XNode): string {
  for (const key in node) if (key !== ':@') return key;
  return '';
}
export function kids(node: XNode): XNode[] {
  const value = node[tagOf(node)];
  return Array.isArray(value) ? (value as XNode[]) : [];
}
export function attr(node: XNode | undefined, name: string): string | undefined {
  return (node?.[':@'] as Record<string, string> | undefined)?.[name];
}
export function child(node: XNode | undefined, name: string): XNode | undefined {
  return node ? kids(node).find((c) => tagOf(c) === name) : undefined;
}
export function children(node: XNode | undefined, name: string): XNode[] {
  return node ? kids(node).filter((c) => tagOf(c) === name) : [];
}
export function textOf(node: XNode): string {
  const value = node['#text'];
  return typeof value === 'string' ? value : '';
}
/** `w:val` of a child element: `<w:pStyle w:val="Heading1"/>` → 'Heading1'. */
export function val(node: XNode | undefined, name: string): string | undefined {
  return attr(child(node, name), 'w:val');
}
/** On/off properties: present without a value, or with '1'/'true'/'on'. */
export function isOn(node: XNode | undefined, name: string): boolean {
  const el = child(node, name);
  if (!el) return false;
  const v = attr(el, 'w:val');
  return v === undefined || v === '1' || v === 'true' || v === 'on';
}
export function root(nodes: XNode[], name: string): XNode | undefined {
  return nodes.find((n) => tagOf(n) === name);
}
