/**
 * The rules that read a requirement stated in a sentence: knock-outs (also phrased as
 * consequences), exclusion grounds, declarations and documents to submit, certificates, minimum
 * turnover, references, guarantees and insurance, suitability and the bidder's undertakings.
 * Each rule gives the requirement's kind; the first rule that reads a sentence decides it.
 */
import type { RequirementKind } from '../../model/documentFacts';
import { CONSEQUENCE_WORDING, PRONOUN_EXCLUDED } from './requirementConsequences';
import { EVIDENCE_RULES } from './requirementEvidenceRules';
import { FIGURE_RULES } from './requirementFigures';
import { gateOf, gatedRule, splitRule } from './ruleGate';
import { AMENDED_RULES, FURTHER_RULES } from './requirementFurtherRules';
import { SUBMISSION_FORM_RULES } from './requirementSubmissionFormRules';
import { STANDING_RULES } from './requirementStandingRules';
import { REPLACED_PARAGRAPH_RULES, STATEMENT_RULES } from './requirementStatementRules';
import { MORE_CONSEQUENCES, WORDING_RULES } from './requirementWordingRules';

/** Who bids, in either language: the subject a bid requirement is addressed to. */
export const BIDDER = String.raw`(?:inschrijvers?|gegadigden?|vendors?|bidders?|quoters?|offerors?|offerers?|proposers?|respondents?|tenderers?)`;

/** A bid, an offer or its envelope, in either language: the subject of a consequence. */
const BID = String.raw`(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?|envelopes?|applications?|requests? to participate|verzoeken|verzoek|aanmeldingen|aanmelding|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding|biedingen|enveloppen?)`;
/** Small counts, written out, in either language. */
const SMALL_NUMBER = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien`;
/**
 * Pre-filter (ruleGate.ts): each consequence below holds one of these words; most sentences hold
 * none, and the subject-first forms ('tender … will not be opened') otherwise scan 160 characters
 * after every 'tender' and 'offer' (8% of the facts' time on a long tender).
 */
const CONSEQUENCE_GATE = gateOf(
  'not|niet|reject|disqualif|exclu|eliminated|aside|responsive|compliant|inadmissible|irregular|gelegd|geweerd|onregelmatig|wering|afwijzing|ongeldig|uitsluiting|disregarded|void|beschouwing|cannot|can no|declined|invalid|ineligible|onontvankelijk|uitgesloten|unacceptable|dan+val',
);
const CONSEQUENCE = gatedRule(
  CONSEQUENCE_GATE,
  new RegExp(
    [
      // 'will not be opened in public' says how bids are opened, not that one is rejected (tenth).
      String.raw`\b${BID}\b[^.]{0,160}?\b(?:will|shall) not be (?:opened|read|scored|assessed)\b(?!\s+(?:in public|publicly|in a public))`,
      String.raw`\b(?:cause|causes|lead to|leads to)\s+(?:the|a|an|your|its|their|such)\s+${BID}\s+to\s+be\s+(?:rejected|disqualified|excluded|eliminated|set aside)\b`,
      String.raw`\b(?:is|are|be|being)\s+(?:deemed|considered|declared|treated as|regarded as)\s+(?:non-?responsive|non-?compliant|inadmissible|irregular)\b`,
      String.raw`\b(?:wordt|worden)\s+(?:(?:dan|daarom|zonder meer|automatisch|onmiddellijk)\s+)?(?:ter zijde|terzijde)\s+gelegd\b`,
      String.raw`\b${BID}\b[^.]{0,160}?\b(?:wordt|worden)\s+(?:(?:dan|daarom|zonder meer|automatisch|onmiddellijk)\s+)?(?:geweerd|niet geopend|niet (?:geaccepteerd|aanvaard|toegelaten))\b`,
      String.raw`\b(?:wordt|worden|is|zijn)\s+(?:als\s+)?(?:substantieel|wezenlijk)\s+onregelmatig\b`,
      String.raw`\bleidt\s+(?:dat\s+|dit\s+|het\s+)?tot\s+(?:de\s+)?(?:wering|nietigheid|afwijzing|ongeldigheid|uitsluiting)\b`,
      // Fourth probe set: consequences in the words of EU, Belgian and UK tenders — a bid that 'will
      // be disregarded' or 'wordt buiten beschouwing gelaten', 'will not be retained' or 'wordt niet
      // weerhouden', that 'is null and void' or 'is nietig', a bidder that 'will not proceed to the
      // award stage' or 'wordt niet toegelaten tot de volgende fase', a failure that 'leads to
      // exclusion', and a portal that refuses a bid after the deadline.
      String.raw`\b${BID}\b[^.]{0,160}?\b(?:(?:will|shall) be disregarded|(?:will|shall) not be retained|(?:is|are|shall be|will be)\s+(?:deemed\s+)?null and void)\b`,
      String.raw`\b${BID}\b[^.]{0,160}?\b(?:(?:wordt|worden)\s+(?:(?:dan|daarom|verder)\s+)?(?:buiten beschouwing gelaten|niet weerhouden)|(?:is|zijn|wordt|worden)\s+(?:dan\s+)?nietig)\b`,
      String.raw`\b(?:will|shall) not (?:proceed|progress|pass|go forward|be (?:invited|admitted)) to the (?:next|award|evaluation|following|tender|second) (?:stage|phase|round)\b|\b(?:wordt|worden) niet toegelaten tot de (?:volgende|gunnings|tweede)\s*fase\b|\b(?:gaat|gaan) niet (?:door )?naar de (?:volgende|gunnings|tweede)\s*fase\b`,
      String.raw`\b(?:leads?|lead) to (?:the |its |their )?(?:exclusion|rejection|disqualification)\b`,
      // Fifth probe set: a bid that 'will be set aside', 'cannot be uploaded' after the portal
      // closes or 'kan niet meer worden geüpload', a bidder that 'will not progress to Stage 3', and
      // the Dutch 'valt (zij) af' after a condition ('Scoort een inschrijving …, dan valt zij af').
      String.raw`\b${BID}\b[^.]{0,160}?\b(?:will|shall) be set aside\b|\b${BID}\b[^.]{0,60}?\b(?:cannot|can not|can no longer) be (?:uploaded|submitted|lodged)\b|\b(?:kan|kunnen)\s+(?:(?:de|het|uw|je)\s+)?(?:[\p{L}-]+\s+)?(?:dan\s+)?niet (?:meer )?(?:worden )?(?:geüpload|geupload|ingediend|ingeleverd)(?: worden)?\b`,
      String.raw`\b(?:will|shall) not (?:proceed|progress|pass|go forward|be (?:invited|admitted)) to (?:stage|phase|round) (?:\d|two|three|four)\b|\b(?:wordt|worden) niet toegelaten tot (?:fase|ronde) \d\b`,
      String.raw`,\s*dan\s+(?:valt|vallen)\s+(?:(?:de|het|uw|zijn|haar|hun)\s+[\p{L}-]+\s+|(?:zij|hij|ze|deze|die|u)\s+)?af\b`,
      String.raw`\b(?:will|does|shall) not (?:permit|allow|accept) (?:a |any |the )?(?:${BID}|uploads?)\b[^.]{0,40}\bafter (?:the )?(?:deadline|closing|time limit)|\bna (?:de |het )?(?:sluitingstermijn|sluitingstijd|sluitingsdatum|uiterste (?:datum|termijn|tijdstip))\b[^.]{0,60}\b(?:niet meer (?:mogelijk|worden ingediend|in te dienen|ingediend worden))`,
      // Sixth probe set: a bid that 'will be declined', 'is not a valid Proposal' or 'cannot be
      // considered', and a buyer that 'will not accept' bids sent another way or late.
      String.raw`\b${BID}\b[^.]{0,160}?\b(?:will|shall) be declined\b|\b${BID}\b[^.]{0,80}?\b(?:is|are) not (?:a |an )?valid\b|\b${BID}\b[^.]{0,160}?\b(?:cannot|can not|may not) be (?:considered|accepted|evaluated)\b|\b(?:will|shall|do|does) not accept (?!(?:any |the )?(?:responsibility|liability)\b)(?:[\p{L}-]+(?:,| or| and)? ){0,3}?${BID}\b`,
      // Seventh probe set: what lies beyond a limit 'will not be read' or 'wordt niet gelezen', a
      // bid that 'is not considered further', and one that 'will not proceed to cost evaluation'.
      String.raw`\b(?:pages?|text|words?|content|material|pagina['’]?s|tekst|woorden)\b[^.]{0,60}\b(?:beyond|over|exceeding|above|in excess of|boven|na|buiten)\b[^.]{0,40}\b(?:(?:will|shall) not be (?:read|scored|assessed)|(?:wordt|worden) niet (?:gelezen|gescoord))\b`,
      String.raw`\b(?:is|are) not (?:considered|evaluated|assessed) (?:any )?further\b|\b(?:will|shall) not (?:proceed|progress|pass|go forward) to (?:the )?(?:cost|price|pricing|financial|commercial) (?:evaluation|stage|phase|envelope|opening)\b|\b(?:gaat|gaan|wordt|worden) niet (?:door )?(?:naar|toegelaten tot) de (?:prijs|financiële )\s*(?:beoordeling|fase|envelop)\b`,
      // Eighth probe set: a failure that 'will render the tender non-compliant' or 'maakt de offerte
      // nietig', a bid that 'is onregelmatig', a bidder (or supplier) that 'will be disregarded',
      // 'wordt niet geselecteerd' or 'is excluded from the competition', a thing offered without
      // its certificate or marking that 'wordt niet aanvaard', and an 'only' whose alternative 'is
      // unacceptable'. Each is anchored on its rare consequence, the subject checked behind it, so
      // that common words ('must', 'tender') do not start a long scan in every sentence.
      // Fifteenth probe set: a bid, not only a bidder, that 'will not be shortlisted'.
      String.raw`\b(?:render|renders|rendering|make|makes|making|maakt|maken)\s+(?:the|a|an|your|its|their|such|de|het|een|uw|je|zijn)\s+${BID}\s+(?:non-?compliant|invalid|void|inadmissible|ineligible|non-?responsive|irregular|ongeldig|onregelmatig|nietig|onontvankelijk)\b|\b(?:is|zijn|wordt|worden)\s+(?:dan\s+)?(?:als\s+)?onregelmatig\b(?<=\b${BID}\b[^.]{0,200})`,
      String.raw`\b(?:(?:will|shall) be disregarded|(?:wordt|worden) (?:buiten beschouwing gelaten|niet geselecteerd)|(?:will|shall) not be (?:selected|shortlisted))\b(?<=\b(?:${BIDDER}|${BID}|suppliers?|leveranciers?|candidates?|kandidaten|kandidaat)\b[^.]{0,220})|\b(?:wordt|worden) (?:van|uit) (?:de|het) (?:procedure|opdracht|deelname|aanbesteding|plaatsingsprocedure) uitgesloten\b|\b(?:excluded|disqualified) from (?:the |this |further )?(?:competition|procedure|process|tender|participation)\b|\bniet verder (?:onderzocht|bekeken)\b`,
      String.raw`\b(?:zonder|without)\b[^.]{0,60}?(?:attest|certifica\w*|keurmerk|markering|marking|keuring|conformiteit\w*|conformity|gelijkvormigheid\w*|typegoedkeuring|CE)\b[^.]{0,40}?\b(?:wordt|worden) niet (?:aanvaard|geaccepteerd|toegelaten)\b|\b(?:is|are|zijn|wordt|worden)\s+(?:unacceptable|not (?:acceptable|permitted|allowed)|niet (?:toegestaan|aanvaardbaar|toegelaten))\b(?<=\b(?:only|uitsluitend|alleen)\b[^.]{0,100})(?<=\b(?:must|shall|moet|moeten|dient|dienen)\b[^.]{0,200})`,
    ].join('|'),
    'iu',
  ),
);

export const REQUIREMENT_RULES: readonly [RequirementKind, RegExp][] = [
  // Tenth probe set: a requirement an amendment replaces (requirementFurtherRules.ts); eleventh:
  // a paragraph replaced by a new requirement (requirementStatementRules.ts).
  ...AMENDED_RULES,
  ...REPLACED_PARAGRAPH_RULES,
  // Failure class: knock-outs phrased as consequences rather than as 'must'.
  [
    'knockout',
    // Consecutive groups of the rule's alternatives, each run only where its words stand
    // (ruleGate.ts): it was the costliest requirement rule, 'will'/'shall'/'may' in every sentence.
    splitRule('iu', [
      [
        gateOf('will+be |shall+be |may+be '),
        String.raw`\b(?:will|shall|may) (?:(?:also|then|automatically|therefore|immediately) )?(?:not be (?:considered|accepted|evaluated|taken into account)(?! (?:an?|as|the|liable|responsible|to) )|be (?:rejected|disqualified|eliminated|excluded|(?:deemed|considered|declared|treated as) (?:non-?responsive|non-?compliant|invalid|incomplete|unacceptable)))`,
      ],
      [
        gateOf('disqualif|reject|exclu|eliminated'),
        String.raw`\b(?:result|results|resulting) in (?:the |its |your )?(?:disqualification|rejection|exclusion)\b|\bbeing (?:rejected|disqualified|excluded)\b|\bdisqualif(?:y|ied)\b|\beliminated from consideration`,
      ],
      [
        gateOf('acceptable'),
        String.raw`\b(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?)\b[^.]{0,80}\b(?:un|non-)acceptable\b`,
      ],
      [
        gateOf('fail|knock|criteri'),
        String.raw`\bpass\s*\/\s*fail\b|\bknock-?out\b|\bKO[- ]criteri|\bfailure to\b[^.]{0,160}\b(?:will|may|shall) (?:cause|result)`,
      ],
      [
        gateOf('only |considered for|comply with all|will not be '),
        String.raw`\bonly (?:companies|vendors|bidders|quoters|offerors|inschrijvers)\b[^.]{0,80}\b(?:selected|considered|admitted)|\bto be considered for (?:an )?award|\bmust comply with all\b|\bwill not be (?:able|eligible) to (?:respond|bid|submit|participate|be awarded)\b`,
      ],
      [
        gateOf('gelegd|ongeldig|uitgesloten|niet|leidt tot'),
        String.raw`\b(?:wordt|worden) (?:(?:de|het|uw|je|jouw|zijn|haar|hun) [\p{L}-]+ )?(?:als [\p{L}-]+ )?(?:terzijde gelegd|ongeldig verklaard|uitgesloten|niet in behandeling genomen)|\bleidt tot (?:uitsluiting|ongeldigheid)|\bongeldig\b|\buitgesloten van (?:verdere )?deelname|\bniet (?:verder )?(?:in de (?:beoordeling|evaluatie|vergelijking) )?(?:in behandeling|meegenomen|beoordeeld|geëvalueerd)|\b(?:komt|komen) (?:(?:de|het|uw|je|jouw|zijn|haar|hun) [\p{L}-]+ |(?:hij|zij|ze|u|je|deze|die) )?niet (?:meer )?(?:voor [\p{L}-]+ )?in aanmerking`,
      ],
    ]),
  ],
  // Failure class: more consequences a bid manager meets (docs/decisions.md "Tender facts:
  // consequences, lists under a lead-in …"): a bid that 'will not be opened', 'wordt geweerd',
  // 'wordt ter zijde gelegd', 'is substantieel onregelmatig', or that something 'may cause … to be
  // rejected'. Wording that also fits other things (opening a file, accepting an invoice) counts
  // only with the bid as its subject.
  ['knockout', CONSEQUENCE],
  ['knockout', MORE_CONSEQUENCES],
  // The studied probe sets' consequences: an adverb, a pronoun, 'rated failed', 'only … will'.
  ['knockout', CONSEQUENCE_WORDING],
  [
    'exclusion',
    gatedRule(
      gateOf('uitsluit|exclu|debar'),
      /uitsluitingsgrond|exclusion grounds?|\b(?:may|will|shall|can|kan|mag|zal)\s+(?:(?:also|then|ook|dan)\s+)?(?:exclude|uitsluiten)\s+(?:a|an|any|the|een|de)\s+(?:inschrijvers?|gegadigden?|vendors?|bidders?|suppliers?|respondents?|tenderers?|offerers?|offerors?)\b|\b(?:kan|mag|zal)\s+(?:\p{L}+\s+){0,2}?(?:een|de)\s+(?:inschrijver|gegadigde)\s+(?:\p{L}+\s+){0,6}?uitsluiten\b|grounds for exclusion|\bdebar(red|ment)\b|\bgeval(?:len)? van (?:verplichte |facultatieve )?uitsluiting\b|\bexclu(?:ded|dable) suppliers?\b|\buitsluitingsgeval/iu,
    ),
  ],
  // The bidder excluded, said with a pronoun ('dan wordt hij uitgesloten'): requirementConsequences.ts.
  ['exclusion', PRONOUN_EXCLUDED],
  [
    'declaration',
    /\bUEA\b|\bESPD\b|uniform europees aanbestedingsdocument|european single procurement document|gedragsverklaring aanbesteden|\bGVA\b|eigen verklaring|self[- ]declaration/i,
  ],
  // A certificate the bidder holds, named by its scheme ('U beschikt over een VCA*-certificaat',
  // 'must hold the relevant Lantra certificates'): fourth probe set.
  [
    'certificate',
    gatedRule(
      gateOf('iso|nen+7510|prestatieladder|certifi'),
      /\bISO(?:\/IEC)?[ -]?(9001|14001|27001|27002|45001|22301|20000)\b|\bNEN[ -]?7510\b|CO2[- ]prestatieladder|\b(?:valid|current|geldige?)\b[^.]{0,40}certifica(?:te|at)\b|\bcertified (?:to|against|under)\b|\bgecertificeerd (?:volgens|conform|naar|voor)\b|\b(?:beschikt|beschikken|beschik)\s+over\s+(?:een|het|de)\s+(?:geldige?\s+)?[\p{L}0-9*-]*certifica(?:at|ten)\b|\b(?:must|shall)\s+(?:hold|have|possess)\s+(?:a|an|the)\s+(?:valid\s+|current\s+|relevant\s+)?(?:[\p{L}0-9*/-]+\s+){0,4}?certificat(?:e|es|ion)\b/iu,
    ),
  ],
  ['turnover', /\b(jaar)?omzet\b|\bturnover\b/i],
  // Documents the bidder must hand in ('The Vendor must complete and submit Attachment J',
  // 'Inschrijver dient ... te overleggen'): the bidder is the subject, not the contractor. A
  // relative clause may stand between them ('Vendors who have …, or …, must submit …').
  [
    'declaration',
    /\b(?:inschrijvers?|gegadigden?|vendors?|bidders?|quoters?|offerors?|proposers?|respondents?|tenderers?|suppliers?|consultants?|applicants?)\b[^.]{0,120}\b(?:(?:must|shall|(?:is|are) required to)\s+(?:(?:also|each)\s+)?(?:complete and\s+)?(?:submit|provide|include|agree|complete|sign)\b[^.]{0,80}\b(?:Attachment|certificate|certification|form|statement|declaration|Record|Code of Conduct)\b|(?:dient|dienen|moet|moeten)\b[^.]{0,80}\b(?:te overleggen|in te dienen|bij te voegen|overleggen|indienen|bijvoegen)\b|must be registered\b)|\bmust be registered\b/i,
  ],
  // Fifth probe set: a declaration handed in by completing or signing it ('must commit to the Code
  // by completing the declaration in Schedule 2', 'levert hij de verklaring X (bijlage 3) in').
  [
    'declaration',
    /\bby (?:completing|signing|submitting) (?:the|a|an) (?:[\p{L}-]+ ){0,3}?(?:declaration|statement|form)\b|\bdoor (?:het invullen|het ondertekenen|ondertekening) van (?:de|het) (?:[\p{L}-]+ ){0,3}?(?:verklaring|formulier)\b|\b(?:levert|leveren|lever)\s+(?:(?:hij|zij|u|je|de inschrijver)\s+)?(?:de|het|een)\s+(?:[\p{L}-]+\s+){0,2}?[\p{L}]*verklaring\b[^.]{0,80}\bin\b/iu,
  ],
  // Sixth probe set: a signed declaration to enclose ('Enclose the signed Integrity Declaration
  // (Annex 3)', 'Bij de aanmelding voegt u de ondertekende Verklaring X toe') and details the
  // bidder must confirm ('Suppliers must also confirm that their registration is up to date').
  [
    'declaration',
    /\b(?:enclose|attach|include)\s+(?:the|a|your)\s+(?:completed\s+and\s+)?(?:signed|completed)\s+(?:[\p{L}-]+\s+){0,3}?(?:declaration|statement|form)\b|\b(?:voeg|voegt|voegen)\s+(?:u\s+|je\s+|hij\s+|zij\s+)?(?:de|het|een)\s+(?:ondertekende|ingevulde)\s+[\p{L}]*verklaring\b[^.]{0,80}\btoe\b|\b(?:suppliers?|bidders?|tenderers?|respondents?|inschrijvers?|gegadigden?)\s+(?:must|shall|moet|moeten|dient|dienen)\s+(?:also\s+|ook\s+)?(?:confirm|te bevestigen|bevestigen)\b/iu,
  ],
  // Sixth probe set: a conflict of interest the bidder must declare ('You must declare any actual
  // or perceived conflict of interest', 'Meld een mogelijk belangenconflict in het formulier').
  [
    'declaration',
    /\b(?:must|shall|(?:is|are) required to)\s+(?:declare|disclose)\b[^.]{0,80}\bconflicts? of interest\b|\b(?:belangenconflict(?:en)?|belangenverstrengeling|tegenstrijdige? belang(?:en)?)\b[^.]{0,80}\b(?:melden|meldt|meld|vermelden|vermeldt|kenbaar (?:maken|maakt))\b|\b(?:meld|meldt|melden|vermeld|vermeldt)\b[^.]{0,60}\b(?:belangenconflict(?:en)?|belangenverstrengeling|tegenstrijdige? belang(?:en)?)\b/i,
  ],
  // Seventh probe set: the bid form signed by someone authorised ('The Form of Tender must be
  // signed by an authorised signatory', 'Het inschrijvingsformulier wordt rechtsgeldig ondertekend
  // door …'), an undertaking declared in that form ('… en verklaart dit in het
  // Inschrijvingsformulier'), and a third party's statement backing a bidder who relies on it.
  [
    'declaration',
    gatedRule(
      gateOf(
        'form of|tender form|bid form|offer form|proposal form|formulier|verklaar|bevestig|declare|confirm|derde|andere entiteit|onderaannemer|third part|other entit|subcontractor',
      ),
      /\b(?:form of (?:tender|bid|offer|proposal)|(?:tender|bid|offer|proposal) form|inschrijvingsformulier|inschrijfformulier|offerteformulier|aanbiedingsformulier)\b[^.]{0,60}?\b(?:(?:must|shall|is to) be signed|(?:wordt|moet|dient)\s+(?:(?:te|worden|rechtsgeldig|door)\s+)*(?:[\p{L}-]+\s+){0,3}?ondertekend)\b|\b(?:verklaart|verklaar|verklaren|bevestigt|bevestig|bevestigen)\b[^.]{0,40}\b(?:in|op|via)\s+(?:het|de|uw|je)\s+[\p{L}]*(?:formulier|verklaring)\b|\b(?:declares?|confirms?)\b[^.]{0,40}\bin (?:the|its|your) (?:[\p{L}-]+ ){0,3}?(?:form|declaration|questionnaire)\b|\b(?:verklaring|toezegging|bewijs) van (?:die|deze|de) (?:derde|derden|andere entiteit|onderaannemer)\b|\b(?:statement|letter|declaration|undertaking) (?:of (?:support|commitment) )?from (?:that|the|those|such) (?:third part(?:y|ies)|other entit(?:y|ies)|subcontractors?)\b/iu,
    ),
  ],
  // An amendment that restates a requirement ('Requirement M5: replaced by "…"', 'Eis E2 komt
  // te luiden: "…"', 'wordt vervangen door'): the new wording is a requirement (fifth probe set).
  // An answer may open with its yes or no ('Ja. G4 luidt voortaan: …': eleventh probe set).
  [
    'other',
    /\b(?:requirement|condition|criterion|eis|voorwaarde|minimumeis)\s+[A-Z]{0,2}\d{1,2}(?:\.\d{1,2})?\s*(?::\s*|is\s+|wordt\s+)?(?:replaced by|now reads|shall read|will read|amended to read|komt te luiden|luidt (?:nu|voortaan)|vervangen door)\b|(?:^|(?<=^(?:ja|nee|yes|no)[.,:]))\s*[A-Z]{1,3}\d{1,2}(?:\.\d{1,2})?\s*(?::\s*)?(?:is replaced by|now reads|shall read|will read|komt te luiden|luidt (?:nu|voortaan)|wordt vervangen door)\b|^\s*[A-Z]{1,3}-\d{1,2}\s+(?:is\s+(?:deleted|removed|withdrawn)\s+and\s+replaced\s+(?:with|by)|vervalt\s+en\s+wordt\s+vervangen\s+door|wordt\s+geschrapt\s+en\s+vervangen\s+door)\b/i,
  ],
  [
    'references',
    /\breferentie(s|opdracht(en)?|project(en)?|verklaring(en)?)\b|\b(?:\d{1,2}|one|two|three|four|five)(?: \(\d+\))? (?:[a-z-]+ )?referees\b|\b(client|customer|project) references?\b|\breferences? (from|of|for) (previous|past|similar|comparable)|\b(?:two|three|four|five|six|\d+)(?: \(\d+\))? (?:[a-z-]+ )?references (?:from|of|for)\b/i,
  ],
  // Failure class: a minimum track record stated without the word 'references' ('at least three
  // similar contracts', 'minstens twee gelijkaardige opdrachten').
  [
    'references',
    new RegExp(
      String.raw`\b(?:at least|a minimum of|minimum of|not less than|minstens|ten minste|minimaal)\s+(?:\d{1,2}|${SMALL_NUMBER})(?:\s*\(\d{1,2}\))?\s+(?:[\p{L}-]+\s+){0,2}?(?:contracts|projects|assignments|engagements|opdrachten|projecten|overeenkomsten|leveringen)\b`,
      'iu',
    ),
  ],
  // Seventh probe set: a track record stated as what the bidder has done in the last years ('has
  // provided X to at least three districts during the last five (5) years', 'u hebt in de
  // afgelopen acht (8) jaar ten minste één renovatie uitgevoerd').
  [
    'references',
    /\b(?:has|have) (?:provided|delivered|completed|performed|carried out|supplied|undertaken|designed|built)\b[^.]{0,160}\b(?:during|in|within|over) the (?:last|past|preceding) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*\(\d{1,2}\))? years\b|\b(?:in|gedurende) de (?:afgelopen|laatste|voorgaande) (?:\d{1,2}|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)(?:\s*\(\d{1,2}\))? jaar\b[^.]{0,160}\b(?:uitgevoerd|opgeleverd|geleverd|gemaakt|afgerond|verricht|ontworpen|gerealiseerd)\b/iu,
  ],
  // Failure class (fourth probe set): a track record asked for as examples ('Two examples of
  // contracts of a similar scope', 'twee voorbeelden van vergelijkbare opdrachten').
  [
    'references',
    new RegExp(
      String.raw`\b(?:\d{1,2}|${SMALL_NUMBER})(?:\s*\(\d{1,2}\))?\s+(?:examples|voorbeelden)\s+(?:of|van)\s+(?:[\p{L}-]+\s+){0,3}?(?:contracts|projects|assignments|engagements|services|works|opdrachten|projecten|overeenkomsten|leveringen|diensten|werken)\b(?=[^.]{0,80}\b(?:delivered|completed|performed|carried out|in the (?:last|past)|within the (?:last|past)|uitgevoerd|geleverd|afgerond|in de (?:afgelopen|laatste)|uit de (?:afgelopen|laatste)))`,
      'iu',
    ),
  ],
  // Failure class: a guarantee or insurance the bid must carry, stated as a minimum or as what
  // must accompany the bid, with no bidder as the subject ('Public liability insurance of at least
  // €5 million', 'A bid bond … must accompany each bid', 'een bankgarantie … moet worden gevoegd').
  [
    'other',
    new RegExp(
      [
        String.raw`\b(?:(?:public|product|professional|employer['’]?s)\s+(?:liability|indemnity)\s+insurance|(?:beroeps|bedrijfs|wettelijke\s+)?aansprakelijkheidsverzekering)\b.{0,100}?\b(?:at least|a minimum of|minimum of|not less than|minstens|ten minste|minimaal|must|shall|moet|dient)\b`,
        // The cover named as an amount, in a list of requirements ('Employer's liability
        // insurance of £10 million', 'een beroepsaansprakelijkheidsverzekering met een dekking van
        // € 2.500.000'): fourth probe set.
        String.raw`\b(?:(?:public|product|professional|employer['’]?s)\s+(?:liability|indemnity)\s+insurance|(?:beroeps|bedrijfs|wettelijke\s+)?aansprakelijkheidsverzekering)\s+(?:cover\s+)?(?:of|van|met een dekking van)\s+(?:at least\s+|minimaal\s+|ten minste\s+)?(?:€|£|\$|EUR|GBP|USD)`,
        String.raw`\b(?:(?:bid|tender|proposal)\s+(?:bond|security|guarantee)|bankgarantie|inschrijvingsgarantie|borgtocht)\b(?=.{0,200}\b(?:must|shall|moet|moeten|dient|dienen|vereist|required)\b)`,
        String.raw`\bmust (?:accompany|be enclosed with|be attached to) (?:each|the|every|your|a) ${BID}\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'suitability',
    /geschiktheidseis|geschiktheidscriteri|\b(?:is|be) a legal (?:entity|person) (?:registered|incorporated|established) in\b|\b(?:is|zijn) een rechtspersoon\b[^.]{0,40}\b(?:gevestigd|ingeschreven|opgericht)\b|suitability|selection criteri|selectiecriteri|knock-?out|\bKO[- ]criteri|minimumeis|minimum (qualification|requirement)s?|\bat least\b[^.]{0,30}\byears?(?: of)? (?:relevant |proven )?experience\b|\bten minste\b[^.]{0,30}\bjaar (?:relevante |aantoonbare )?(?:werk)?ervaring\b|\bingeschreven (?:in|bij) (?:het |de )?(?:handelsregister|beroepsregister|Kamer van Koophandel|KvK)\b|\bregistered (?:with|in|at|on) (?:the )?(?:Companies House|Chamber of Commerce|trade register|professional register)\b|\b(?:inschrijving|registratie) (?:in|bij) (?:het |de )?(?:handelsregister|beroepsregister|Kamer van Koophandel|KvK)\b|\bregistration (?:with|in|at|on) (?:the |a )?(?:relevant )?(?:Companies House|Chamber of Commerce|trade register|professional register|trade or professional register)\b/i,
  ],
  // Failure class: an obligation of the bidder phrased as a guarantee or an undertaking ('De
  // inschrijver garandeert dat …', 'The tenderer shall ensure that …') rather than as 'must'. The
  // bidder must be the subject: a contractor's or supplier's duty in a contract template, or what
  // the buyer or an application does, is no requirement of the bid.
  [
    'other',
    new RegExp(
      String.raw`(?:^|\n)\s*(?:(?:de|the)\s+)?${BIDDER}\s+(?:garandeert|waarborgt|zorgt\s+(?:er\s*voor|voor)|draagt\s+(?:er\s+)?zorg|(?:is|blijft)\s+(?:zelf\s+)?verantwoordelijk\s+voor|staat\s+er\s*voor\s+in|verplicht\s+zich|stemt\s+in\s+met|guarantees|warrants|(?:shall\s+|must\s+)?ensures?|(?:is|remains)\s+(?:solely\s+)?responsible\s+for|undertakes\s+to|(?:shall\s+)?agrees?\s+to)\b`,
      'i',
    ),
  ],
  // Fifth probe set: what is offered must meet a named standard ('The units comply with BS EN
  // 12345', 'De aangeboden koelkasten voldoen aan DIN 58345'): a requirement to check.
  [
    'other',
    /\b(?:voldoe[nt]|voldoet|comply|complies|conform|conforms|must meet|shall meet|meet the requirements of)\s+(?:aan\s+|with\s+|to\s+)?(?:(?:de|het|the)\s+)?(?:(?:norm|standard|eisen van|requirements of)\s+)?(?:DIN|NEN(?:-EN)?|EN|ISO|BS(?: EN)?|AS(?:\/NZS)?|IEC)[ -]?\d{3,5}\b/i,
  ],
  // Seventh probe set: the bidder must register on a platform or comply with a named policy
  // ('Suppliers must register on the Central Digital Platform', 'Suppliers are required to comply
  // with the Board's Language Standards', 'Inschrijvers moeten zich registreren in het
  // Leveranciersregister'): a requirement to check.
  [
    'other',
    /\b(?:suppliers?|bidders?|tenderers?|proposers?|respondents?|vendors?)\s+(?:must|shall|(?:are|is) required to)\s+(?:also\s+)?(?:register (?:on|with|in)|comply with)\b|\b(?:inschrijvers?|gegadigden?|leveranciers?)\s+(?:moet|moeten|dient|dienen)\s+(?:zich\s+)?(?:ook\s+)?(?:te\s+)?(?:registreren|voldoen aan (?:de|het) [\p{L}-]*(?:standaarden|beleid|code))\b/iu,
  ],
  // Eighth probe set: evidence and standing stated without 'must' (requirementEvidenceRules.ts).
  ...EVIDENCE_RULES,
  // Ninth probe set: eligibility and undertakings without 'must' (requirementWordingRules.ts).
  ...WORDING_RULES,
  // Tenth probe set: more consequences, signed forms, information and accounts.
  ...FURTHER_RULES,
  // Eleventh probe set: declarations by submitting, addenda acknowledged, exclusion situations.
  ...STATEMENT_RULES,
  // Fourteenth probe set: a score to reach, a form to sign, dated evidence, a qualified signature.
  ...SUBMISSION_FORM_RULES,
  // Fifteenth probe set: a security the bid is accompanied by, a pre-qualification, a registration.
  ...STANDING_RULES,
  // The studied probe sets: experience, similar services, one contract, a standard met.
  ...FIGURE_RULES,
];
