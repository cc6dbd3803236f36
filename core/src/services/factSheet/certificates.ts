/**
 * Certificates in a knowledge-base chunk (issue 19, item 6): a certificate's scheme, number,
 * issuer and dates are read together from ONE certificate — its own line and the detail line
 * under it, its own part of a sentence that names several, its own row of a table, or its own
 * column of a table that sets certificates side by side — and never across two. A detail that
 * cannot be told apart (a list 'ISO 9001 and ISO 27001, valid until …') is left empty rather
 * than guessed. Each certificate cites the text it was read from.
 */
import { findDates } from '../../documents/facts/dates';
import type { Certificate, CertificateScheme, FactCitation } from '../../model/factSheet';
import type { FactSource } from './ruleExtractor';
import { type Segment, quoteOf } from './segments';
import { sentenceSpans } from '../../text/sentences';
import {
  ENDED_LAST,
  EXPIRY,
  ISSUED,
  ISSUED_LAST,
  ISSUED_BY,
  ISSUERS,
  NUMBER,
  RANGE_JOIN,
  UNTIL,
  VALIDITY,
  dateBeforeVerb,
  periodAtStart,
  statesOwnCertificate,
  unlabelledNumber,
  yearRangeEnd,
} from './certificateWording';
import { referenceSegments } from './referenceBlocks';
import { type Details, NO_DETAILS, cellsOf, fieldOf, fillField } from './certificateCells';
import { certificateText } from './certificateDocument';

const SCHEME_SOURCE =
  '\\b(?:ISO(?:\\/IEC)?[\\s-]?(9001|14001|45001|27001|27701|22301|50001|20000(?:-1)?)(?::\\s?(\\d{4}))?|OHSAS[\\s-]?18001|NEN[\\s-]?7510(?::\\s?\\d{4})?|VCA(?:\\s?(\\*{1,3})|[\\s-]?(P|Petrochemie)\\b)?(?!\\w|-(?!certifica|gecertificeerd))|CO2[\\s-]?[Pp]restatieladder|BRL[\\s-]?(\\d{3,5})|Cyber[\\s-]?Essentials(?:[\\s-]?(?:Plus|\\+))?|SOC[\\s-]?2(?:\\s+Type\\s+(?:II|I|1|2))?(?!\\d)|PCI[\\s-]?DSS)';
const schemeRe = () => new RegExp(SCHEME_SOURCE, 'g');
const hasScheme = (text: string) => new RegExp(SCHEME_SOURCE).test(text);

function schemeOf(m: RegExpMatchArray): CertificateScheme {
  const s = m[0].toUpperCase().replace(/\s+/g, ' ');
  if (m[1]) return m[1].startsWith('20000') ? 'ISO 20000-1' : (`ISO ${m[1]}` as CertificateScheme);
  if (s.startsWith('OHSAS')) return 'OHSAS 18001';
  if (s.startsWith('NEN')) return 'NEN 7510';
  if (s.startsWith('CO2')) return 'CO2-prestatieladder';
  if (s.startsWith('BRL')) return 'BRL';
  // 'Cyber Essentials Plus' is the audited level of the UK scheme: another certificate than the basic one.
  if (s.startsWith('CYBER'))
    return /PLUS|\+/.test(s) ? 'Cyber Essentials Plus' : 'Cyber Essentials';
  if (s.startsWith('SOC')) return 'SOC 2';
  if (s.startsWith('PCI')) return 'PCI DSS';
  const stars = m[3] ?? '';
  if (stars.length >= 2) return 'VCA**';
  if (stars === '*') return 'VCA*';
  if (m[4]) return 'VCA-P';
  return 'VCA';
}

const LEVEL = /\b(?:niveau|level|trede|ladder)\s*(\d)\b|\bop\s+(?:niveau|trede)\s+(\d)\b/i;

/**
 * The date right after a label (within 40 characters), as yyyy-mm-dd. After a bare closing word
 * ('until', 'tot') a lone year counts only when nothing follows it in the clause: 'tot 2000
 * gebruikers' is no date.
 */
function dateAfter(text: string, label: RegExp, bare = false): string | null {
  label.lastIndex = 0;
  for (const m of text.matchAll(label)) {
    const from = m.index + m[0].length;
    const after = text.slice(from, from + 40);
    const date = findDates(after, 'nl')[0];
    if (date && date.start <= 3) return date.iso.slice(0, 10);
    // 'verloopt in juni 2027', 'valid until 2026': valid through the last day of that period.
    if (bare && !/^(?:[a-z]{3,9}\s+)?(?:19|20)\d\d\s*(?:[.;,)]|$|and\b|en\b)/i.test(after))
      continue;
    const period = periodAtStart(after);
    if (period) return period;
  }
  return null;
}

/** A validity written as a range: its first date is the issue, its second the expiry. */
function validityRange(text: string): { from: string; to: string } | null {
  for (const m of text.matchAll(VALIDITY)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 90);
    const dates = findDates(after, 'nl');
    if (dates.length < 2 || dates[0]!.start > 12) continue;
    if (!RANGE_JOIN.test(after.slice(dates[0]!.end, dates[1]!.start))) continue;
    return { from: dates[0]!.iso.slice(0, 10), to: dates[1]!.iso.slice(0, 10) };
  }
  return null;
}

/** The details written in one certificate's own text. */
function detailsIn(text: string): Details {
  const range = validityRange(text);
  return {
    issuer: (ISSUERS.exec(text) ?? ISSUED_BY.exec(text))?.[1]?.trim() ?? null,
    number: NUMBER.exec(text)?.[1] ?? unlabelledNumber(text, hasScheme),
    issuedOn: dateAfter(text, ISSUED) ?? range?.from ?? dateBeforeVerb(text, ISSUED_LAST),
    expiresOn:
      range?.to ??
      dateAfter(text, EXPIRY) ??
      dateBeforeVerb(text, ENDED_LAST) ??
      yearRangeEnd(text) ??
      dateAfter(text, UNTIL, true),
  };
}

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

function certificate(
  m: RegExpMatchArray,
  own: string,
  { ended: _ended, ...details }: Details,
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
    citation: cite,
  };
}

/**
 * Tables of certificates: a header row of column names with one certificate per row, or a row of
 * certificates side by side with one row per detail ('Nummer | A | B'). Returns the certificates
 * and the segments the tables took, which the line-by-line reading then leaves alone.
 */
function tables(src: FactSource, segs: readonly Segment[]) {
  const out: Certificate[] = [];
  const used = new Set<number>();
  for (let i = 0; i < segs.length; i++) {
    const head = cellsOf(segs[i]!.text);
    if (head.length < 2) continue;
    const schemeCells = head.map((c) => [...c.matchAll(schemeRe())]);
    const fields = head.map(fieldOf);
    // One certificate per row under a header that names a scheme column and another detail.
    const schemeCol = fields.indexOf('scheme');
    if (schemeCol >= 0 && fields.filter(Boolean).length >= 2 && !hasScheme(segs[i]!.text)) {
      let j = i + 1;
      for (; j < segs.length; j++) {
        const row = cellsOf(segs[j]!.text);
        const m = row.length === head.length ? [...row[schemeCol]!.matchAll(schemeRe())] : [];
        if (m.length !== 1) break;
        const d = { ...NO_DETAILS };
        row.forEach(
          (cell, k) => fields[k] && fields[k] !== 'scheme' && fillField(d, fields[k]!, cell),
        );
        used.add(j);
        // A row whose status says it ended and gives no date cannot be held, and nothing dates it.
        if (d.ended && !d.expiresOn) continue;
        out.push(
          certificate(m[0]!, row[schemeCol]!, d, citationOf(src, segs[j]!.start, segs[j]!.end)),
        );
      }
      if (j > i + 1) used.add(i);
      continue;
    }
    // Certificates side by side: each cell after an optional label names exactly one scheme.
    const named = schemeCells.filter((m) => m.length === 1).length;
    const lead = schemeCells[0]!.length === 0 ? 1 : 0;
    if (named < 2 || named !== head.length - lead) continue;
    const details = schemeCells.slice(lead).map(() => ({ ...NO_DETAILS }));
    let j = i + 1;
    for (; j < segs.length; j++) {
      const row = cellsOf(segs[j]!.text);
      const field = row.length === named + 1 ? fieldOf(row[0]!) : null;
      if (!field || field === 'scheme') break;
      row.slice(1).forEach((cell, k) => fillField(details[k]!, field, cell));
    }
    if (j === i + 1) continue;
    for (let k = i; k < j; k++) used.add(k);
    const cite = citationOf(src, segs[i]!.start, segs[j - 1]!.end);
    schemeCells
      .slice(lead)
      .forEach(
        (m, k) =>
          !(details[k]!.ended && !details[k]!.expiresOn) &&
          out.push(certificate(m[0]!, head[k + lead]!, details[k]!, cite)),
      );
  }
  return { certificates: out, used };
}

/** Two schemes named in one breath ('ISO 9001 en ISO 27001'): their details cannot be told apart. */
const LISTED = /^[\s,;/&]*(?:en|and|of|or|as well as|alsmede|evenals)?[\s,;/&]*$/i;

/**
 * A sentence that goes on about the certificate just named ('The certificate runs until …', 'Het
 * huidige certificaat (…) loopt tot …', 'Our current certificate …').
 */
const REFERS_BACK =
  /^(?:(?:the|this|that|our|het|dit|dat|deze|ons)\s+(?:(?:current|present|latest|new|renewed|valid|huidige|actuele|laatste|nieuwe|vernieuwde|geldige)\s+)?(?:certifica\w*|registration|registratie)\b|(?:it|het)\s+(?:is|was|runs?|ran|expires?|expired|loopt|liep|verloopt|verliep|werd|wordt)\b)/i;

/** A segment's sentences (a register line is one), with offsets in the chunk. */
function sentencesOf(seg: Segment): Segment[] {
  const spans = sentenceSpans(seg.text);
  return spans.length > 1
    ? spans.map((x) => ({ start: seg.start + x.start, end: seg.start + x.end, text: x.text }))
    : [seg];
}

export function certificatesIn(src: FactSource, segs: readonly Segment[]): Certificate[] {
  const { certificates: out, used } = tables(src, segs);
  // The text of a certificate itself: its declaration, its standard and its labelled lines.
  const own = certificateText(src, segs, (t) => [...t.matchAll(schemeRe())], schemeOf);
  if (own && ![...own.used].some((i) => used.has(i))) {
    own.used.forEach((i) => used.add(i));
    // A certificate whose status line says it ended and that gives no date cannot be held.
    if (!(own.details.ended && !own.details.expiresOn)) {
      const { match, segment } = own.scheme;
      const cite = citationOf(src, own.start, own.end, 400);
      out.push(certificate(match, segs[segment]!.text, own.details, cite));
    }
  }
  const references = referenceSegments(src.text, segs);
  segs.forEach((seg, i) => {
    if (used.has(i) || !hasScheme(seg.text)) return;
    const sentences = sentencesOf(seg);
    // Sentences read as the details of a certificate named before them.
    const followOn = new Set<number>();
    sentences.forEach((sentence, s) => {
      const matches = [...sentence.text.matchAll(schemeRe())];
      if (matches.length === 0) return;
      // The details of a certificate may follow: the next sentence when it goes on about it, or
      // the next line of a register ('Geldig tot: 12-03-2027') when the line is one statement.
      let end = sentence.end;
      if (matches.length === 1) {
        for (let k = s + 1; k < sentences.length; k++) {
          const more = sentences[k]!.text;
          if (!REFERS_BACK.test(more)) break;
          followOn.add(k);
          // A standard named further on owns the rest: the details before its name are this one's.
          const other = new RegExp(SCHEME_SOURCE).exec(more);
          end = other ? sentences[k]!.start + other.index : sentences[k]!.end;
          if (other) break;
        }
        const next = segs[i + 1];
        if (
          sentences.length === 1 &&
          next &&
          !used.has(i + 1) &&
          !hasScheme(next.text) &&
          next.text.length < 200
        )
          end = next.end;
      }
      matches.forEach((m, k) => {
        const following = matches[k + 1];
        const previous = matches[k - 1];
        // With several schemes in a sentence, each owns the text from its name to the next one's;
        // in a sentence that goes on about the certificate before, the text before the name is
        // that certificate's.
        const at = sentence.start + m.index;
        const from = matches.length === 1 && !followOn.has(s) ? sentence.start : at;
        const to = following ? sentence.start + following.index : end;
        const listed =
          (following && LISTED.test(sentence.text.slice(m.index + m[0].length, following.index))) ||
          (previous &&
            LISTED.test(sentence.text.slice(previous.index + previous[0].length, m.index)));
        const own = src.text.slice(from, to);
        const details = listed ? { ...NO_DETAILS } : detailsIn(own);
        const before = src.text.slice(sentence.start, at);
        const claim = src.text.slice(at, to);
        if (!statesOwnCertificate(before, claim, details, references.has(i))) return;
        out.push(certificate(m, own, details, citationOf(src, from, to)));
      });
    });
  });
  return out;
}
