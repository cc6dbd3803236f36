/**
 * The fact-sheet registration a requirement asks for (issue 19, item 2): a licence, permit or
 * registration requirement ('must hold a waste carrier licence', 'beschikt over een
 * sloopvergunning') is met by a registration the company holds on the day — held as a certificate
 * is (certificateValidity.validityOn: an end read after the day for certain) — whose name the
 * requirement names. Named means every word of the registration's name that says what it is for
 * occurs in the requirement, and there is at least one such word besides the kind ('licence',
 * 'vergunning'): 'Permit' alone would meet any permit asked for.
 */
import type { Registration } from '../../model/factSheet';
import { validityOn } from '../factSheet/certificateValidity';

/** A requirement that asks for a licence, a permit or a registration (English or Dutch). */
const ASKS =
  /\b(?:licen[cs]e[ds]?|permits?|registration|registered|\p{L}*(?:vergunning|erkenning|registratie|inschrijving)\p{L}*|ingeschreven|erkend)\b/iu;

/** The kind words and small words that say nothing about what a registration is for. */
const GENERIC =
  /^(?:licen[cs]e|permit|registration|vergunning|erkenning|registratie|inschrijving|number|nummer|class|klasse|categorie|category|type|for|the|and|van|voor|het|een|with|met|under|onder|ltd|b\.?v\.?)$/i;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);

/** The words of a registration's name that say what it is for. */
function ownWords(name: string): string[] {
  return words(name).filter((w) => !GENERIC.test(w) && !/^\d+$/.test(w));
}

/** The registration held on `today` that the requirement names, or undefined. */
export function registrationFor(
  requirement: string,
  registrations: readonly Registration[],
  today: string,
): Registration | undefined {
  if (!ASKS.test(requirement)) return undefined;
  const asked = words(requirement);
  // A word is named as written, or as a longer word's start or end: a plural ('carriers'), a
  // Dutch compound ('sloopvergunning' names 'sloop'). Short words only whole (no 'art' in 'start').
  const names = (w: string) =>
    asked.some((a) => a === w || (w.length >= 5 && (a.startsWith(w) || a.endsWith(w))));
  return registrations.find((r) => {
    const own = ownWords(r.name);
    const named = own.length > 0 && own.every(names);
    return named && validityOn(r, today) === 'held';
  });
}
