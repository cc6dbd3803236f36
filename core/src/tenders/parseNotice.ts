/** One entry point for notice XML: detects eForms or TED-XML and parses to a TenderRecord. */
import type { TenderRecord } from '../model/tender';
import { EFORMS_ROOTS, parseEformsNotice } from './eformsNotice';
import { NoticeParseError } from './noticeErrors';
import { parseTedXmlNotice } from './tedXmlNotice';
import { parseXml, rootOf } from './xmlTree';

/** Throws NoticeParseError (malformedXml, unknownFormat, missingIdentifier); never anything else. */
export function parseNoticeXml(xml: string): TenderRecord {
  const { name, node } = rootOf(parseXml(xml));
  try {
    if (EFORMS_ROOTS.includes(name)) return parseEformsNotice(name, node);
    if (name === 'TED_EXPORT') return parseTedXmlNotice(node);
  } catch (e) {
    if (e instanceof NoticeParseError) throw e;
    // A structurally odd but well-formed notice must not crash ingestion with a TypeError.
    throw new NoticeParseError('unknownFormat', e instanceof Error ? e.message : String(e));
  }
  throw new NoticeParseError('unknownFormat', `root element <${name}>`);
}
