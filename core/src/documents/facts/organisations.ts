/**
 * What makes a line a body's name: an organisation as a cover prints it ('Gemeente X', 'Y County
 * Council', 'Z Unified School District'), with a word of its own beside the role words, and no
 * address. Shared by the buyer's readers (parties.ts).
 */
export const ADDRESS = /\d|@|\b(PO Box|Postbus|straat|street|suite)\b/i;

/** An organisation as a cover names it (fifteenth probe set: a hospital or medical centre too). */
export const ORGANISATION =
  /^(?:(?:(?:European|National|Federal|Regional|Europees|Europese|Nationaal|Nationale|Vlaams|Vlaamse)\s+(?:Agency|Authority|Office|Institute|Agentschap|Instituut)\s+(?:for|of|voor)\b)|(?:Gemeente|Stad|OCMW|Intercommunale|Politiezone|Hulpverleningszone|Agentschap|Provincie|Ministerie van|Waterschap|Hoogheemraadschap|Rijkswaterstaat|Rijksdienst|Veiligheidsregio|Omgevingsdienst|Regio|Stichting|Vereniging|Universiteit|Hogeschool|GGD|Gemeenschappelijke Regeling|University of|Department of|Ministry of|City of|County of|State of|Borough of|District of|Municipality of|Town of|Government of|(?:County|Provincial|Regional|City|Municipal) Government of|Council of|Agency for|Office of)\b.{2,80}|.{2,60}\b(?:Agency|Authority|Council|Department|Administration|Commission|Trust|Board|University|District|Gemeente|Ministerie|Provincie|Waterschap|Realisatie|Medisch Centrum|Ziekenhuis|Hospital|Medical Cent(?:re|er))(?:\s*\([A-Z]{2,8}\))?)$/;
/** A line in capitals as the cover prints it ('GEMEENTE OOSTERVELD'), to test as a name. */
const titleCase = (line: string) =>
  line === line.toUpperCase() && /[A-Z]{3}/.test(line)
    ? line
        .toLowerCase()
        .replace(/(^|[\s(-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
    : line;
/**
 * Words that name a role or a kind of body, not a body: 'the Contracting Authority', 'Procurement
 * Department', 'de Aanbestedende Dienst' name whoever the document is about, and are no buyer.
 */
const ROLE_WORD =
  /^(?:contracting|awarding|procurement|purchasing|commercial|central|authority|department|agency|council|office|team|unit|buyer|purchaser|entity|body|dienst|aanbestedende|opdrachtgever|inkoop|afdeling|gemeente|stad|provincie|ministerie|waterschap|regio|the|de|het|of|for|van|voor|and|en)$/i;
/** A name with at least one word of its own beside the role words. */
export const isProperName = (name: string) => name.split(/\s+/).some((w) => !ROLE_WORD.test(w));
export const isOrganisation = (line: string) =>
  !ADDRESS.test(line) &&
  isProperName(line) &&
  (ORGANISATION.test(line) ||
    ORGANISATION.test(titleCase(line)) ||
    // 'gemeente Lindewaard': Dutch writes the kind of body in lower case before its name.
    ORGANISATION.test(line.charAt(0).toUpperCase() + line.slice(1)));

/**
 * A name in capitals that the cover wraps over lines ('STICHTING NATIONAAL' / 'WATERVOORZIENINGS-
 * BEDRIJF' / 'BINNENLAND', 'NORTHERN REGIONAL' / 'HEALTH AUTHORITY'): thirteenth probe set, the
 * first line alone was the buyer. Up to three following lines of capitals alone carry it on.
 */
/** A title line in capitals that follows the name ('AANBESTEDINGSDOCUMENT', 'BID DOCUMENT'). */
const DOCUMENT_TITLE =
  /\b(?:AANBESTEDING\w*|BESTEK|\w*LEIDRAAD|OFFERTEAANVRAAG|INSCHRIJVING\w*|REQUEST|INVITATION|TENDER\w*|BIDS?|RFP|RFQ|ITT|DOCUMENT\w*|CONTRACT|PROCUREMENT|SPECIFICATION)\b/;

export function withCapitalsWrapped(lines: readonly string[], at: number): string {
  const caps = (l: string) => /^[\p{Lu}][\p{Lu}'’&-]*(?:\s+[\p{Lu}'’&-]+){0,3}$/u.test(l.trim());
  const parts = [lines[at]!.trim()];
  if (!caps(parts[0]!)) return parts[0]!;
  for (const line of lines.slice(at + 1, at + 4)) {
    if (!caps(line) || line.trim().length < 3 || DOCUMENT_TITLE.test(line)) break;
    parts.push(line.trim());
  }
  return parts.join(' ');
}

const CAPITALISED = String.raw`[\p{Lu}][\p{L}'’&-]+`;
const JOINER = String.raw`(?:voor|van|der|de|het|en|of|for|and|the|du|des|la|le|et)`;
/** Capitalised words with their joiners: an organisation's full name. */
const FULL_NAME = String.raw`(${CAPITALISED}(?:\s+(?:${CAPITALISED}|${JOINER})){1,10})`;

/**
 * A buyer given by its acronym ('Aanbestedende overheid: IVBR, dienstverlenende vereniging'), and
 * its full name where the document spells it out, 'IVBR, Intercommunale Vereniging voor Beheer
 * van Regenwater' or 'Regional Water Authority of Lindenfield (RWAL)': eighteenth probe set's
 * study, the acronym reported as the buyer. The capitalised words' initials must spell the
 * acronym, so that whatever follows the acronym is not taken for its name. The segment that
 * spells it out and the name, or null.
 */
export function spelledOut<S extends { text: string }>(
  acronym: string,
  segments: readonly S[],
): { segment: S; name: string; at: number } | null {
  if (!/^[A-Z]{2,8}$/.test(acronym)) return null;
  const after = new RegExp(String.raw`\b${acronym}\s*,\s*${FULL_NAME}`, 'gu');
  // '(RWAL)', and the short name the document gives itself: '(hierna: LBV)', '(hereinafter
  // "RWAL")', '(hierna te noemen: LBV)': seventeenth probe set's study.
  const before = new RegExp(
    String.raw`${FULL_NAME}\s*\((?:(?:hierna(?: te noemen| genoemd)?|hereinafter(?: referred to as)?|hereafter|the)\s*:?\s*)?["“'‘]?${acronym}["”'’]?\)`,
    'gu',
  );
  for (const segment of segments) {
    if (!segment.text.includes(acronym)) continue;
    for (const m of [...segment.text.matchAll(after), ...segment.text.matchAll(before)]) {
      const name = m[1]!
        .replace(/^(?:The|De|Het)\s+/, '')
        .replace(new RegExp(String.raw`(?:\s+${JOINER})+$`, 'u'), '');
      const initials = name
        .split(/\s+/)
        .filter((w) => /^\p{Lu}/u.test(w))
        .map((w) => w[0])
        .join('');
      if (initials === acronym) return { segment, name, at: m.index };
    }
  }
  return null;
}
