/**
 * A body's letterhead line (issue 19, item 6): the body's name opening a copy or a register's block
 * on a line of its own, set apart from the rest of the line by a dash or '|' ('Northgate
 * Certification Ltd - Certificate NGC-1', 'Vereniging Waterbouwers - ledenregister'). The fact
 * sheet reads one in two places, and both recognise it the same way: the name is short (at most
 * seven words), holds no digit (a number, a date or an address is no part of a name), is
 * capitalised, and has a word that says what kind of body it is. What kind — a body that
 * certifies (certificateHeads.ts) or one that keeps a register (registrationNotes.ts) — and how
 * strict the rest is, each caller says in its own rule.
 */

/** The parts of a letterhead line: set apart by '|' or by a dash between spaces. */
export const LETTERHEAD_PART = /\s+[|]\s+|\s*\|\s*|\s+[-–—]\s+/;

/** The most words a body's name has on its letterhead ('Raad voor Accreditatie' has three). */
const MOST_WORDS = 7;

/** A word of a name written in full: capitalised, or a particle between its capitalised words. */
const NAME_WORD = /^(?:\p{Lu}|of|for|van|voor|de|der|het|and|en|&)/u;

/** What a caller asks of a letterhead's name beyond the shape every one has. */
export interface LetterheadRule {
  /** A word in the name that says what kind of body it is. */
  readonly kind: RegExp;
  /** A body known by its name, which needs no kind word (it returns the name as it knows it). */
  readonly known?: (name: string) => string | null;
  /** The longest name in characters (no limit unless said). */
  readonly longest?: number;
  /** The fewest words (1 unless said): a register keeper's word alone ('Raad') is no name. */
  readonly fewestWords?: number;
  /**
   * Whether every word is capitalised or a particle ('Institution of Surveyors'), not only the
   * first: a register's letterhead is easily confused with a sentence that names a 'board'.
   */
  readonly everyWordCapitalised?: boolean;
}

/** The first part of a letterhead line, where the body's name stands. */
export const letterheadName = (line: string): string => line.split(LETTERHEAD_PART)[0]!.trim();

/**
 * The body `name` is as a letterhead's name under `rule`, or null: the name itself, or the known
 * body's name the rule's `known` finds in it.
 */
export function letterheadBody(name: string, rule: LetterheadRule): string | null {
  if (name.length > (rule.longest ?? Infinity) || /\d/.test(name)) return null;
  const words = name.split(/\s+/);
  if (words.length < (rule.fewestWords ?? 1) || words.length > MOST_WORDS) return null;
  const capitalised = rule.everyWordCapitalised
    ? words.every((w) => NAME_WORD.test(w))
    : /^\p{Lu}/u.test(name);
  if (!capitalised) return null;
  return rule.known?.(name) ?? (rule.kind.test(name) ? name : null);
}

/** Particles written in lower case inside a name ('Council of …', 'Raad voor …'). */
const PARTICLE = /^(?:of|for|and|the|van|voor|de|der|het|en)$/i;

/**
 * A letterhead printed in capitals ('ENGINEERING COUNCIL OF NAMIBIA') as a name is written
 * ('Engineering Council of Namibia'); a word of three letters or fewer stays as printed (an
 * abbreviation: 'SSC', 'TÜV'). A name with lower case is returned as it is.
 */
export function readableCase(name: string): string {
  if (/\p{Ll}/u.test(name)) return name;
  return name
    .split(/(\s+)/)
    .map((w, i) =>
      /^\s+$/.test(w) || (w.length <= 3 && !PARTICLE.test(w))
        ? w
        : i > 0 && PARTICLE.test(w)
          ? w.toLowerCase()
          : w[0] + w.slice(1).toLowerCase(),
    )
    .join('');
}
