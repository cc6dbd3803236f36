/**
 * The words that frame who a demand is put to and how it is made, shared by the subject reader
 * (draftRequirementSubject.ts): the bidder as tenders name it, an exclusion ground stated by its
 * consequence, and a declaration on honour. None of them is what the company's evidence says.
 */

/** The bidder as tenders name it ('de voorlopig winnende Inschrijver', 'the successful supplier'). */
export const BIDDER =
  '(?:(?:de|the|each|every|elke|iedere)\\s+)?(?:(?:voorlopig\\s+)?(?:winnende|successful|winning|preferred|geselecteerde|selected|shortlisted|uitgenodigde|invited)\\s+)?(?:inschrijvers?|opdrachtnemers?|leveranciers?|gegadigden?|dienstverleners?|bidders?|tenderers?|contractors?|suppliers?|vendors?|applicants?)';
/**
 * An exclusion ground stated by its consequence ('Een gegadigde op wie … van toepassing is, wordt
 * uitgesloten van deelname', 'A bidder to whom … applies will be excluded'): the bidder it
 * applies to and the consequence frame the ground, which the company's declaration names.
 */
export const EXCLUSION_CONSEQUENCE =
  /,?\s*\b(?:wordt|worden)\s+(?:(?:van|uit)\s+(?:(?:verdere\s+)?deelname|de\s+(?:aanbesteding|procedure))\s+)?uitgesloten(?:\s+(?:van|uit)\s+(?:(?:verdere\s+)?deelname|de\s+(?:aanbesteding|procedure)))?\b|,?\s*\b(?:will|shall|is|are)\s+(?:be\s+)?excluded(?:\s+from\s+(?:the\s+)?(?:procurement|procedure|competition|tender))?\b/giu;
export const EXCLUSION_FRAMES: readonly RegExp[] = [
  EXCLUSION_CONSEQUENCE,
  new RegExp(
    `^(?:een|a|an|any)?\\s*${BIDDER}\\s+(?:op|voor|bij|to)\\s+(?:wie|welke|whom|which)\\b`,
    'iu',
  ),
  /\b(?:van\s+toepassing\s+is|applies)\b,?/giu,
  // The ground by the obligation the bidder fails ('Een inschrijver die niet aan zijn fiscale
  // verplichtingen voldoet', 'A tenderer that does not meet its tax obligations'): the
  // obligation is the subject; left in, the negation ruled out the company's 'we meet them'.
  new RegExp(
    `^(?:een|de|a|an|any)?\\s*${BIDDER}\\s+(?:die|dat|that|who|which)\\s+(?:niet\\s+aan\\s+|(?:does|do)\\s+not\\s+(?:meet|fulfil|fulfill|comply\\s+with)\\s+)(?:zijn|haar|hun|de|its|their|the)?\\s*`,
    'iu',
  ),
  /\s+voldoet\b/giu,
];
/**
 * A declaration on honour is framed by how it is made ('By submitting its tender, the tenderer
 * declares on its honour that it …', 'Door de indiening van zijn offerte verklaart de inschrijver
 * op erewoord dat hij zich …') and by the law it cites ('of Articles 57 to 59 of the Act of 3 May
 * 2019', 'van de artikelen 57 tot en met 59 van de wet van 3 mei 2019'): what is declared is the
 * subject, and the company's statement says it in its own words.
 */
export const DECLARATION_FRAMES: readonly RegExp[] = [
  /\b(?:door|bij|met)\s+(?:de\s+)?(?:indiening|het\s+indienen|ondertekening)\s+van\s+(?:zijn|haar|hun|de|een)\s+offerte\b,?|\bby\s+(?:submitting|signing)\s+(?:its|their|his|her|the|a)\s+(?:tender|bid|offer)\b,?/giu,
  new RegExp(
    `(?:\\b${BIDDER}\\s+)?\\b(?:verklaart|verklaren|declares?|certif(?:y|ies))\\s+(?:${BIDDER}\\s+)?(?:(?:op|on)\\s+(?:(?:zijn|haar|hun|its|their)\\s+)?(?:erewoord|honou?r)\\s+)?(?:dat|that)\\s+(?:(?:hij|zij|ze|het|it|they|he|she)\\s+)?(?:zich\\s+)?`,
    'giu',
  ),
  // 'in een van de gevallen van' / 'in any of the situations of': which of them, not what.
  /\b(?:in\s+)?(?:een|één|geen|any|one|none)\s+(?:van|of)\s+(?:de|the)\s+(?:gevallen|situaties|situations|cases)\s+(?:van|of)\b/giu,
  // 'zich … bevindt' ('is in'): the copula of where one stands, never what the evidence says.
  /\b(?:bevindt|bevinden)\b/giu,
  /\s*\b(?:van|uit|under|of|in)\s+(?:de\s+|the\s+)?(?:artikel(?:en)?|articles?)\s+\d[^.;]*?\b(?:wet|law|act|regulation|directive|richtlijn|besluit)\b(?:\s+(?:van|of)\s+(?:\d{1,2}\s+\p{L}+\s+)?\d{4})?/giu,
];
