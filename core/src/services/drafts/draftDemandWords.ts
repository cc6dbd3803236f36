/**
 * The words by which the planner tells a demand of the buyer from other text (issue 19, item 1),
 * English and Dutch: modals and instructions, the bidder or the buyer as subject, lead-ins and
 * headings that ask for a list, requirement tables' columns, and boilerplate. Used by
 * draftRequirements.ts.
 */
import { ITEM_LABEL } from './draftRequirementUnits';

/** A demand anywhere in a sentence: a modal that obliges. */
export const DEMAND =
  /\b(must|shall|should|is required|are required|required to|has to|have to|needs? to|moet|moeten|dient|dienen|vereist|verplicht)\b/i;
/**
 * A demand as an instruction, at the start or after a criterion's name ('Veiligheid: toon aan …',
 * 'Description: Write a brief description …', 'Include a URL …').
 */
export const ASKED =
  /(?:^|:\s*)(describe|demonstrate|explain|indicate|provide|write|include|submit|ensure|publish|specify|attach|outline|set out|schets|zet uiteen|beschrijf|toon aan|licht toe|geef aan|geef|vermeld|lever|voeg|benoem|omschrijf|specificeer)\b/i;
/**
 * The same instruction after a phrase set before it ('With your tender, attach …', 'In your
 * response, describe …'; Dutch puts the verb second with 'je'/'u' after it: 'Bij de inschrijving
 * voeg je … toe', 'In het plan beschrijf je …'). Twelfth set: the ESPD's own demand was read as
 * no demand.
 */
const ASKED_AFTER_PHRASE =
  /^(?:with|in|as part of|for|under|alongside)\s[^,.;:]{2,60},\s*(?:describe|demonstrate|explain|indicate|provide|include|submit|attach|outline|set out|specify|upload|enclose)\b|^(?:bij|in|met|voor|naast|onder)\s[^,.;:]{2,60}?\s(?:beschrijf|voeg|lever|geef|toon|vermeld|licht|schets|zet|benoem|omschrijf|specificeer|stuur|upload)\s+(?:je|u)\b/i;
/** An instruction to the reader, opening the sentence or after a phrase set before it. */
export const isAsked = (text: string) => ASKED.test(text) || ASKED_AFTER_PHRASE.test(text);
/** Who bids, in either language: a sentence with the bidder as its subject states a demand. */
const BIDDER_SUBJECT =
  /^(?:(?:de|the|each|every|elke|iedere|alle|all)\s+)?(?:(?:voorlopig|provisionally|successful|winning|preferred|shortlisted|selected|invited|remaining|geselecteerde|winnende|uitgenodigde|overgebleven|resterende)\s+){0,2}(?:inschrijvers?|opdrachtnemers?|leveranciers?|gegadigden?|dienstverleners?|bidders?|tenderers?|contractors?|suppliers?|vendors?|quoters?|offerors?|service providers?)\s+(\p{Ll}\S*)/iu;
/**
 * The buyer as subject ('Opdrachtgevers dienen …', 'The Government shall …'): what the buyer does
 * is no requirement of the bid.
 */
export const BUYER_SUBJECT =
  /^(?:(?:de|het|the)\s+)?(?:opdrachtgevers?|aanbestedende diensten?|government|buyer|contracting (?:authority|officers?)|ordering (?:offices?|activit(?:y|ies)))\b/i;
/** A permission ('The supplier may …', 'De inschrijver kan …') sets no demand. */
const PERMISSION = /^(?:may|can|could|might|mag|mogen|kan|kunnen|will|zal|zullen)$/i;
/** A passive ('De leverancier wordt overgezet'): the party is the object, not the one who acts. */
const PASSIVE = /^(?:wordt|worden|werd|werden|is being|was|were)$/i;
/**
 * A list's lead-in, ending in a colon, that asks for what follows: a demand ('… shall consist of
 * the following:'), an instruction ('Beschrijf:'), or requirements announced ('De volgende eisen
 * gelden:'). A lead-in that only announces ('De afbeelding toont de onderdelen:') asks nothing.
 */
const LEAD_IN_END = /:$/;
const ANNOUNCES_REQUIREMENTS =
  /\b(?:following|below|volgende|onderstaande|hieronder)\b[^:]*\b(?:requirements?|eisen|vereisten|criteria|documents?|documenten|stukken)\b/i;
export const isLeadIn = (text: string) =>
  LEAD_IN_END.test(text) &&
  (DEMAND.test(text) ||
    ASKED.test(text.replace(ITEM_LABEL, '')) ||
    ANNOUNCES_REQUIREMENTS.test(text));
/**
 * A lead-in that points at what follows ('… shall consist of the following:', 'als volgt:') says
 * nothing by itself: it is never a requirement of its own, whatever follows it.
 */
export const POINTS_AHEAD =
  /\b(?:the following|as follows|below|hereafter|de volgende|het volgende|als volgt|hieronder|onderstaande)\b[^:]*:$/i;
/**
 * Nor is a sentence whose object is 'the following …' ('Each proposal must meet the following
 * pre-conditions.', 'De inschrijver moet aan de volgende eisen voldoen.'; twentieth set: planned as
 * a gap of its own before the demands it announced), unless it carries its own label.
 */
export const NAMES_WHAT_FOLLOWS =
  /\b(?:the following|de volgende|onderstaande)\s+(?:[\p{L}-]+\s+){0,2}[\p{L}-]+\.$/iu;
/**
 * A heading or caption that says what the bidder must show, describe or provide: every item
 * under it is asked for. Under a heading of requirements ('Hosting eisen', 'Functional
 * requirements') a numbered or labelled item is one; a bullet may only describe. So is a list of
 * the documents the bid must hold ('Verplichte documenten', 'Returnable documents'): each is a
 * demand the checklist and the draft answer (seventeenth set).
 */
export const ASKING_HEADING =
  /\b(?:to (?:provide|describe|submit|demonstrate|show|include)|te (?:leveren|beschrijven|overleggen|tonen|vermelden)|aan te (?:tonen|leveren)|required (?:documents|information|submissions?)|(?:mandatory|compulsory|returnable|verplichte|vereiste|in te dienen) (?:documents|documenten|stukken)|deliverables|what (?:you|the bidder|the tenderer) must)\b/i;
export const REQUIREMENTS_HEADING = /(?:eisen|vereisten)\b|\brequirements?\b/i;
/**
 * What happens to a bid that fails ('Voldoet uw offerte niet …, dan wordt zij niet verder
 * beoordeeld', 'A bid that fails … will be set aside'): under a heading of requirements the
 * buyer's rule, no demand on what is offered.
 */
const BID_CONSEQUENCE =
  /\b(?:niet (?:verder )?(?:beoordeeld|in behandeling)|terzijde|afgewezen|ongeldig|(?:rejected|disqualified|set aside|not be (?:evaluated|considered|assessed)))\b/i;
/** What is offered as a sentence's subject ('De aangeboden koelkasten', 'All units supplied'). */
const OFFERED =
  /^(?:(?:de|het|the|all|alle|each|every|elke|iedere)\s+)?(?:aangeboden|geleverde|te leveren|offered|proposed|supplied|delivered)\s+\p{L}|^(?:(?:de|het|the|all|alle|each|every|elke|iedere)\s+)?\p{L}+\s+(?:offered|proposed|supplied|delivered)\b/iu;
/** The thing a heading of requirements is about ('Eisen aan de koelkasten' → 'koelkasten'). */
const REQUIREMENTS_FOR =
  /(?:eisen|vereisten|requirements)\s+(?:aan|voor|van|for|of|on)\s+(?:de|het|the)?\s*(\p{L}{3,})\s*$/iu;

/**
 * Under a heading of requirements ('Eisen aan de koelkasten', 'Requirements for the lockers'),
 * what is offered is stated as it must be, modal or not: a sentence whose subject is what is
 * offered ('De aangeboden koelkasten voldoen aan …') or the heading's own thing ('The lockers
 * have …'). Not a description of a standard, nor the failed bid's fate.
 */
export function offeredAsRequired(text: string, heading: string | null): boolean {
  if (!heading || !REQUIREMENTS_HEADING.test(heading) || BID_CONSEQUENCE.test(text)) return false;
  if (OFFERED.test(text)) return true;
  const thing = REQUIREMENTS_FOR.exec(heading)?.[1]?.toLowerCase();
  const subject = /^(?:de|het|the|all|alle|each|every|elke|iedere)\s+(\p{L}+)/iu.exec(text);
  return !!thing && subject?.[1]?.toLowerCase() === thing;
}
/**
 * Boilerplate that is no demand of the buyer: the document talking about itself, an instruction to
 * its reader, a page's header or footer, a legal notice.
 */
export const BOILERPLATE =
  /\b(?:this (?:document|section|chapter|annex|appendix) (?:describes|contains|sets out|explains)|dit (?:document|hoofdstuk|onderdeel|bijlage) (?:beschrijft|bevat)|in dit (?:document|hoofdstuk) (?:vindt u|vind je|wordt|worden)|hieronder (?:worden|wordt|vindt u|vind je|volgt)|below (?:you will find|are described)|all rights reserved|alle rechten voorbehouden|copyright|disclaimer|(?:geen|no) rechten (?:worden|kunnen worden) ontleend|no rights (?:may|can) be derived|(?:page|pagina) \d+ (?:of|van) \d+|(?:is|are|should be|to be|meant to be) understood (?:as|to)|wordt (?:hieronder )?verstaan)|©/i;
/**
 * A heading read from a footnote or a URL is no heading: the one before it still applies. Nor is
 * a line that opens with a bracket: it continues the sentence before it ('… Guidelines (WCAG2.1'),
 * nor a number before a word in lower case: a wrapped line ('4 keer de vergoeding …'). Nor a
 * numbered line that ends in a bare weight ('2 Relevant experience 25%', '3 Plan van aanpak 30%'):
 * a row of the award table; entered, it became its number's main heading, and the sections under
 * that number ('5.3 Referees') belonged to that criterion (thirteenth set). Nor a table's total
 * row ('Total 100', 'Totaal 100 punten'). Nor a table's header row read as a line ('No.
 * Criterion', 'Nr. Omschrijving Voldaan'): entered, it hid the qualification heading above the
 * table's rows, which then were no demands (nineteenth set's selection criteria (a)–(d)).
 */
export const NOT_A_HEADING =
  /^(?:No|Nr|Ref|Nº)\.\s+\p{Lu}[\p{L}-]*(?:\s+[\p{L}-]+){0,4}$|https?:\/\/|www\.|^\d+$|^[([{]|^\d{1,2}(?:\.\d{1,2})*\.?\s+\p{Ll}|^\d{1,2}(?:\.\d{1,2})*\.?\s+\p{L}.*\s\d{1,3}(?:[.,]\d{1,2})?\s?%$|^(?:[Ss]ub)?[Tt]ota(?:al|l)\s+\d|^(?:SUB)?TOTAA?L\s+\d/u;
/**
 * A date on a line of its own ('februari 2024') is a page's footer, not a heading; so is a
 * timetable's date cell with an empty cell after it ('9 April 2027 –', a PDF table read as lines),
 * which as '9 …' became main heading 9 and hid the chapters after it (seventeenth set).
 */
export const DATE_LINE =
  /^(?:\d{1,2}\s+)?(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december|january|february|march|may|june|july|august|october)\s+\d{4}(?:\s+[–—-])?$/i;
export const NUMBERED = /^(\d{1,2})(?:\.\d{1,2})*\.?\s+(\p{L}.*)$/u;
export const MIN_CHARS = 25;
/**
 * A requirements table's columns: the requirement's text, and its id. A question column is not
 * one: a questions-and-answers table asks about requirements, it sets none. A qualification
 * table's column of conditions ('Ref | Condition of participation | Evidence', 'Nr |
 * Geschiktheidseis | Bewijs') is one.
 */
export const TEXT_COLUMN =
  /^(?:eis(?:en)?|requirements?|omschrijving|beschrijving|description|specificati(?:e|on)|(?:user )?stor(?:y|ies)|criteri(?:um|on)|wens(?:en)?|conditions?|voorwaarden?|(?:geschiktheids|minimum|selectie-?)eis(?:en)?|minimum (?:requirements?|standards?))\b/i;
export const ID_COLUMN =
  /^(?:id|nr\.?|nummer|no\.?|#|ref(?:erentie)?|code|number|(?:eis|req)[- ]?(?:id|nr\.?))$/i;
/** An id in a row's first cell ('F12', 'NFR-2', '3.1', 'KO1'). */
export const ID_CELL = /^(?:[A-Z]{1,4}[- ]?)?\d{1,3}(?:\.\d{1,3})*\.?$/;

/** The bidder is the subject with a verb after it, not a permission ('De inschrijver levert …'). */
export function bidderIsSubject(text: string): boolean {
  const plain = text.replace(ITEM_LABEL, '');
  const bid = WITH_THE_BID.exec(plain);
  const verb =
    BIDDER_SUBJECT.exec(plain)?.[1] ??
    BIDDER_SUBJECT.exec(plain.replace(OPENING_CLAUSE, ''))?.[1] ??
    INVERTED_BIDDER.exec(text)?.[1]?.toLowerCase() ??
    (bid?.[1] ?? bid?.[2])?.toLowerCase();
  return (
    verb !== undefined && !PERMISSION.test(verb) && !PASSIVE.test(verb) && !NOT_A_VERB.test(verb)
  );
}

/**
 * What the bidder puts in or with its bid, addressed to it ('Bij uw offerte voegt u de ingevulde
 * verklaring', 'In je inschrijving beschrijf je …', 'With your bid, you enclose …'; the bid named
 * by its article too, 'Bij de inschrijving voegt u …', 'With the tender, you enclose …'): a demand.
 */
const WITH_THE_BID =
  /^(?:bij|in|met|aan)\s+(?:uw|je|jouw|de|het)\s+(?:offerte|inschrijving|aanmelding|aanbieding)\s+(\p{Ll}{3,})\s+(?:u|je)\b|^(?:with|in)\s+(?:your|the)\s+(?:bid|tender|response|offer|submission),?\s+you\s+(\p{Ll}{3,})/iu;

/**
 * Dutch puts the subject after the verb when the sentence opens with something else ('Voor het
 * beheer van sleutels heeft Leverancier sleutelbeheer ingericht', 'Bij een incident werkt de
 * opdrachtnemer volledig mee'): the bidder is still the one who acts. The word before it must
 * be a verb, not a preposition, article or conjunction ('de reacties van Leverancier').
 */
/**
 * A condition before the subject ('If a unit fails, the supplier is on site …', 'Als een koelkast
 * uitvalt, de leverancier …'): the bidder after it is still the one who acts.
 */
const OPENING_CLAUSE =
  /^(?:if|when|where|whenever|in the event (?:of|that)|after|before|during|within|als|wanneer|indien|zodra|bij|na|binnen)\b[^,;]{2,80},\s*/i;
const INVERTED_BIDDER =
  /\s(\p{Ll}{3,}|is)\s+(?:de\s+)?(?:[Ii]nschrijver|[Oo]pdrachtnemer|[Ll]everancier|[Dd]ienstverlener)\b/u;
/** Nor a count ('Per perceel wordt met één opdrachtnemer … gesloten': the buyer's act, passive). */
const NOT_A_VERB =
  /^(?:van|door|aan|met|bij|voor|naar|over|tot|uit|tussen|namens|tegen|zonder|dan|als|die|dat|het|een|één|geen|twee|drie|meerdere|enkele|andere|en|of|maar|want|zodat|waarbij|waarvan|welke|deze|dit|elke|iedere|alle|haar|zijn|hun)$/;

/** A heading's head noun ('Niet-functionele eisen' → 'eisen'): siblings share it. */
export const headNoun = (h: string) =>
  h
    .toLowerCase()
    .split(/[\s-]+/)
    .at(-1) ?? '';

/**
 * Sentences with a demand's words that ask nothing of the bidder (the buyer's framing around the
 * requirements, issue 19 round 3; a lead-in to a list is handled where lists are read): a section's opening question under its kind of requirements
 * ('Functionele eisen: wat moet de app doen?'), a definition ('Informed consent houdt in dat een
 * patiënt … moet geven', 'Availability means that …') and a glossary row ('contactcode Een unieke
 * code die … dient als basis'). Planned, each became a gap no company evidence could fill. A
 * labelled item ('F3. …') is a requirement whatever its form.
 */
const SECTION_QUESTION =
  /^[\p{L}\s-]{0,40}\b(?:eisen|wensen|requirements|criteria)\s*:\s*(?:wat|welke|hoe|waarom|aan welke|what|which|how|why)\b.*\?$/iu;
const DEFINITION =
  /^[\p{L}\s()-]{1,50}?\s(?:houdt in dat|wordt verstaan|betekent dat|is gedefinieerd als|means that|is defined as|refers to)\b/iu;
/** A term of one to three words in lower case, then its definition as a sentence. */
const GLOSSARY_ROW = /^\p{Ll}[\p{L}-]*(?:\s+\p{Ll}[\p{L}-]*){0,2}\s+(?:Een|De|Het|A|An|The)\s/u;

export function asksSomething(text: string): boolean {
  return ![SECTION_QUESTION, DEFINITION, GLOSSARY_ROW].some((re) => re.test(text));
}

/**
 * A table cell that only says what kind of demand its row is ('Eis', 'Wens', 'K.O.', 'Gunning',
 * 'Must', 'Should'): the row is a requirement whatever its wording, and the cell is not its text.
 */
export const KIND_CELL =
  /^(?:eis|wens|ko|k\.o\.?|knock[- ]?out|gunning(?:scriterium)?|minimum ?eis|must(?: have)?|should(?: have)?|could(?: have)?|mandatory|optional|desirable|required|verplicht|optioneel)$/i;
/** A row marked as no demand ('Won't', 'Info', 'n.v.t.'): nothing to answer. */
export const NOT_ASKED_CELL = /^(?:won'?t(?: have)?|info(?:rmatief|rmative)?|n\.?v\.?t\.?|n\/a)$/i;

/**
 * A sub-criterion in the buyer's scoring words ('De mate waarin de planning realistisch is', 'the
 * extent to which the approach …'), as a list item or in the evaluation part: what is scored is
 * what the bid must show, modal or not. Elsewhere it opens a sentence about something else.
 */
export const SCORED =
  /^(?:\(?[A-Za-z0-9]{1,3}[.)]\s+)?(?:de mate waarin|in welke mate|in hoeverre|the (?:extent|degree) to which|how well)\b/i;

/**
 * A heading of a part of the tender about the procedure itself, not about the work: its
 * instructions and timetable, questions, confidentiality of the tender, complaints and legal
 * remedies. Its demands ('Questions must be sent by …', 'Inschrijvers dienen de informatie
 * vertrouwelijk te behandelen') are the bidder's to follow, not to answer in the bid. The whole
 * heading is read (a number and one 'and …' aside): 'Incident procedures', 'Timeline' (of the
 * work) and 'Questions' (an RFI's questions to answer) may be about the work.
 */
export const PROCEDURE_HEADING =
  /^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:(?:the|de|het)\s+)?(?:procedures?|procedurele bepalingen|(?:tender|procurement|selection|award) procedure|aanbestedingsprocedure|inschrijvingsprocedure|instructions? (?:to|for) (?:bidders|tenderers|quoters|offerors|suppliers|applicants)|how to (?:submit|respond|apply)|(?:indicative |procurement |tender )(?:timetable|timeline|time ?schedule)|planning (?:van )?(?:de )?(?:aanbesteding|procedure)|questions and answers|clarification questions|clarifications|vragen en antwoorden|vragen stellen|nota van inlichtingen|inlichtingen|confidentiality|non-disclosure|geheimhouding|vertrouwelijkheid|complaints?|klachten(?:regeling|procedure)?|(?:legal )?remed(?:y|ies)|rechtsbescherming|disclaimer|voorbehoud(?:en)?|algemene bepalingen|general (?:terms|provisions)|indiening(?: van (?:de|uw|je) inschrijving)?|submission of (?:bids|tenders|quotes|quotations|proposals))(?:\s+(?:and|en|&)\s+[\p{L} -]{1,30})?$/iu;
/**
 * A demand about the bid as a document, not about the work: how, where and by when the bid is
 * sent ('Quotes must be submitted via …', 'De inschrijving dient … te worden ingediend'), or
 * where and how the bidders' questions go ('Vendors must submit questions … via email', 'Elke
 * vraag wordt per e-mail gesteld'; the bidder as the one who asks, not a user of the system).
 */
export const PROCEDURE_DEMAND =
  /\b(?:bids?|tenders?|quotes?|quotations?|proposals?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding)\b[^.]{0,60}\b(?:submitted|uploaded|ingediend|indienen|in te dienen|geüpload)\b|\b(?:questions?|vragen)\b[^.]{0,40}\b(?:regarding|concerning|about|on|over|omtrent|inzake|met betrekking tot)\s+(?:this|the|deze|de)\s+(?:rf[qpi]|tender|solicitation|procurement|aanbesteding|leidraad|inschrijving)\b|\b(?:vendors?|bidders?|tenderers?|quoters?|offerors?|suppliers?|applicants?|respondents?|inschrijvers?|gegadigden|ondernemers?)\b[^.]{0,30}\b(?:submit|send|e-?mail|ask|indienen|sturen|mailen)\b[^.]{0,20}\b(?:questions?|vragen)\b|\b(?:inschrijvers?|gegadigden|ondernemers?)\b[^.]{0,30}\bvragen\b[^.]{0,20}\b(?:stellen|indienen|sturen|mailen)\b|\b(?:each|every|all|elke|alle)\s+(?:question|vraag|vragen)(?:\s+set)?\b[^.]{0,40}\b(?:submitted|ingediend|gesteld)\b/i;

/** A section that says how bids are evaluated or awarded ('24.0 Evaluation and Basis for Award'). */
export const EVALUATION =
  /evaluat|\baward|assessment|scoring|beoordel|gunning|wegings?criteri|gunningscriteri|award criteria/i;

/**
 * A part of the tender that states what the tenderer itself must be or hold to take part —
 * qualification or selection criteria, minimum standards, economic and financial standing,
 * technical and professional ability, exclusion grounds, and the UK Procurement Act's 'conditions
 * of participation'; 'geschiktheidseisen', 'selectiecriteria', 'uitsluitingsgronden', 'technische
 * bekwaamheid', 'financiële en economische draagkracht', 'voorwaarden voor deelname' — as opposed
 * to the work ('Programma van Eisen'). Belgian and EU procurement name it 'kwalitatieve selectie' /
 * 'qualitative selection', or 'Uitsluiting en selectie' / 'Exclusion and selection'; the EU's
 * Financial Regulation says 'exclusion criteria' ('uitsluitingscriteria'). A chapter that opens
 * with exclusion ('6. Exclusions and declarations', '6. Uitsluiting en verklaringen'; not
 * 'Exclusions from the scope') and the Procurement Act 2023's 'excluded and excludable suppliers'
 * are its part too, as is the ESPD's own section ('4.1 European Single Procurement Document',
 * '4.1 Uniform Europees Aanbestedingsdocument'), the declaration on exclusion and selection
 * (twelfth set: under a chapter title not read as a heading, its demands were planned nowhere).
 * So is a part of criteria every tender must pass before it is scored ('Mandatory criteria',
 * 'Pass/fail criteria', 'Verplichte criteria'; thirteenth set: its table of demands was planned
 * nowhere), and a part named for who may bid ('Eligibility and returnable documents',
 * 'Eligibility criteria', 'Eisen aan de inschrijver'; seventeenth set: its pre-qualification
 * demands, turnover, references and insurance were planned nowhere). So are the compliance
 * criteria every tender is checked against before its qualitative criteria are scored
 * ('Compliance criteria', 'Part D Compliance and Qualitative Criteria'; sixteenth set: insurance,
 * accreditation, divers' tickets, turnover and referees were planned nowhere). Dutch tenders call
 * them geschiktheidseisen, read above. The singular names the part too: a pass/fail table whose
 * header row, read as its heading, says 'Qualification criterion' or 'Selection requirement'
 * (twenty-second set: turnover, similar contracts and key staff were planned nowhere).
 */
export const QUALIFICATION =
  /\bcompliance(?:\s+(?:and|&)\s+[a-z]+)?\s+criteri|\b(?:kwalitatieve|qualitative)\s+selecti|\bexclusion\s+criteri|uitsluitingscriteri|\b(?:uitsluiting|exclusion)\s+(?:en|and)\s+selecti|\b(?:qualification|selection|suitability)\s+(?:criteri(?:a|on)|requirements?|standards?)\b|\bminimum\s+(?:standards|qualifications)\b|\b(?:economic and financial standing|(?:economic|financial) standing|(?:technical|professional)(?: and professional)? (?:ability|capacity)|conditions (?:of|for) participation|(?:grounds for|mandatory|discretionary) exclusion|exclusion grounds|suitability)\b|geschiktheid|selectiecriteri|selectie-eisen|uitsluitingsgrond|\b(?:technische|beroeps)\s*bekwaamheid|\bberoepsbekwaamheid|\b(?:financi[eë]le|economische)(?: en (?:financi[eë]le|economische))? draagkracht|\bvoorwaarden (?:voor|tot) deelname|\bdeelnemingsvoorwaarden|minimumeisen\s+(?:aan|voor)\s+(?:de\s+)?(?:inschrijvers?|gegadigden?)|\b(?:excluded|excludable) suppliers?\b|\b(?:mandatory|pass\/fail|verplichte)\s+criteri|\bmandatory\s+requirements\b|\bfinancial\s+(?:capability|capacity)\b|\bfinanci[eë]le\s+capaciteit\b|\bpass\/fail-criteri|\beuropean single procurement document\b|\beligibility\b|\bpre-?conditions\b|\btoelatings(?:eisen|voorwaarden|criteria)\b|\beisen\s+(?:aan|voor)\s+(?:de\s+)?(?:inschrijvers?|gegadigden?)\b|\buniform europees aanbestedingsdocument\b|^(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?(?:exclusions?|uitsluiting(?:en)?)\b(?!\s+(?:of|from|van|uit)\b)/i;

/**
 * An exclusion ground stated by its consequence ('Een Inschrijver op wie … van toepassing is,
 * wordt van deelname uitgesloten', 'A supplier to which … applies will be excluded'): in the
 * qualification part a demand, which the company answers by declaring that none applies. So are
 * grounds the tender says apply ('De facultatieve uitsluitingsgronden … zijn van toepassing',
 * 'The discretionary exclusion grounds … apply').
 */
export const EXCLUDED =
  /\b(?:uitsluitingsgronden?|exclusion grounds?|grounds (?:for|of) exclusion)\b(?:[^.]|\.(?=\d))*\b(?:(?:zijn|is)\s+van\s+toepassing|appl(?:y|ies))\b|\b(?:wordt|worden)\s+(?:(?:van|uit)\s+(?:(?:verdere\s+)?deelname|de\s+(?:aanbesteding|procedure))\s+)?uitgesloten\b|\b(?:will|shall|is|are)\s+(?:be\s+)?excluded\b/i;
