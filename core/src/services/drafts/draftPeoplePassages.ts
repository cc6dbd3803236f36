/**
 * Passages about people — CVs and team lists ('Anna Berg - Lead data migration. Ten years …') —
 * as evidence (issue 19, item 2; a class of the seventh draft-coverage set). A CV names the work
 * its person did in the words of the service ('data migration', 'implementatie'), so it met
 * demands on how the company delivers the service and on the references it can show, where the
 * method or the reference project says it. A CV answers a demand about people only: the team,
 * its roles, experience and qualifications.
 */

/** A line that opens with a person's name and a role after a dash ('Tom de Vries - Architect'). */
const ROLE_LINE =
  /^\p{Lu}\p{Ll}+(?:\s+(?:van|de|der|den|ten|ter|te|von|da|di|le|la|du|el|al|\p{Lu}[\p{L}'’-]+)){1,4}\s+[-–—]\s+\S/u;

/** A title in capitals at the top of a passage ('CVS KEY STAFF'). */
const TITLE_LINE = /^[\p{Lu}\d\s&/,.'’()-]+$/u;

/**
 * A CV's own title at the top ('Curriculum vitae - Mia Hart, Site Lead', 'CV Daan de Wit -
 * planner'): a CV whatever the lines under it say (thirteenth set: a CV titled so, its role after
 * a comma, was cited for a safety approach, a certificate and the price).
 */
const CV_TITLE =
  /^(?:[Cc]urriculum [Vv]itae|CV|Levensloop|[Rr][ée]sum[ée])\s*(?:[-–—:]\s*)?\p{Lu}/u;

/**
 * A name that ends in an organisation's word ('Harbour Group - company profile', 'Veldkamp
 * Bouw B.V. - jaarverslag') is a company's, and the line a document's title, not a person's role.
 */
const ORGANISATION =
  /\b(?:group|groep|b\.?v\.?|n\.?v\.?|ltd|limited|pty|inc|llc|plc|gmbh|holding|holdings|services|company|council|gemeente|stichting|vereniging)\s*[-–—]/iu;

const isRoleLine = (line: string) => ROLE_LINE.test(line) && !ORGANISATION.test(line);

/**
 * A passage about people: a CV by its title, or two or more lines that open with a name and a
 * role, or one that opens the passage (after its title).
 */
export function isAboutPeople(text: string): boolean {
  const lines = text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (CV_TITLE.test(lines[0] ?? '')) return true;
  const body = lines[0] && TITLE_LINE.test(lines[0]) ? lines.slice(1) : lines;
  const roles = body.filter(isRoleLine).length;
  return roles >= 2 || (roles === 1 && isRoleLine(body[0] ?? ''));
}

/**
 * A demand about people: the team, its members, roles, experience, qualifications or CVs; and a
 * demand for references, the work done, which a CV states as well (who led which roll-out). A
 * role named by its title is one too ('Site agent', 'Contracts manager', 'Geohydrologist',
 * 'Uitvoerder', 'Werkvoorbereider'; seventeenth set: the key personnel's sub-criteria were gaps,
 * their CVs kept out as answering only demands about people).
 */
const ASKS_ABOUT_PEOPLE =
  /\b(?:referenties?|references?|team|teams|staff|staffing|personnel|people|key (?:staff|personnel|people)|cvs?|curricul(?:um|a) vitae|experience|expertise|qualifications?|skills?|competences?|roles?|who|project (?:manager|leader|lead)|lead(?:er)?s?|consultants?|specialists?|engineers?|trainers?|employees?|teamleden|medewerkers?|personeel|sleutel(?:functionarissen|personen|figuren)|ervaring|deskundigheid|kwalificaties?|competenties?|rollen|rol|functies?|projectleiders?|consultants?|specialisten|bezetting|wie|(?:site|contracts?|construction|works) (?:agents?|managers?)|managers?|supervisors?|fore(?:man|men)|technicians?|technologists?|\w{3,}ologists?|surveyors?|inspectors?|officers?|coordinators?|co[oö]rdinatoren|uitvoerders?|opzichters?|werkvoorbereiders?|hoofdinstallateurs?|installateurs?|monteurs?)\b/i;

/**
 * The company's own experience ('Company experience in …', 'Experience of the tenderer',
 * 'Ervaring van de inschrijver', 'Bedrijfservaring'): the work it did, which its references and
 * case studies state; no person's (seventeenth set: a site agent's CV was cited for it).
 */
const COMPANY_EXPERIENCE =
  /\b(?:company|corporate|organi[sz]ational|bidder'?s|tenderer'?s|contractor'?s)\s+(?:experience|track record)\b|\bexperience of the (?:company|firm|bidder|tenderer|contractor)\b|\bbedrijfservaring\b|\bervaring van (?:de|het) (?:onderneming|inschrijver|bedrijf|opdrachtnemer)\b/gi;

export function asksAboutPeople(text: string): boolean {
  return ASKS_ABOUT_PEOPLE.test(text.replace(COMPANY_EXPERIENCE, ' '));
}
