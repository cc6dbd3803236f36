/**
 * A certificate written as a card of labelled lines (issue 19, item 6): its standard on one line
 * and, on the lines under it, 'Label: value' lines ('Certificate reference: OH-7781', 'Uitgevende
 * instantie: Certa Keuringen B.V.', 'Vervaldatum: 14-03-2028'), in any order and any number. Each
 * value is read by its label as a table's cell is read by its column; a label it does not read
 * ('Scope of registration', 'Original registration') is passed over (set 12: a copy cut by the
 * chunker below its declaration). The card ends at the first line that is no such line (prose),
 * names a standard (the next card) or gives a number, issuer or expiry a second time.
 */
import type { FactSource } from './ruleExtractor';
import type { Segment } from './segments';
import { hasScheme } from './certificateSchemes';
import { type Details, NO_DETAILS, fieldOf, fillField } from './certificateCells';
import type { DateReading } from './certificateDates';
import { bodyNamedIn } from './certificateDocument';
import { knownBody } from './certificateWording';

const LABEL_LINE = /^([^:|]{2,40}?)\s*:\s*(\S.*)$/;
/** A name with a legal form and maybe its place: no verb, no sentence end, no date. */
const HOLDER_LINE =
  /^\p{Lu}[^.:|\d]{0,60}(?:B\.V\.|N\.V\.|Ltd|Pty Ltd|Limited|GmbH|Inc\.?|plc)(?:,\s*\p{Lu}[\p{L} -]{1,30})?$/u;

/** The card under segment i: where it ends and what its lines say, or null when there is none. */
export function cardUnder(
  src: FactSource,
  segs: readonly Segment[],
  i: number,
  used: ReadonlySet<number>,
  reading: DateReading,
): { end: number; details: Details } | null {
  const details: Details = { ...NO_DETAILS };
  let end = -1;
  // A copy's letterhead right above its title ('SGS' over 'CERTIFICAAT VCA** 2017/5.1').
  const above = i > 0 ? segs[i - 1]!.text : '';
  const letterhead = above.split(/\s+/).length <= 4 ? knownBody(above) : null;
  if (letterhead && above.startsWith(letterhead)) details.issuer = letterhead;
  for (let j = i + 1; j < segs.length && !used.has(j); j++) {
    const seg = segs[j]!;
    if (!src.text.slice(segs[j - 1]!.end, seg.start).includes('\n') || hasScheme(seg.text)) break;
    // The holder's name and place under a copy's title ('Brinkhorst Schilders B.V., Zwolle'):
    // passed over when it is the first line and no sentence.
    if (j === i + 1 && HOLDER_LINE.test(seg.text) && !LABEL_LINE.test(seg.text)) continue;
    const m = LABEL_LINE.exec(seg.text);
    // A label whose value stands on the next line ('for the following scope:', 'Reikwijdte:'),
    // when the card does not read it: passed over with that line (a printed copy's layout).
    if (!m && /^[^:|]{2,40}:$/.test(seg.text) && !fieldOf(seg.text.slice(0, -1))) {
      if (segs[j + 1] && !hasScheme(segs[j + 1]!.text)) j++;
      continue;
    }
    // 'Issued by … Pty Ltd, JAS-ANZ accredited', 'SGS Nederland B.V. - geaccrediteerd door de RvA':
    // the copy's body, on a line of its own below the details.
    const body = m ? null : bodyNamedIn(seg.text);
    if (body) {
      if (details.issuer === null) details.issuer = body;
      end = seg.end;
      continue;
    }
    if (!m) break;
    const field = fieldOf(m[1]!);
    if (field === 'scheme') break;
    // A label the card does not read ('Scope of registration', 'Original registration', 'Adres')
    // is passed over, unless it remarks on a certificate ('Opmerking: het vorige certificaat
    // verliep …': a line of another kind, which may speak of another certificate); a detail given
    // twice starts another certificate's lines.
    if (!field) {
      // 'Signed on behalf of NSAI: Director', 'Namens BSI: …': the body that signs the copy.
      const body = /\b(?:on behalf of|namens)\s+(\p{Lu}[^,;]{1,40})$/iu.exec(m[1]!.trim());
      if (body) {
        if (details.issuer === null) details.issuer = body[1]!.trim();
        continue;
      }
      if (/certifica|expir|lapse|verl[oi]|verval/i.test(m[2]!)) break;
      continue;
    }
    if (['number', 'issuer', 'expiresOn'].includes(field) && details[field as 'number'] !== null)
      break;
    fillField(details, field, m[2]!.trim(), reading);
    end = seg.end;
  }
  return end < 0 ? null : { end, details };
}

/** The details read from the text, each overridden by the card's value where the card gives one. */
export function withCard(read: Details, card: Details): Details {
  const out = { ...read };
  for (const [key, value] of Object.entries(card) as [keyof Details, never][])
    if (value !== null && value !== undefined) out[key] = value;
  return out;
}
