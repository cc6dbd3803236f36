/**
 * A certificate copy that opens with its head (issue 19, item 6, set 22's class): the certifying
 * body's letterhead and the certificate's number on the copy's first line, set apart by a dash or by
 * '|' ('Northgate Certification Ltd - Certificate NGC-QMS-118', 'Keurhof Certificatie B.V. |
 * Postbus 12, Tiel | Certificaat KC-301 | geldig t/m 31-05-2028'), or the body on a line of its own
 * over a numbered title ('Accreditation certificate …'), or a title that names the standard and the
 * number ('Certificaat VCA** nr. …'). The standard, the holder and the dates follow on the lines
 * under it, up to a blank line or the next head: one copy, so its number and body are the head's and
 * its dates are read from its own lines (a scope annex's number in the prose is no certificate's).
 * A copy that names two standards is left to the line-by-line reading.
 */
import type { Certificate } from '../../model/factSheet';
import type { FactSource } from './ruleExtractor';
import type { Segment } from './segments';
import { certificate, citationOf } from './certificateRecord';
import { detailsIn } from './certificateDetails';
import type { DateReading } from './certificateDates';
import { knownBody, statesOwnCertificate } from './certificateWording';
import { schemeOf, schemeRe } from './certificateSchemes';
import {
  LETTERHEAD_PART,
  type LetterheadRule,
  letterheadBody,
  letterheadName,
} from './letterheads';

/** A name that says it certifies or accredits, or ends in a legal form. */
const BODY_WORD =
  /\b(?:certification|certificatie|certificering|certificeren|assessment|assurance|registrars?|accreditation|accreditatie|keuring\w*|inspection|inspectie|verification)\b|\b(?:B\.V\.|Ltd|Limited|GmbH|LLC)$/i;
/** A certificate's number: capitals and digits joined by separators, with a digit. */
const NUMBER = String.raw`(?=[A-Z0-9./-]*\d)[A-Z][A-Z0-9]*(?:[-./][A-Z0-9]+)+`;
/** 'Certificate LCS-1', 'Certificaat nr. KC-301', 'Accreditation certificate AC-12'. */
const TITLE_NUMBER = new RegExp(
  String.raw`^(?:(?:accreditation|accreditatie)\s*)?(?:certificate|certificaat)\s+(?:(?:no|nr|number|nummer)\.?\s*:?\s*)?(${NUMBER})$`,
  'i',
);
/** 'Certificaat VCA** nr. KC-301', 'Certificate ISO 9001 no. Q-12': the standard and the number. */
const TITLE_SCHEME_NUMBER = new RegExp(
  String.raw`^(?:certificate|certificaat)\s+\S.{0,40}?\s(?:no|nr|number|nummer)\.?\s*:?\s*(${NUMBER})$`,
  'i',
);
/**
 * A copy is a few lines: a page of prose under a head (a scan without blank lines) is not read as
 * one copy past this many lines, so a date further on is never the copy's.
 */
const COPY_LINES = 10;
/**
 * A certifying body's letterhead: a known body, or a name of one word or more that says it
 * certifies or carries a legal form, capitalised at its start (a copy's head line is short, so
 * also at most 70 characters).
 */
const CERTIFIER: LetterheadRule = { kind: BODY_WORD, known: knownBody, longest: 70 };
const isBody = (text: string): string | null => letterheadBody(text, CERTIFIER);

interface Head {
  /** Segments the head takes. */
  lines: number;
  issuer: string | null;
  number: string;
  /** The head line's other parts (an address, 'geldig t/m …'), read as the copy's details. */
  rest: string;
}

/** The head that segment `i` opens, or null. */
function headAt(segs: readonly Segment[], i: number): Head | null {
  const line = segs[i]!.text;
  const parts = line.split(LETTERHEAD_PART);
  if (parts.length >= 2) {
    const issuer = isBody(parts[0]!.trim());
    const k = parts.findIndex((p, j) => j > 0 && TITLE_NUMBER.test(p.trim()));
    if (issuer && k > 0) {
      const number = TITLE_NUMBER.exec(parts[k]!.trim())![1]!;
      const rest = parts.filter((_, j) => j !== 0 && j !== k).join(' | ');
      return { lines: 1, issuer, number, rest };
    }
  }
  const next = segs[i + 1]?.text.trim();
  const issuer = isBody(line);
  const title = next ? TITLE_NUMBER.exec(next) : null;
  if (issuer && title) return { lines: 2, issuer, number: title[1]!, rest: '' };
  const own = TITLE_SCHEME_NUMBER.exec(line);
  if (own && line.length <= 80 && [...line.matchAll(schemeRe())].length === 1)
    return { lines: 1, issuer: null, number: own[1]!, rest: '' };
  return null;
}

/** Whether segment `j` starts a new block: the chunk's start or after a blank line. */
const opensBlock = (src: FactSource, segs: readonly Segment[], j: number) =>
  j === 0 || /\n\s*\n/.test(src.text.slice(segs[j - 1]!.end, segs[j]!.start));

/**
 * The certificates of copies that open with their head. Segments in `used` are never read; those
 * a copy takes are added to it, so the line-by-line reading leaves them alone.
 */
export function headedCertificates(
  src: FactSource,
  segs: readonly Segment[],
  used: Set<number>,
  reading: DateReading,
): Certificate[] {
  const certificates: Certificate[] = [];
  for (let i = 0; i < segs.length; i++) {
    if (used.has(i) || !opensBlock(src, segs, i)) continue;
    const head = headAt(segs, i);
    if (!head) continue;
    let to = i + head.lines;
    while (
      to < segs.length &&
      to - i < COPY_LINES &&
      !opensBlock(src, segs, to) &&
      !used.has(to) &&
      !headAt(segs, to)
    )
      to++;
    const matches = segs.slice(i, to).flatMap((s) => [...s.text.matchAll(schemeRe())]);
    if (matches.length === 0 || new Set(matches.map(schemeOf)).size !== 1) continue;
    const body = segs
      .slice(i + head.lines, to)
      .map((s) => s.text)
      .join('\n');
    const own = segs
      .slice(i, to)
      .map((s) => s.text)
      .join('\n');
    const read = detailsIn(`${head.rest}\n${body}`, reading);
    const details = { ...read, issuer: head.issuer ?? read.issuer, number: head.number };
    // Another company's copy (a sister company's), or one that ended with no date: not recorded.
    if (!statesOwnCertificate('', own, details)) continue;
    const m = matches[0]!;
    certificates.push(
      certificate(m, own, details, citationOf(src, segs[i]!.start, segs[to - 1]!.end, 400)),
    );
    for (let k = i; k < to; k++) used.add(k);
    i = to - 1;
  }
  return certificates;
}

/**
 * An accreditation body's letterhead opening the text ('Raad voor Accreditatie - besluit',
 * 'National Accreditation Board'): the issuer of a laboratory's accreditation the text names, as a
 * certification body's letterhead is its certificate's.
 */
export function accreditationLetterhead(segs: readonly Segment[]): string | null {
  const first = letterheadName(segs[0]?.text ?? '');
  return /\b(?:accreditation|accreditatie)\b/i.test(first) ? isBody(first) : null;
}
