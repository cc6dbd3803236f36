/**
 * A certification body's letter to the company (issue 19, item 6, set 13): its letterhead names
 * the body ('Compass Assurance Services Pty Ltd', 'Noordkaap Certificering B.V.') and it speaks to
 * the holder of 'your new certificate' / 'uw certificaat' — so the sender is the certificate's
 * issuer. And a renewal names the certificate it replaced ('It replaces certificate QEC 19088,
 * which expired on …', 'Het vervangt certificaat K 1120/01, dat op … is verlopen', 'het vorige
 * certificaat, K112809/03, liep op … af'): that older certificate of the same scheme is read on its
 * own, from the words after 'replaces', and never lends its number or dates to the new one.
 */
import type { Segment } from './segments';
import { LEGAL_FORM, knownBody, nameGoingOn } from './certificateWording';
import { CERTIFYING } from './certificateBodies';

const FIRST_WORD = /^\p{Lu}[\p{L}'&.-]*/u;
/**
 * 'your (new) certificate', 'uw/je (nieuwe) certificaat': the writer is not the holder. The words
 * between may name the standard with its year or its subject ('your ISO 45001:2018 (OH&S)
 * certificate', 'uw ISO 14001-certificaat'), never across a clause.
 */
const TO_THE_HOLDER =
  /\b(?:your|uw|je|jouw)\s+(?:[^\s.,;]+\s+){0,3}(?:certificate|certificaat|certificering|certification)\b/iu;

/** The body whose letterhead opens the text (its first line), or null. */
export function letterSender(segs: readonly Segment[]): string | null {
  const line = segs[0]?.text.trim() ?? '';
  if (line.length > 80 || /[:\d|]/.test(line)) return null;
  const known = knownBody(line);
  if (known && line.startsWith(known)) return known;
  const first = FIRST_WORD.exec(line);
  if (!first) return null;
  const name = nameGoingOn(first[0], line.slice(first[0].length));
  if (name !== line && name !== line.replace(/,$/, '')) return null;
  const last = name.split(/[\s,]+/).pop()!;
  return CERTIFYING.test(name) || LEGAL_FORM.test(last) ? name : null;
}

/** Whether a certificate's text speaks to its holder, as its body's letter does. */
export const toTheHolder = (text: string) => TO_THE_HOLDER.test(text);

/** Where a certificate's text goes on to the certificate it replaced, or -1. */
const PREDECESSOR =
  /\b(?:(?:replac(?:es|ed|ing)|supersed(?:es|ed|ing)|vervangt|verving|vervangen)\s+(?:the\s+|our\s+|het\s+|ons\s+|onze\s+)?(?:(?:previous|former|old|earlier|first|vorige|oude|eerdere|eerste)\s+)?|(?:the|our|het|ons|onze)\s+(?:previous|former|old|earlier|vorige|oude|eerdere)\s+)(?:certificate|certificaat)\b/i;
/** The same with the scheme's short name for the certificate ('It replaced our first COR, COR-17755'). */
const PREDECESSOR_NAMED =
  /\b(?:[Rr]eplac(?:es|ed|ing)|[Ss]upersed(?:es|ed|ing)|[Vv]erv(?:angt|ing|angen))\s+(?:(?:the|our|het|ons|onze)\s+)?(?:(?:previous|former|old|earlier|first|vorige|oude|eerdere|eerste)\s+)?[A-Z][A-Z0-9]{1,5}\b(?![-/.]?\d)/;
export function predecessorAt(text: string): number {
  return PREDECESSOR.exec(text)?.index ?? PREDECESSOR_NAMED.exec(text)?.index ?? -1;
}
