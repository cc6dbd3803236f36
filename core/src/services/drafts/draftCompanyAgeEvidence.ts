/**
 * A demand on how long the company has existed (issue 19, item 2; twenty-second set): 'Company
 * registration for at least five (5) years', 'in business for a minimum of three years',
 * 'minimaal vijf jaar ingeschreven in het Handelsregister', 'bestaat ten minste drie jaar'. Its
 * words are the period's ('five', 'years'), so any passage with a period in it passed the
 * threshold ('Annual leave is 21 working days, 28 after five years' of a staff handbook). Only a
 * passage that dates the company's registration or founding answers it; a person's years of
 * experience are another demand (no registration word: 'ten years of experience').
 */

/** The company's registration, founding or time in business, in English or Dutch. */
const EXISTENCE =
  /\b(?:registration|registered|established|incorporated|founded|in\s+(?:business|operation|existence)|trading|ingeschreven|inschrijving|opgericht|bestaan|bestaat|actief)\b/iu;
/** A minimum number of years ('at least five (5) years', 'ten minste 3 jaar'). */
const MINIMUM_YEARS =
  /\b(?:at\s+least|a\s+minimum\s+of|minimum(?:\s+of)?|not\s+less\s+than|more\s+than|minimaal|ten\s+minste|tenminste|minstens|meer\s+dan)\s+(?:[\p{L}\d]+\s+)?(?:\(\d{1,2}\)\s+)?(?:years?|jaar|jaren)\b/iu;
/** Another demand's years: a person's experience, a period to look back on ('in the last …'). */
const OTHER_YEARS = /\b(?:experience|ervaring|werkervaring|last|past|afgelopen|laatste)\b/iu;

export function asksForTheCompanysAge(requirement: string): boolean {
  return (
    EXISTENCE.test(requirement) && MINIMUM_YEARS.test(requirement) && !OTHER_YEARS.test(requirement)
  );
}

/** A date or year of the company's registration or founding ('Date of registration: 10 March 2021'). */
const DATED =
  /\b(?:date\s+of\s+(?:registration|incorporation|establishment)|registered\s+(?:on|in|since)|incorporated\s+(?:on|in)|established\s+(?:on|in)|founded\s+(?:on|in)|in\s+business\s+since|since|opgericht\s+(?:op|in)|ingeschreven\s+(?:op|sinds)|datum\s+(?:van\s+)?(?:inschrijving|oprichting)|oprichtingsdatum|registratiedatum|sinds)\b[^.;\n]{0,40}?\b(?:19|20)\d{2}\b/iu;

export const datesTheCompany = (text: string) => DATED.test(text);
