/**
 * The text of a certificate itself, kept in a knowledge base (issue 19, item 6): a certification
 * body's declaration at the top ('TÜV … verklaart hierbij dat', 'BSI hereby certifies that',
 * 'This is to certify that'), the one standard it certifies, and the certificate's details as
 * labelled lines ('Certificaatnummer: …', 'Geldig tot: …', 'Certificate number: …', 'Expiry date:
 * …'). All of it is one certificate, so number, issuer and dates are read together — each from its
 * own labelled line, with the vocabulary of a certificate table's column names. A text that names
 * two standards is left to the line-by-line reading, which does not share details between them.
 * A copy filed with an older copy after it (set 12: 'Attached: previous certificate') has two
 * declarations: each opens a certificate of its own, read from its own lines only.
 */
import type { FactSource } from './ruleExtractor';
import type { Segment } from './segments';
import { type Details, NO_DETAILS, fieldOf, fillField } from './certificateCells';
import type { DateReading } from './certificateDates';
import { knownBody, nameGoingOn } from './certificateWording';
import { auditTermEnd } from './certificateAuditTerm';

/** The words a copy's end line opens with, English and Dutch. */
const END_WORDS = String.raw`(?:is\s+)?(?:valid\s+(?:until|till|through|to)|geldig\s+(?:tot(?:\s+en\s+met)?|t\/m)|expires(?:\s+on)?|vervalt(?:\s+op)?|verloopt(?:\s+op)?)`;

/** '<body> verklaart hierbij dat', '<body> hereby certifies that', with the body as the subject. */
const BODY_DECLARES =
  /^(.{2,80}?)\s+(?:(?:verklaart|verklaren|certificeert|bevestigt)\s+(?:hierbij\s+|hiermee\s+)?dat|(?:hereby\s+)?(?:certifies|certify|declares|confirms)\s+that)\b/i;
/** A declaration without its body: the body is then named on an 'Issued by' line. */
const DECLARES =
  /^(?:this\s+is\s+to\s+certify\s+that|this\s+certifies\s+that|we\s+(?:hereby\s+)?(?:certify|confirm|declare)\s+that|wij\s+(?:verklaren|bevestigen|certificeren)\s+(?:hierbij\s+|hiermee\s+)?dat|hierbij\s+wordt\s+verklaard\s+dat|hiermee\s+wordt\s+verklaard\s+dat|dit\s+is\s+om\s+te\s+certificeren\s+dat|hierbij\s+(?:wordt\s+)?gecertificeerd\s+dat)\b/i;
/**
 * The body a copy names in its text when no declaration or letterhead does: 'assessed and
 * registered by NSAI', 'Signed on behalf of NSAI', 'Namens BSI', 'remains the property of NSAI'.
 */
const BODY_IN_COPY =
  /\b(?:(?:[Aa]ssessed|[Rr]egistered|[Cc]ertified|[Ii]ssued|[Aa]pproved|[Aa]udited)\s+(?:and\s+\w+\s+)?by|[Oo]n\s+behalf\s+of|[Nn]amens|(?:property|eigendom)\s+(?:of|van)|(?:[Aa]fgegeven|[Uu]itgegeven|[Vv]erleend)\s+door)\s+(?=\p{Lu})/u;
/**
 * A line of the copy that opens with the body and says it is accredited to certify, as a copy's
 * footer does ('SGS Nederland B.V., Spijkenisse - geaccrediteerd door de RvA', 'Northbank
 * Certification Ltd, UKAS accredited').
 */
const ACCREDITED = /\b(?:accredited|geaccrediteerd|geaccrediteerde|erkend\s+door)\b/i;
/**
 * A label and its value on one line with no colon, set apart by a run of spaces or a tab as a
 * printed certificate lays them out ('Certificate No.    OHS 724519', 'Geldig tot\t31-05-2028').
 */
const SPACED = /^(\p{L}[\p{L}\s./#-]{1,38}?)(?:\s{2,}|\t+)(\S.*)$/u;
const FIRST_WORD = /^\p{Lu}[\p{L}'&.-]*/u;
/** A body's name that says it certifies, when it is not one of the known bodies. */
const CERTIFYING_NAME =
  /\b(?:certification|certificatie|certificering|certify|assessment|registrars?|keuring|inspection|inspectie|verification)\b/i;
/** The first certification's date, which a certificate states beside its current issue date. */
const FIRST_ISSUE = /\b(?:original|first|initial|eerste|oorspronkelijke?|initi[eë]le)\b/i;
/**
 * 'Label: value' on a line of its own. A long lead-in ('Subject to …, this certificate is valid
 * until: …') counts by its last clause, when that is a label.
 */
const LABELLED = /^([^:\n]{2,300}):\s*(\S.*)$/;
/**
 * A line's labelled parts: a printed copy may write two on one line, each closing with a full stop
 * ('Date of first registration: 3 May 2021. Expiry: 2 May 2027.'); the second is a label too.
 */
const labelledParts = (line: string) => line.split(/(?<=\.)\s+(?=\p{Lu}[\p{L} ]{1,38}:\s)/u);
/**
 * The copy's title with its number and no label ('Certificate of Registration QR-2210',
 * 'Certificaat van goedkeuring KC 8812'): read as the number's label and value.
 */
const TITLE_NUMBER =
  /^(?:certificate(?:\s+of\s+(?:registration|approval|conformity|compliance))?|certificaat(?:\s+van\s+(?:registratie|goedkeuring|overeenstemming))?)\s+(?=[A-Z0-9./ -]*\d)([A-Z][A-Z0-9]*(?:[ ./-][A-Z0-9]+)+)\s*$/i;
const titleNumber = (line: string): RegExpExecArray | null => {
  const m = TITLE_NUMBER.exec(line.trim());
  return m && /^[^a-z]+$/.test(m[1]!)
    ? (['', 'Certificate no.', m[1]!] as unknown as RegExpExecArray)
    : null;
};
/**
 * A short line of the copy that opens with its end and no colon ('Geldig tot 1 maart 2028', 'Valid
 * till 19.05.2028'), or such a piece of a footer set apart by dots or bars ('ZCB · Middelburg · Dit
 * certificaat vervalt op 14-02-2028 · …'): read as an expiry label and its value. Prose about
 * another certificate's end is longer than a piece of a footer, or does not open with the end.
 */
const END_OPENS = new RegExp(
  String.raw`^(?:(?:dit|het|this|the)\s+(?:certificaat|certificate)\s+)?(${END_WORDS})\s+(\S.{0,40})$`,
  'iu',
);
function endLine(line: string): RegExpExecArray | null {
  for (const piece of line.split(/\s+[·|•]\s+/)) {
    const m = END_OPENS.exec(piece.trim());
    if (m) return ['', 'Expiry date', m[2]!] as unknown as RegExpExecArray;
  }
  return null;
}
const labelOf = (lead: string) => {
  const clause = lead.split(/[,;]/).pop()!.trim();
  return clause.length >= 2 && clause.length <= 40 ? clause : null;
};

/** A body's name as the certificate's letterhead: a line of its own that is a certification body. */
function letterhead(line: string): string | null {
  if (line.length > 80 || line.includes(':') || line.split(/\s+/).length > 8) return null;
  // A sentence ('Dit certificaat blijft eigendom van DEKRA.', the copy above's last line) is no letterhead.
  if ((line.match(/(?:^|\s)\p{Ll}+(?=\s|$)/gu) ?? []).length >= 3) return null;
  const known = knownBody(line);
  if (known) return known;
  // An unknown body by a name that says it certifies, not a heading in capitals ('CERTIFICATION').
  return CERTIFYING_NAME.test(line) && /^[A-Z]/.test(line) && /\p{Ll}/u.test(line) ? line : null;
}

/** The body a line of the copy names as the one that issued it or is accredited to, or null. */
export function bodyNamedIn(line: string): string | null {
  const by = BODY_IN_COPY.exec(line);
  const at = by ? by.index + by[0].length : ACCREDITED.test(line) ? 0 : -1;
  if (at < 0) return null;
  const rest = line.slice(at);
  const known = knownBody(rest);
  if (known && rest.startsWith(known.split(' ')[0]!)) return known;
  const first = FIRST_WORD.exec(rest);
  if (!first) return null;
  const name = nameGoingOn(first[0], rest.slice(first[0].length));
  // By its own words only when it names a body: a certifying name or a legal form (not 'Accredited by').
  if (by) return name;
  return CERTIFYING_NAME.test(name) || /\b(?:Ltd|B\.V\.|N\.V\.|GmbH|Inc|plc|Limited)$/.test(name)
    ? name
    : null;
}

/** The certifying body a declaration names, or null when it is no certification body. */
function bodyOf(line: string): string | null | undefined {
  if (DECLARES.test(line)) return null;
  const m = BODY_DECLARES.exec(line);
  if (!m) return undefined;
  const subject = m[1]!.trim();
  const known = knownBody(subject);
  if (known) return known;
  return CERTIFYING_NAME.test(subject) && /^[A-Z]/.test(subject) ? subject : undefined;
}

export interface CertificateText {
  /** The scheme's match in its segment, the segment's index, and the details of the labels. */
  scheme: { match: RegExpMatchArray; segment: number };
  details: Details;
  /** The span to cite: from the standard's line (or the declaration) to the last label read. */
  start: number;
  end: number;
  /** Segments this certificate took, which the line-by-line reading leaves alone. */
  used: Set<number>;
}

/**
 * The certificate whose own text this chunk is, or null. `schemesIn` finds the schemes a segment
 * names (certificates.ts's one list of schemes).
 */
export function certificateTexts(
  src: FactSource,
  segs: readonly Segment[],
  schemesIn: (text: string) => RegExpMatchArray[],
  name: (m: RegExpMatchArray) => string,
  reading: DateReading,
): CertificateText[] {
  const declarations = segs.flatMap((s, i) => (bodyOf(s.text) !== undefined ? [i] : []));
  return declarations.flatMap((declaration, k) => {
    const to = declarations[k + 1] ?? segs.length;
    const from = k === 0 ? 0 : declarations[k - 1]! + 1;
    const own = certificateText(src, segs, schemesIn, name, { from, declaration, to }, reading);
    return own ? [own] : [];
  });
}

/**
 * The certificate whose declaration is segment `declaration`, read up to segment `to` (the next
 * declaration); its standard is named from segment `from` (after the previous declaration) on.
 */
function certificateText(
  src: FactSource,
  segs: readonly Segment[],
  schemesIn: (text: string) => RegExpMatchArray[],
  name: (m: RegExpMatchArray) => string,
  { from, declaration, to }: { from: number; declaration: number; to: number },
  reading: DateReading,
): CertificateText | null {
  const named = segs
    .map((s, i) => ({ s, i }))
    .slice(from, to)
    .flatMap(({ s, i }) => schemesIn(s.text).map((match) => ({ match, segment: i })));
  // One standard, named at or after the declaration (a heading above may name it too): two would
  // need telling apart.
  if (new Set(named.map((n) => name(n.match))).size !== 1) return null;
  // Or only above it, in the copy's title ('Certificaat VCA** (VCA vol)' over 'Wij verklaren
  // hierbij dat … voldoet aan de VCA-checklist'): the one standard the text names.
  const scheme = named.find((n) => n.segment >= declaration) ?? named[named.length - 1];
  if (!scheme) return null;
  // A declaration without its body ('This is to certify that') under the body's letterhead.
  const above = segs
    .slice(Math.max(from, declaration - 3), declaration)
    .map((s) => letterhead(s.text))
    .reverse();
  const inCopy = segs
    .slice(declaration, to)
    .map((s) => bodyNamedIn(s.text))
    .find(Boolean);
  const letter = above.find(Boolean);
  // A letterhead's short name ('SGS') that the copy writes in full further on ('SGS Nederland B.V.').
  const issuer =
    bodyOf(segs[declaration]!.text) ??
    (letter && inCopy?.startsWith(`${letter} `) ? inCopy : letter) ??
    inCopy ??
    null;
  const details: Details = { ...NO_DETAILS, issuer };
  let last = -1;
  let firstLabel = -1;
  // The first copy's number may be printed above its declaration, under the title.
  for (let i = from === 0 ? from : declaration + 1; i < to; i++) {
    if (i === declaration) continue;
    for (const part of labelledParts(segs[i]!.text)) {
      const m = LABELLED.exec(part) ?? SPACED.exec(part) ?? titleNumber(part) ?? endLine(part);
      const label = m ? labelOf(m[1]!) : null;
      const field = label ? fieldOf(label) : null;
      if (!m || !field || field === 'scheme') continue;
      if (i < declaration && field !== 'number') continue;
      if (firstLabel < 0) firstLabel = i;
      // 'Datum van eerste uitgifte', 'Original approval': the first certification, not this certificate's issue.
      if (field === 'issuedOn' && FIRST_ISSUE.test(label!)) continue;
      const held = { ...details };
      fillField(details, field, m[2]!.trim(), reading);
      // A detail read once (the declaring body, the first expiry line) is never overwritten.
      for (const k of ['issuer', 'number', 'issuedOn', 'expiresOn'] as const)
        if (held[k] !== null) details[k] = held[k];
      last = i;
    }
  }
  // A term counted from an audit whose day the copy's annex gives: read over the copy's own text.
  if (!details.expiresOn && last >= 0) {
    const copy = src.text.slice(segs[declaration]!.start, segs[to - 1]!.end);
    details.expiresOn = auditTermEnd(copy, reading);
  }
  if (last < 0 || !(details.number || details.expiresOn || details.ended)) return null;
  const used = new Set<number>(named.filter((n) => n.segment >= declaration).map((n) => n.segment));
  for (let i = firstLabel >= 0 ? Math.min(declaration, firstLabel) : declaration; i <= last; i++)
    used.add(i);
  const first = Math.min(scheme.segment, last);
  const end = segs[last]!.end;
  const start =
    end - segs[declaration]!.start <= 400 ? segs[declaration]!.start : segs[first]!.start;
  return { scheme, details, start, end, used };
}
