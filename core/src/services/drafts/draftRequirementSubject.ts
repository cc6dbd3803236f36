/**
 * What a requirement is about, for measuring its evidence (issue 19, item 2): its words without
 * what only frames them. The instruction around it ('beschrijf hoe u', 'describe how you'), an
 * aside on why in brackets, the item's own number or letter ('1.5.', 'b.'), a pointer to a note
 * or an annex in brackets ('(see note #1)', '(zie bijlage 2)') and an abbreviation the
 * requirement defines in brackets ('Europese Economische Ruimte (EER)') are not what the company
 * must show: measured, each asked the evidence for words it cannot have ('1', 'note', 'eer') and
 * a number or abbreviation no document holds weighs most. What the draft quotes and names is the
 * requirement as written; this is for the measure only.
 */
import { MONEY } from './draftAmounts';
import { newWording } from './draftAmendedDemands';
import { requirementQuery } from './draftRequirementText';
import { titleSubject } from './draftTitleSubject';
import {
  BIDDER,
  DECLARATION_FRAMES,
  EXCLUSION_CONSEQUENCE,
  EXCLUSION_FRAMES,
} from './draftBidderFrames';

/**
 * The instruction around a requirement's subject ('beschrijf hoe u', 'describe how you'), with
 * where in the bid it goes in between ('describe in Q4 how they will', 'beschrijven in hun
 * antwoord op K2 hoe zij').
 */
const INSTRUCTION =
  /\b(?:describe|demonstrate|explain|indicate|set out|provide|beschrijf|beschrijven|lever|verstrek|beschrijft|toon aan|licht toe|geef aan|zet uiteen)\b(?:\s+in\s+(?:(?:your|their|its|uw|je|hun|zijn)\s+(?:response|answer|antwoord)\s+(?:to|on|op)\s+)?(?:question\s+|vraag\s+)?[A-Z]{1,4}\d[\w.]*)?(?:\s+(?:hoe|how|wat|what|welke|which)\s+(?:u|you|your|the bidder|de inschrijver|uw|je|jouw|they|their|zij|ze|hij)(?:\s+(?:will|zullen|zal))?\b)?/gi;

/**
 * The bidder's undertaking around the subject ('De inschrijver garandeert dat …', 'zorgt ervoor
 * dat', 'The supplier shall ensure that …', 'undertakes to'): the form of the demand, as
 * 'describe how' is; the company's evidence states what it does, not that it guarantees it.
 */
const UNDERTAKING =
  /\b(?:(?:de|the|each|every|elke|iedere)\s+)?(?:inschrijvers?|opdrachtnemers?|leveranciers?|gegadigden?|dienstverleners?|bidders?|tenderers?|contractors?|suppliers?|vendors?|quoters?|offerors?|service providers?)\s+(?:(?:shall|must|will|moet|dient|zal)\s+)?(?:garandeert|garanderen|garandeer|waarborgt|waarborgen|zorgt\s+ervoor|zorgen\s+ervoor|draagt\s+(?:er\s+)?zorg\s+voor|staat\s+ervoor\s+in|guarantees?|warrants?|ensures?|undertakes?)\b[\s,]*(?:(?:dat|that|to)\s+)?/gi;

/** A sentence in brackets: an aside on why, not what is asked ('(Dit is om … te voorkomen.)'). */
const ASIDE = /\s*\([^()]{20,}[.!?]\)/g;

/**
 * An item's number or letter in front: '1.5. ', '1.7 ', '2) ', 'b. ', '(c) '. A bare number
 * needs its stop or bracket ('24 uur per dag …' keeps its '24'); a number with a dot in it
 * ('1.7') is a number of an item either way.
 */
// A lettered section's number ('D.3 Respondents must …', 'C.2.1 De inschrijver …') too: left in,
// 'D.3' was a word of the query no passage says (sixteenth set).
// A sub-criterion's code with its letter ('K1a. Klimaatbestendigheid …', 'B2c. Noise …'): no
// passage says it, and as a rare word it ruled out every sentence (nineteenth set).
const ITEM_NUMBER =
  /^(?:\(?\d{1,3}(?:\.\d{1,3})*[.):]|\d{1,3}(?:\.\d{1,3})+|[A-Z]\.\d{1,3}(?:\.\d{1,3})*\.?|[A-Z]{1,3}\d{1,2}[a-z]\.|\(?[a-z][.)])\s+/i;

/**
 * An amendment that restates a demand ('G1 luidt voortaan: "…"', 'Condition C4 now reads: "…"'):
 * the quoted demand is the subject; the amendment's frame and its quotes are the notice's own.
 */
const RESTATED =
  /^\s*(?:(?:eis|voorwaarde|condition|requirement|criterion|criterium)\s+)?[A-Z]{0,3}\d[\w.]*\s+(?:luidt|leest)\s+(?:voortaan|nu|thans|als\s+volgt)\s*:?|^\s*(?:(?:eis|voorwaarde|condition|requirement|criterion|criterium)\s+)?[A-Z]{0,3}\d[\w.]*\s+(?:now|shall\s+now|will\s+now)\s+reads?(?:\s+as\s+follows)?\s*:?/iu;
const QUOTES = /["“”„]/gu;

/**
 * A qualification table's category cell read into its row's line, before the demand without a
 * colon ('Technical capacity Three contracts of similar scope …', 'Technische bekwaamheid Twee
 * opdrachten …'): the kind of demand, not what the company's evidence says. Left in, the query
 * found only a travel policy (twelfth set).
 */
const CATEGORY_LABEL =
  /^\s*(?:(?:technical|professional)(?:\s+and\s+professional)?\s+(?:ability|capacity)|(?:economic\s+and\s+)?financial\s+(?:standing|capacity)|economic\s+standing|(?:technische|beroeps)\s*bekwaamheid|(?:financi[eë]le|economische)(?:\s+en\s+(?:financi[eë]le|economische))?\s+draagkracht)\s+/iu;
/** The label goes only where the demand follows it with a capital ('… capacity Three …'). */
const withoutCategoryLabel = (text: string) => {
  const label = CATEGORY_LABEL.exec(text)?.[0];
  return label && /^\p{Lu}/u.test(text.slice(label.length)) ? text.slice(label.length) : text;
};

/**
 * A pointer in brackets to another part of the documents: '(see note #1)', '(zie bijlage 2)', and
 * an annex named alone ('(bijlage 3)', '(Annex 4)'): where the form is, not what the demand is
 * about (seventeenth set: 'bijlage' matched 'attached' in a reference list).
 */
const POINTER =
  /\s*\(\s*(?:(?:see|cf\.?|refer to|zie|zie ook|vgl\.?)\s+(?:also\s+|ook\s+)?(?:note|notes|footnote|section|paragraph|annex|appendix|attachment|table|figure|page|noot|voetnoot|paragraaf|hoofdstuk|bijlage|tabel|figuur|pagina|artikel|article)?|(?:annex|appendix|attachment|bijlage))\s*[#§]?\s*[\w.-]{0,12}\s*\)/gi;

/**
 * The form a demand's table row points to, in its last cell ('… Manufacturer's authorisation
 * Section VI, Form 5', '… Form 3', '… Bijlage 4, formulier B'): where the form is, not what the
 * demand is about (eighteenth set: 'Section' met a quality manual's bare 'Section 4.').
 */
const FORM_POINTER =
  /\s*[,;–-]?\s*(?:(?:section|part|schedule|annex|appendix|attachment|volume|bijlage|deel|hoofdstuk|onderdeel)\s+[IVXLC\d]{1,5}[A-Z]?\s*,?\s*)?(?:form|formulier|model)\s+(?:\d{1,3}[A-Z]?|[A-Z]\d{0,2})\s*\.?$/giu;

/**
 * '(EER)' after the words whose initials spell it, small words allowed ('Infrastructure as a
 * Service (IaaS)'): the same thing twice. The evidence that writes it either way still counts
 * (draftAcronyms.ts reads an abbreviation in the evidence as the requirement's words).
 */
function withoutDefinedAbbreviations(text: string): string {
  return text.replace(/\s*\(([A-Z][A-Za-z]{1,5})\)/g, (whole, abbreviation: string, at: number) => {
    const letters = abbreviation.toLowerCase();
    const before = (
      text
        .slice(0, at)
        .toLowerCase()
        .match(/\p{L}+/gu) ?? []
    ).slice(-letters.length);
    const spells = before.length === letters.length && before.every((w, k) => w[0] === letters[k]);
    return spells ? '' : whole;
  });
}

/**
 * A qualification demand's frame: the conditions every such demand carries, which no company
 * document repeats — who must show it and when ('de voorlopig winnende Inschrijver … op verzoek',
 * 'the successful supplier will be required to'), that it holds or has it ('beschikt over',
 * 'must hold'), the threshold and window ('ten minste', 'a minimum', 'in each of the last two
 * financial years', 'in de afgelopen drie jaar'), an equivalent being accepted ('or equivalent',
 * 'of een gelijkwaardig bewijsmiddel'), the scope of the bid ('for the service offered', 'voor de
 * dienstverlening waarop wordt ingeschreven'), VAT ('(exclusief btw)') and a category label before
 * the demand ('Kerncompetentie: de Inschrijver …'). The company's evidence states its own figure,
 * its own years and its own certificate: measured with the frame, a demand of twenty words was
 * never answered by a sentence that says its three (the turnover, the certificate, the references).
 */
/**
 * The bidder, or the reader the tender addresses ('u hebt', 'you have', 'je beschikt over'): a
 * demand put to 'u' frames its subject as one put to 'de inschrijver' does.
 */
const ADDRESSED = `(?:${BIDDER}|u|je|jij|you)`;
/** The bidder holds or has it ('de Inschrijver beschikt over', 'Suppliers must have'). */
const HOLDS = new RegExp(
  `\\b${ADDRESSED}\\s+(?:(?:shall|must|will|moet|dient|zal)\\s+)?(?:(?:be required to|is required to|are required to)\\s+)?(?:beschikt(?:\\s+over)?|beschikken(?:\\s+over)?|heeft|hebt|hebben|holds?|has|have|possess(?:es)?)\\b`,
  'giu',
);
/**
 * In such a demand, a threshold's count ('ten minste twee opdrachten', 'at least three
 * references'): the company's evidence names its own references, one by one. Elsewhere the count
 * is what is asked ('used at least three modern web technologies').
 */
const HELD_COUNT =
  /\b(?:at least|a minimum of|not less than|no less than|ten minste|tenminste|minimaal|minstens)\s+(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|twaalf)\b(?:\s*\(\d{1,3}\))?/giu;
/**
 * The bidder supplies it within a time ('De geselecteerde gegadigden leveren binnen tien
 * werkdagen … aan', 'Shortlisted bidders submit … within five working days'): when and by whom
 * the buyer gets it, not what it is.
 */
const SUPPLIES = new RegExp(
  `\\b${BIDDER}\\s+(?:(?:shall|must|will|moet|moeten|dient|dienen|zal|zullen)\\s+)?(?:leveren|levert|overleggen|overlegt|verstrekken|verstrekt|submit|submits|provide|provides|supply|supplies)\\b`,
  'giu',
);
const WITHIN =
  /\b(?:binnen|within)\s+(?:\d{1,2}|\p{L}+)\s+(?:werkdagen|dagen|kalenderdagen|weken|(?:working|calendar|business)\s+days|days|weeks)\b/giu;
/** The particle a supplying verb leaves at the end ('… leveren … aan.'). */
const SUPPLY_PARTICLE = /\s+aan\s*[.;]?\s*$/iu;
const QUALIFICATION_FRAMES: readonly RegExp[] = [
  new RegExp(`^[^:]{2,60}:\\s*(?=${ADDRESSED}\\b)`, 'iu'),
  HOLDS,
  // On request, within ten working days: when the buyer checks it, not what it is.
  /\b(?:op|upon|on)\s+(?:eerste\s+)?(?:verzoek|request)\b(?:(.{0,80}?)\b(?:binnen|within)\s+(?:\d{1,2}|\p{L}+)\s+(?:werkdagen|dagen|kalenderdagen|(?:working|calendar|business)\s+days|days)\b)?/giu,
  // A certificate's or statement's recency ('niet ouder dan twee jaar', 'no older than 6 months').
  /\b(?:(?:die|dat|which|that)\s+)?(?:(?:is|are)\s+)?(?:niet|not|no)\s+ouder\s+(?:is\s+)?dan\s+(?:\d{1,2}|\p{L}+)\s+(?:jaar|jaren|maanden|weken)\b|\b(?:(?:which|that)\s+(?:is|are)\s+)?(?:not|no)\s+older\s+than\s+(?:\d{1,2}|\p{L}+)\s+(?:years?|months?|weeks?)\b/giu,
  // The count of the buyer's own things ('from the four legacy systems', 'de drie locaties'):
  // the buyer's, not what the company's evidence counts.
  /(?<=\b(?:the|de|het)\s+)(?:two|three|four|five|six|seven|eight|nine|ten|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)\b/giu,
  // A figure 'achieved' ('een omzet behaald van'): the evidence says what it was.
  /\b(?:behaald|gerealiseerd|achieved|realised|realized)\b/giu,
  // A specific turnover's field: the contract's ('in de categorie van de opdracht').
  /\bin\s+de\s+categorie\s+van\s+de\s+opdracht\b|\bin\s+the\s+(?:field|area|category)\s+(?:of|covered by)\s+the\s+contract\b/giu,
  // An amount the demand sets (a threshold, a sum insured): the evidence states its own. In any
  // currency it is written in ('AUD 1.5 million', 'XCG 2.000.000'; sixteenth set), whose code
  // (the frame's first group, put back) stays a word of the query.
  MONEY,
  /\b(?:de|the)\s+(?:voorlopig\s+)?(?:winnende|successful|winning|preferred)\s+(?:inschrijvers?|suppliers?|bidders?|tenderers?)\b/giu,
  /\b(?:at least|a minimum of|not less than|no less than|ten minste|tenminste|minimaal|minstens)\b/giu,
  /\bminimum\b(?=\s+\p{L})/giu,
  // 'As a minimum, the tenderer shall …', 'Als minimum geldt …': the threshold's frame, fronted.
  /\b(?:as\s+a|als)\s+minimum\b,?/giu,
  // 'An average annual turnover', 'een gemiddelde jaaromzet': how the buyer reckons it; the
  // evidence states each year's figure, never 'average' (the year: draftPhrases.ts).
  /\b(?:average|gemiddelde?)\s+(?=(?:annual\s+|yearly\s+)?(?:turnover|revenue|omzet|jaaromzet)\b)/giu,
  // The window, its count written out with the figure after it too ('acht (8) jaar', 'five (5)
  // years'): left in, 'acht', '8', 'jaar' outweighed the work the reference must show.
  /\b(?:in|within|over)\s+(?:each of\s+)?the\s+(?:last|past|previous|preceding)\s+(?:(?:\d{1,2}|\p{L}+)(?:\s*\(\d{1,2}\))?\s+)?(?:(?:financial|fiscal|calendar)\s+)?years?\b/giu,
  /\b(?:in|over)\s+(?:elk\s+van\s+)?de\s+(?:laatste|afgelopen|voorgaande)\s+(?:(?:\d{1,2}|\p{L}+)(?:\s*\(\d{1,2}\))?\s+)?(?:afgesloten\s+)?(?:boek|kalender)?(?:jaar|jaren)\b/giu,
  /,?\s*\bor\s+(?:an?\s+)?equivalent\b(?:\s+(?:certificate|certification|evidence|standard|proof))?,?/giu,
  /,?\s*\bof\s+(?:een\s+)?gelijkwaardig(?:e)?\b(?:\s+(?:bewijsmiddel|certificaat|certificering|norm|alternatief))?,?/giu,
  /\bfor\s+the\s+(?:services?|goods|works|supplies|lots?)\s+(?:offered|tendered|bid for|proposed)\b/giu,
  /\bvoor\s+de\s+(?:dienstverlening|diensten|levering|leveringen|werkzaamheden|opdracht|percelen?)\s+waarop\s+(?:(?:wordt|u|je|hij|zij)\s+)?(?:in)?geschreven(?:\s+wordt)?\b/giu,
  /\(?\b(?:exclusief|exclusive of|excluding|excl\.|inclusief|inclusive of|including|incl\.)\s+(?:btw|vat)\b\)?/giu,
];

/**
 * How a criterion is scored and assessed ('S1 Reference for …: maximum 40 points', '(weging
 * 20%)', '(beoordeeld in een demonstratie)', '(assessed at interview)'): the buyer's marking, not
 * what the company must show. Measured, '40', 'punten' and 'demonstratie' were half of a title's
 * words, and a CV that named a demonstration outscored the reference the title asks for.
 */
const SCORING_FRAMES: readonly RegExp[] = [
  // How many examples the buyer wants ('Three examples of …', 'Drie voorbeelden van …'): the
  // company's evidence names its own contracts one by one, never 'examples'.
  /\b(?:\d{1,2}|one|two|three|four|five|six|een|één|twee|drie|vier|vijf|zes)\s+(?:examples|voorbeelden)\s+(?:of|van)\b/giu,
  /\s*[:,;–-]?\s*\(?\s*(?:(?:max(?:imum|imaal)?\.?|up to|tot)\s+(?:of\s+)?)?\d{1,4}\s*(?:points?|punten|punt|marks)\b\s*\)?/giu,
  /\s*[:,;–-]?\s*\(?\s*(?:weighting|weight|weging|gewicht)\s*:?\s*\d{1,3}(?:[.,]\d+)?\s*%\s*\)?/giu,
  // An award table's row as the planner reads it, its weight and points cells after the name
  // ('K1 Plan van aanpak 30% 300', 'Approach 25 %'): numbers that met a date's '30 juni'.
  /\s+\d{1,3}(?:[.,]\d+)?\s*%(?:\s+\d{1,4})?\s*$/gu,
  /\s*\(\s*(?:beoordeeld|getoetst|gescoord|assessed|evaluated|scored|tested)\s+(?:in|by|at|via|tijdens|door|met|through|during|op basis van)\s+[^()]{2,40}\)/giu,
  // A conditions table's assessment cell read into its row's line ('… £5 million Pass/Fail',
  // '… Scored 0-5; minimum score 3', '… Voldaan/niet voldaan'; fifteenth set): how the buyer
  // marks it. Left in, 'pass', 'fail' and 'scored' were a third of a short demand's words.
  // A yes-or-no cell ('… per occurrence Yes / No', '… geldig Ja / Nee') likewise (sixteenth set).
  /\s+(?:pass\s*\/\s*fail|voldaan\s*\/\s*niet\s+voldaan|wel\s*\/\s*niet\s+voldaan|ja\s*\/\s*nee|yes\s*\/\s*no|knock-?out)\s*$/giu,
  /\s+(?:scored|gescoord|beoordeeld)\s+(?:(?:on|op)\s+(?:a\s+|een\s+)?(?:scale\s+(?:of\s+)?|schaal\s+(?:van\s+)?))?\d{1,2}\s*(?:[-–]|to|tot)\s*\d{1,2}(?:\s*(?:points|punten))?(?:\s*[;,]\s*(?:(?:minimum|minimaal|min\.)\s*)?(?:score\s*)?(?:of\s+|van\s+)?\d{1,2}(?:\s*(?:points|punten))?)?\s*$/giu,
];

/**
 * Where in the bid the answer goes ('must be named in the Supplier's response to T2', 'moet in uw
 * antwoord op K2 worden genoemd'): the bid's own structure, which no company document repeats.
 * Measured with it, 'named', 'response' and 'Supplier' outweighed the subcontractor asked for.
 */
const WHERE_IN_THE_BID: readonly RegExp[] = [
  /\s+(?:must|shall|should|is to|are to)\s+be\s+(?:named|stated|listed|identified|given|set out|described|included|shown)\s+in\s+(?:the|your|its|their)\s+(?:\p{L}+['’]s?\s+)?(?:response|answer|bid|tender|submission|proposal)(?:\s+(?:to|for|under)\s+(?:question\s+)?[A-Z]{0,4}\d[\w.]*)?/giu,
  /\s+(?:moet|moeten|dient|dienen)\s+in\s+(?:uw|je|jouw|het|de|zijn|haar)\s+(?:antwoord|offerte|inschrijving|aanbieding|plan van aanpak)(?:\s+(?:op|bij|onder)\s+(?:vraag\s+)?[A-Z]{0,4}\d[\w.]*)?\s+(?:te\s+)?(?:worden\s+)?(?:genoemd|vermeld|benoemd|opgenomen|beschreven)(?:\s+te\s+worden)?/giu,
];

/** What a requirement is about, for measuring evidence: its words without what frames them. */
export function requirementSubject(text: string): string {
  // An amendment's frame ('CC2 is amended to read: …', 'wordt gewijzigd in: …') is the notice's:
  // the demand is its new wording (sixteenth set: the amendment was a gap beside its wording).
  const restated = newWording(text) ?? text.replace(RESTATED, '');
  const query = titleSubject(requirementQuery(restated.replace(QUOTES, ' ')));
  HOLDS.lastIndex = 0;
  const frames = HOLDS.test(query) ? [HELD_COUNT, ...QUALIFICATION_FRAMES] : QUALIFICATION_FRAMES;
  const own = frames
    .reduce(
      (t, frame) =>
        t.replace(
          frame,
          (_, between?: string) => ` ${typeof between === 'string' ? between : ''} `,
        ),
      withoutCategoryLabel(query.replace(ITEM_NUMBER, '')),
    )
    .replace(UNDERTAKING, ' ');
  const undeclared = DECLARATION_FRAMES.reduce((t, frame) => t.replace(frame, ' '), own);
  // Who supplies it frames it only with its time ('… within ten working days'): a demand to
  // submit a form ('must submit Attachment H') asks for the form, not for evidence.
  WITHIN.lastIndex = 0;
  SUPPLIES.lastIndex = 0;
  const supplies = WITHIN.test(query) && SUPPLIES.test(query);
  EXCLUSION_CONSEQUENCE.lastIndex = 0;
  const excluded = EXCLUSION_CONSEQUENCE.test(undeclared)
    ? EXCLUSION_FRAMES.reduce((t, frame) => t.replace(frame, ' '), undeclared.trim())
    : undeclared;
  const supplied = supplies
    ? excluded.replace(SUPPLIES, ' ').replace(WITHIN, ' ').replace(SUPPLY_PARTICLE, ' ')
    : excluded;
  const unscored = [...SCORING_FRAMES, ...WHERE_IN_THE_BID].reduce(
    (t, frame) => t.replace(frame, ' '),
    supplied,
  );
  return withoutDefinedAbbreviations(unscored)
    .replace(POINTER, ' ')
    .replace(FORM_POINTER, ' ')
    .replace(ASIDE, ' ')
    .replace(INSTRUCTION, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
