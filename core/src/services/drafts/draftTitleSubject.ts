/**
 * What a criterion's title is about (issue 19, item 2), before its other frames are taken off
 * (draftRequirementSubject.ts): a title names the form of its answer ('Mobilisation plan',
 * 'Aanpak van de inwerkperiode'), which is not what the company's evidence says. Measured with
 * it, a title of two words needed its 'plan' said too (two words side by side are one term), and
 * a brochure of 'planned' works outscored the approach the title asks for.
 */

/** A form of answer a title ends with ('Mobilisation plan', 'Transition approach'). */
const FORM_AFTER =
  /(?<!\b(?:van|of|voor|for|to|de|the))\s+(?:plan|approach|proposal|strategy|methodology|method statement|aanpak|voorstel|strategie|werkwijze)$/iu;
/**
 * A form of answer a title opens with ('Aanpak van de inwerkperiode', 'Approach to mobilisation'),
 * or how one deals with its subject ('Omgang met kwetsbare bewoners', 'Dealing with complaints',
 * 'Handling of lost property'): the subject is what follows.
 */
const FORM_BEFORE =
  /^(?:(?:plan van aanpak|aanpak|voorstel|approach|proposal|plan|strategy|strategie)\s+(?:voor|van|to|for)|(?:de\s+)?omgang\s+met|dealing\s+with|handling\s+of)\s+(?:(?:de|het|een|the|a|an)\s+)?/iu;
/** A title is short and states no sentence. */
const TITLE_WORDS = 6;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function titleSubject(query: string): string {
  if (/[.!?:;]$/.test(query)) return query;
  const title = query;
  if (words(title) > TITLE_WORDS) return title;
  const form = title.replace(FORM_AFTER, '').replace(FORM_BEFORE, '');
  // A title that is only a form ('Plan van aanpak', 'Approach') keeps it: it is the subject.
  const onlyForm = FORM_AFTER.test(` ${form}`) || FORM_BEFORE.test(`${form} van `);
  return words(form) >= 1 && words(form) < words(title) && !onlyForm ? form : title;
}
