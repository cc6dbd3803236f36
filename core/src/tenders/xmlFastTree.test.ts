/** The fast reader gives exactly fast-xml-parser's tree (as xmlTree.ts configured it) for every real notice. */
import { readdirSync, readFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { fastXmlTree } from './xmlFastTree';

const reference = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  textNodeName: '#text',
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  alwaysCreateTextNode: true,
  processEntities: true,
  htmlEntities: true,
});

const TED = new URL('../../../../shared/data/ted/', import.meta.url);
const files = [
  'eforms-real-notices/',
  'ted-xml-r209-real-notices/',
  'eforms-sdk-examples/',
].flatMap((dir) =>
  readdirSync(new URL(dir, TED))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => dir + f),
);

// Key order matters too: deepText walks children in the order the tree lists them.
const same = (xml: string) =>
  expect(JSON.stringify(fastXmlTree(xml))).toBe(JSON.stringify(reference.parse(xml)));

describe('fastXmlTree', () => {
  it('matches fast-xml-parser on namespaces, entities, CDATA, mixed content and empty elements', () => {
    same(
      `<?xml version="1.0" encoding="UTF-8"?><!-- c --><a:R xmlns:a="x" xmlns="y" a:id="1" b='2 > 1'><e/><t>  hi &amp; &#13; &nbsp;x &#x20AC;</t><m>one <b>two</b> three<![CDATA[ <cd> ]]><b/></m><e k="v"></e><x a="&lt;&gt;"/></a:R>`,
    );
  });

  it.each(files)('matches fast-xml-parser on %s', (file) => {
    same(readFileSync(new URL(file, TED), 'utf8'));
  });
});
