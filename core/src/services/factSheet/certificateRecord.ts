/**
 * One certificate as the fact sheet keeps it, and the citation of the text it was read from: the
 * record every reading of certificates (lines, sentences, tables, cards, letters) ends in.
 */
import type { Certificate, FactCitation } from '../../model/factSheet';
import type { FactSource } from './ruleExtractor';
import { quoteOf } from './segments';
import type { Details } from './certificateCells';
import { issuerOfScheme, schemeOf } from './certificateSchemes';

const LEVEL = /\b(?:niveau|level|trede|ladder)\s*(\d)\b|\bop\s+(?:niveau|trede)\s+(\d)\b/i;

export function citationOf(
  src: FactSource,
  start: number,
  end: number,
  max?: number,
): FactCitation {
  return {
    chunkId: src.chunkId,
    documentId: src.documentId,
    documentName: src.documentName,
    page: src.page,
    quote: quoteOf(src.text, start, end, max),
  };
}

export function certificate(
  m: RegExpMatchArray,
  own: string,
  { ended: _ended, withdrawn: _withdrawn, ...details }: Details,
  cite: FactCitation,
): Certificate {
  const scheme = schemeOf(m);
  const lm = scheme === 'CO2-prestatieladder' ? LEVEL.exec(own) : null;
  const level = lm ? Number(lm[1] ?? lm[2]) || null : null;
  const word = /niveau|trede/i.test(own) ? 'niveau' : 'level';
  return {
    scheme,
    name: m[0].trim() + (level ? ` ${word} ${level}` : ''),
    level,
    ...details,
    issuer: details.issuer ?? issuerOfScheme(scheme),
    citation: cite,
  };
}
