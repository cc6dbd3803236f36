/**
 * Certificates in a knowledge-base chunk (issue 19, item 6): a certificate's scheme, number,
 * issuer and dates are read together from ONE certificate — its own line and the detail line
 * under it, its own part of a sentence that names several, its own row of a table, or its own
 * column of a table that sets certificates side by side — and never across two. A detail that
 * cannot be told apart (a list 'ISO 9001 and ISO 27001, valid until …') is left empty rather
 * than guessed. Each certificate cites the text it was read from.
 */
import type { Certificate } from '../../model/factSheet';
import type { FactSource } from './ruleExtractor';
import type { Segment } from './segments';
import { certificate, citationOf } from './certificateRecord';
import { statesOwnCertificate } from './certificateWording';
import { detailsIn } from './certificateDetails';
import { dayOrderOf } from './certificateDates';
import { referenceSegments } from './referenceBlocks';
import { NO_DETAILS, cellsOf } from './certificateCells';
import { goesOnAbout, goOn, ownStatement, sentencesOf } from './certificateSentences';
import { certificateTexts } from './certificateDocument';
import { accreditationLetterhead, headedCertificates } from './certificateHeads';
import { rowByContent } from './certificateColumnContent';
import { cardUnder, withCard } from './certificateCards';
import { letterSender, predecessorAt, toTheHolder } from './certificateLetters';
import { issuerOnlyIfKnownElsewhere } from './certificateTwins';
import { unlabelledNumber } from './certificateWording';
import { accreditor } from './certificateBodies';
import {
  CERTIFICATE_WORDS,
  hasScheme,
  isPhraseScheme,
  schemeOf,
  schemeRe,
} from './certificateSchemes';
import { escapeRegExp } from '../../text/escapeRegExp';
import { certificateTables } from './certificateTables';

/** A table row with a cell that answers 'No' (not held, not applied for), besides the scheme's. */
function notHeldRow(line: string, scheme: string): boolean {
  if (!line.includes('|')) return false;
  return cellsOf(line).some(
    (c) => !c.includes(scheme) && /^(?:no|nee|niet|not held)\b(?!\.)/i.test(c),
  );
}

/** Two schemes named in one breath ('ISO 9001 en ISO 27001'): their details cannot be told apart. */
const LISTED = /^[\s,;/&]*(?:en|and|of|or|as well as|alsmede|evenals)?[\s,;/&]*$/i;

export function certificatesIn(src: FactSource, segs: readonly Segment[]): Certificate[] {
  // Numeric days in the order the text states or settles ('U.S. format', '06/30/2027'), else day first.
  const reading = dayOrderOf(src.text) ?? 'day-first';
  const { certificates: out, used } = certificateTables(src, segs, reading);
  // The text of a certificate itself: its declaration, its standard and its labelled lines.
  const schemesIn = (t: string) => [...t.matchAll(schemeRe())];
  for (const own of certificateTexts(src, segs, schemesIn, schemeOf, reading)) {
    if ([...own.used].some((i) => used.has(i))) continue;
    own.used.forEach((i) => used.add(i));
    // A certificate whose status line says it ended and that gives no date cannot be held.
    if (!(own.details.ended && !own.details.expiresOn) && !own.details.withdrawn) {
      const { match, segment } = own.scheme;
      const cite = citationOf(src, own.start, own.end, 400);
      out.push(certificate(match, segs[segment]!.text, own.details, cite));
    }
  }
  // A copy that opens with its head: the body's letterhead and the number above its standard.
  out.push(...headedCertificates(src, segs, used, reading));
  const references = referenceSegments(src.text, segs);
  const sender = letterSender(segs);
  /** Segments whose first sentence goes on about the certificate named in the segment before. */
  const continued = new Set<number>();
  const onSameLine = (j: number) =>
    j < segs.length &&
    !used.has(j) &&
    !src.text.slice(segs[j - 1]!.end, segs[j]!.start).includes('\n');
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
      // A card of labelled lines under a one-line statement of the standard: read by its labels.
      let card: ReturnType<typeof cardUnder> = null;
      if (matches.length === 1) {
        let open = true;
        for (let k = s + 1; open && k < sentences.length; k++) {
          const more = sentences[k]!;
          open = goesOnAbout(more.text);
          if (open) followOn.add(k);
          if (open) [end, open] = goOn(more);
        }
        // A long paragraph is cut into its sentences: its next sentence may go on about it too.
        for (let j = i + 1; open && onSameLine(j) && goesOnAbout(segs[j]!.text); j++) {
          continued.add(j);
          [end, open] = goOn(segs[j]!);
        }
        const next = segs[i + 1];
        card = sentences.length === 1 ? cardUnder(src, segs, i, used, reading) : null;
        if (card) end = Math.max(end, card.end);
        else if (
          sentences.length === 1 &&
          next &&
          !used.has(i + 1) &&
          !hasScheme(next.text) &&
          !ownStatement(next.text) &&
          next.text.length < 200
        )
          end = Math.max(end, next.end);
      }
      matches.forEach((m, k) => {
        const following = matches[k + 1];
        const previous = matches[k - 1];
        // With several schemes in a sentence, each owns the text from its name to the next one's;
        // in a sentence that goes on about the certificate before, the text before the name is
        // that certificate's.
        const at = sentence.start + m.index;
        const goesOn = followOn.has(s) || (s === 0 && continued.has(i));
        const from = matches.length === 1 && !goesOn ? sentence.start : at;
        const to = following ? sentence.start + following.index : end;
        const listed =
          (following && LISTED.test(sentence.text.slice(m.index + m[0].length, following.index))) ||
          (previous &&
            LISTED.test(sentence.text.slice(previous.index + previous[0].length, m.index)));
        const whole = src.text.slice(from, to);
        // A renewal that names the certificate it replaced: the words from 'replaces' on are that one's.
        const replaced = matches.length === 1 ? predecessorAt(whole.slice(at - from)) : -1;
        const own = replaced >= 0 ? whole.slice(0, at - from + replaced) : whole;
        // 'biologische productie' names a certificate only beside a word that says so.
        const said = src.text.slice(sentence.start, Math.max(to, sentence.end));
        if (isPhraseScheme(schemeOf(m)) && !CERTIFICATE_WORDS.test(said)) return;
        const read = listed ? { ...NO_DETAILS } : detailsIn(own, reading);
        // A body's letter to the holder about 'your certificate': the sender issued it.
        if (read.issuer === null && sender && toTheHolder(own)) read.issuer = sender;
        // An accreditation's issuer is the body that accredits ('door SANAS geaccrediteerd').
        if (read.issuer === null && schemeOf(m) === 'ISO/IEC 17025')
          read.issuer = accreditor(own) ?? accreditationLetterhead(segs);
        // A register row without a header: its code and its body by what their cells hold.
        const row = matches.length === 1 && !listed ? rowByContent(seg.text) : NO_DETAILS;
        const details = withCard(withCard(read, row), card?.details ?? NO_DETAILS);
        const before = src.text.slice(sentence.start, at);
        const claim = src.text.slice(at, to);
        if (!statesOwnCertificate(before, claim, details, references.has(i))) return;
        // A register row answered 'No' / 'Nee' ('Held?', 'In bezit?') and not dated: not held.
        if (!details.expiresOn && notHeldRow(seg.text, m[0])) return;
        // 'EC 24114 (Compass)': a bare name in brackets right after the number, a body's short name
        // only if the knowledge base writes that body in full elsewhere (certificateTwins.ts).
        const bracket =
          details.issuer === null && details.number
            ? new RegExp(
                `${escapeRegExp(details.number)}\\s*\\(\\s*(\\p{Lu}[\\p{L}&-]{1,30})\\s*\\)`,
                'u',
              ).exec(own)?.[1]
            : undefined;
        const cert = certificate(
          m,
          own,
          bracket ? { ...details, issuer: bracket } : details,
          citationOf(src, from, to),
        );
        if (bracket) issuerOnlyIfKnownElsewhere(cert);
        out.push(cert);
        if (replaced >= 0) {
          const words = whole.slice(at - from + replaced);
          const old = detailsIn(words, reading);
          // Its code may stand alone after its name ('our first COR, COR-17755, which expired …').
          old.number ??= unlabelledNumber(words, hasScheme, true);
          // Replaced is ended: with no date of its own it cannot be dated, so it is not listed.
          if (old.number && old.number !== details.number && old.expiresOn)
            out.push(
              certificate(
                m,
                own,
                { ...old, issuer: old.issuer ?? details.issuer },
                citationOf(src, from, to),
              ),
            );
        }
      });
    });
  });
  return out;
}
