/**
 * What a date's label says the date is (deadlines.ts reads the labels): the kind of deadline it
 * names — questions, submission, opening, award, standstill, start, or 'other' when the label says
 * only that something is due — or nothing, when the date is one the buyer gives for its own steps
 * (publication, release, answers, presentations, versions) or for sending out the request itself.
 * Verification (verifyFacts.ts) asks the same questions of a fact's quote.
 */
import type { DeadlineKind } from '../../model/documentFacts';
import { namesNoDeadline } from './noDeadlineDates';

/**
 * Failure class: words near a date that name a step of the buyer (publication, release,
 * presentations, assessment). Not a deadline — unless the step is the award decision itself, which
 * the buyer issues and announces too (AWARD_DECISION). The closing of a competitive dialogue
 * ('Sluiting dialoog', 'Dialogue closed') is the buyer's step too (sixth probe set), and so is
 * the day it advertised the tender ('Advertised on <portal>:', 'Tender advertised', 'Geadverteerd
 * op'), whose portal's name ('Tenders …') read as the submission: twelfth probe set's study.
 * The documents made available for download ('Bid document download start date', 'Sale of
 * tender documents', 'Downloaden van de aanbestedingsstukken'): the buyer's step, read as the
 * submission for its 'Bid' (thirteenth probe set's study).
 */
const BUYER_STEP =
  /\b(?:sluiting|afsluiting) (?:van )?(?:de )?dialoog|\bdialoog(?:fase)? (?:gesloten|afgesloten)|\b(?:clos\w*|end) (?:of )?(?:the )?dialogue|\bdialogue (?:phase )?(?:closed|closes|ends)|release of|released|publicatie|gepubliceerd|publication|bekendmaking|presentatie|presentation|interview|assessment|beoordeling|evaluation|kick-?off|issued|\badverti[sz](?:ed|ement)\b|\bgeadverteerd\b|\badvertentie\b|\b(?:documents?|tender|bid|rfp|rft|itt) download\b|\bdownload (?:start|end|period|window|opens|closes)\b|\bdownloaden van (?:de )?(?:aanbestedings|inschrijvings|opdracht)?(?:stukken|documenten)\b|\b(?:sale|availability) of (?:the )?(?:bid|tender|rfp|procurement) documents?\b/i;
/**
 * The award decision named in other words (failure class: 'Notification of intention to award',
 * 'Voorlopige gunningsbeslissing', 'Bekendmaking voorgenomen gunning'): the award date, even
 * beside a word of the buyer's steps ('Assessment summaries issued (intention to award)'); the
 * winner told ('Successful Respondent(s) notified', 'Winnende inschrijver geïnformeerd',
 * 'Bekendmaking uitslag': failure class seen on the sixth probe set); the bidders told in a
 * sentence ('Council expects to notify all tenderers of the outcome on', 'we informeren alle
 * inschrijvers op … over de uitslag': ninth probe set's study); the outcome sent to the bidders
 * ('Assessment summaries issued to tenderers', 'Outcome letters', 'Regret letters', 'Letter of
 * award', 'Afwijzingsbrieven', 'Uitslagbrief') and the preferred bidder notified as a noun
 * ('Notification of preferred Proponent(s)', 'Kennisgeving aan de winnende inschrijver'): tenth
 * probe set's study. The result named by what it is the result of ('Notification of tender
 * result', 'Kennisgeving aanbestedingsuitslag'): sixteenth probe set's study, read as the
 * submission for its 'tender'. The notice named for what it announces ('Notice for Selection and
 * Award issued', 'Notice of Award'): nineteenth probe set's study, dropped for its 'issued'.
 */
export const AWARD_DECISION =
  /\bnotices? (?:for|of) (?:the )?(?:selection and )?award\b|\bintent(?:ion)? to award|\bnotice of intent|\bnotif\w* of (?:the )?(?:intended |proposed |provisional |contract )?award|\baward (?:decisions?|notices?|notifications?|letters?)\b|\bdecision to award|\bnotice of award|\b(?:provisional|proposed|intended|preliminary) (?:contract )?award|\b(?:successful|preferred|winning|unsuccessful) (?:respondent|tenderer|bidder|supplier|proposer|proponent|provider|contractor)s?(?:\(s\))? (?:notified|informed|advised|told)\b|\bnotif\w* of (?:the )?(?:tender |bid |procurement |evaluation )?(?:outcome|result)s?\b|\b(?:notify|notified|inform|informed|advise|advised|tell|told)\b[^.;]{0,40}?\b(?:of|about) (?:the )?(?:outcome|results?|award decision|decision to award)\b|\b(?:informeren|ge[iï]nformeerd|berichten|bericht|inlichten|ingelicht)\b[^.;]{0,40}?\bover (?:de |het )?(?:uitslag|gunning|gunningsbeslissing|resultaat|uitkomst)\b|\b(?:winnende|beste) (?:inschrijver|gegadigde)s? (?:geïnformeerd|ge[iï]nformeerd|bericht|bekendgemaakt)|\b(?:bekendmaking|mededeling|kennisgeving) (?:van )?(?:de )?(?:aanbestedings|inschrijvings)?(?:uitslag|winnaar)\b|\bassessment summar(?:y|ies)\b|\b(?:outcome|regret|unsuccessful) letters?\b|\bletters? of (?:award|acceptance|regret)\b|\bnotif\w* (?:of|to) (?:the )?(?:successful|preferred|winning) (?:respondent|tenderer|bidder|supplier|proposer|proponent|provider|contractor)s?\b|\b(?:afwijzings|uitslag)brie(?:f|ven)\b|\b(?:kennisgeving|bericht|mededeling) aan (?:de )?(?:winnende|beste) (?:inschrijver|gegadigde)s?\b|gunningsbeslissing|gunningsvoornemen|gunningsbericht|gunningsbrief|gunningsmededeling|voorgenomen gunning|voornemen (?:tot|van) gunning|\b(?:voorlopige|definitieve) gunning|\b(?:mededeling|bekendmaking|bericht|kennisgeving) (?:van )?(?:de )?(?:voorgenomen |voorlopige |definitieve )?gunning/i;
/**
 * The award decided by the buyer's governing body, named by its meeting, report or resolution
 * ('Report to Ordinary Council Meeting', 'Recommendation to the Board', 'Council resolution',
 * 'Cabinet approval', 'Besluit college van B&W', 'Besluitvorming Raad van Bestuur', 'Goedkeuring
 * directie', 'Collegebesluit'): in a tender's timetable the day the contract is awarded (failure
 * class seen on the ninth probe set, a shire council's timetable). The body named with its place
 * ('Recommendation to City Council', 'Report to the County Board', 'Voorstel aan de gemeenteraad',
 * 'Raadsvoorstel'): fifteenth probe set's study, a US city's award row read as no deadline.
 */
const BODY_DECIDES =
  /\b(?:report|recommendation)s? to (?:the )?(?:(?:ordinary|full|general|extraordinary|executive|special|monthly) )?(?:(?:city|town|county|borough|village|district|shire|municipal|regional|parish) )?(?:council|board|cabinet|committee)\b|\b(?:voorstel|advies) aan (?:de |het )?(?:gemeenteraad|raad|college(?: van (?:b&w|b en w|burgemeester en wethouders))?|raad van bestuur|(?:dagelijks |algemeen )?bestuur|provinciale staten|gedeputeerde staten)\b|\braadsvoorstel\b|\b(?:council|board|cabinet|committee) (?:meeting|resolution|decision|approval)\b|\b(?:approval|decision|resolution) (?:by|of) (?:the )?(?:(?:full|executive) )?(?:council|board|cabinet)\b|\b(?:besluit(?:vorming)?|goedkeuring|instemming|akkoord) (?:door |van )?(?:het |de )?(?:college(?: van (?:b&w|b en w|burgemeester en wethouders))?|raad van bestuur|directie|(?:dagelijks |algemeen )?bestuur|gemeenteraad|raad)\b|\b(?:collegebesluit|bestuursbesluit|directiebesluit|raadsbesluit|raadsvergadering|collegevergadering|bestuursvergadering)\b/i;
/** The standstill period ending, not beginning: its end is the standstill date. */
const STANDSTILL_ENDS =
  /\b(?:ends?|end of|expir\w*|closes?)\b|\beinde\b|\beindigt|\bafloop|\bverstrijk|\bverstreken/i;

/**
 * The request itself as the buyer sends it out: the invitation, the request for tenders, the
 * tender documents, the notice, and later its answers (the Nota van Inlichtingen, an addendum)
 * (failure class: 'Verzending offerteaanvraag', 'Issue of ITT').
 */
const REQUEST =
  /offerteaanvraag|aanvraag (?:tot|voor|om) (?:een )?(?:offerte|inschrijving)|uitnodiging(?: tot (?:inschrijving|(?:het )?(?:indienen|inschrijven)(?: van een (?:offerte|inschrijving))?))?|aanbestedingsdocument(?:en|atie)?|aanbestedingsstukken|\w*leidraad|\bbestek\b|aankondiging|\bRF[PQIT]s?\b|\bIT[TBNQ]s?\b|\binvitation to (?:tender|bid|quote|submit(?: a)? (?:tenders?|bids?|proposals?|quotations?))|\brequest for (?:proposals?|quotations?|quotes?|tenders?|information)|\btender (?:documents?|documentation|pack(?:age)?)|\bprocurement documents?|\bcontract notice|\btender notice|\bsolicitation|nota van inlichtingen|\baddend(?:um|a)\b/i;
/** Sending, issuing, publishing or releasing what a label names (with REQUEST: the buyer's act). */
const SENDS =
  /verzend\w*|verzonden|publiceren|versturen|verstuurd|toezending|toegezonden|uitgifte|beschikbaarstelling|beschikbaar gesteld|\bsent\b|\bsending\b|\bsend out\b|\bdispatch\w*|\bissue of\b|\bissuing\b|\blaunch\w*|\bpublish\w*|\bmade available|\bavailable\b/i;
/**
 * A day counted from the sending ('uiterlijk de tiende werkdag na verzending van deze uitnodiging
 * (vrijdag 16 april 2027)', 'within ten working days of the issue of this RFQ (…)'): the date is
 * where the count ends, the bidder's, not the day the request is sent (twentieth probe set's
 * study, a submission deadline dropped for its 'verzending … uitnodiging').
 */
const COUNTED_FROM_SENDING =
  /\b(?:werk|kalender|business |working |calendar )?(?:dag|dagen|days?|weken|weeks?)\s+(?:na|vanaf|after|following|from|of)\s+(?:(?:de|het|the|this|deze)\s+)?(?:verzend\w*|verzonden|toezending|uitgifte|publicatie|issue|issuing|publication|dispatch\w*|sending|release)\b/i;
/** Acts only the buyer does with its request: issuing, publishing, releasing it. */
const BUYER_ONLY_SENDS =
  /\bissu(?:e|es|ing)\b|\bpublish\w*|\bpublicer\w*|\bpublicatie\b|\breleas\w*|\buitgifte\b|\buitgeven\b/i;

/**
 * The bidder's questions, also asked for as 'additional information' ('Deadline for requesting
 * additional information', 'verzoeken om aanvullende informatie': failure class seen on the
 * fourth probe set, an EU agency's wording). Also the requests the buyer will answer when received
 * by a date ('The Purchaser will respond to any request received no later than', 'verzoeken
 * ontvangen vóór'): seventeenth probe set's study, read as an 'other' date.
 */
const QUESTIONS =
  /\brequests?(?: for clarifications?)? (?:received|submitted)\b|\bverzoeken(?: om verduidelijking)? (?:ontvangen|ingediend)\b|vragen|\bvraag|questions?|\bquer(?:y|ies)\b|\benquir(?:y|ies)\b|nota van inlichtingen|inlichtingen|clarifications?|verduidelijking|\b(?:requesting|requests? for|to request|ask(?:ing)? for) (?:additional|further|supplementary) information\b|\b(?:additional|further) information requests?\b|aanvullende (?:informatie|inlichtingen)/i;
/**
 * The opening, also said with its verb in the passive ('Tenders will be opened at 2 pm', 'Bids are
 * opened publicly on', 'De inschrijvingen worden geopend op': failure class seen on the ninth
 * probe set, an addendum moving the opening in a sentence); with its date after it, 'Technical
 * Proposals opened on 18 May' (twelfth probe set's study: read as the submission).
 */
const OPENING =
  /\bopening\b|\bopenen\b|opening van de inschrijvingen|bid opening|tender opening|\b(?:will|shall|to|must) be (?:publicly )?opened\b|\b(?:are|is|being) (?:publicly )?opened\b|\b(?:worden|wordt|zullen worden) (?:\w+ )?geopend\b|\bgeopend (?:op|om|worden)\b|\bopened (?:on|at)\b/i;
/**
 * Also the period in which a bidder may object to the award decision, as buyers outside the EU
 * directives name it ('Einde bezwaartermijn', 'End of the objection period', 'challenge period
 * ends'): twelfth probe set's study.
 */
const STANDSTILL =
  /standstill|stand-still|opschortende termijn|alcatel|bezwaartermijn|\b(?:objection|challenge) period\b/i;
/**
 * A later round's offer in a negotiated procedure, 'Indienen BAFO', 'Best and final offers due',
 * 'beste en definitieve offerte': a date to note ('other'), not the tender's own submission
 * (twelfth probe set's study). A competitive dialogue's 'final tenders' are its submission.
 */
const LATER_ROUND =
  /\bBAFOs?\b|\bbest and final offers?\b|\bbeste en (?:definitieve|finale) (?:offerte|bieding|aanbieding)s?\b/i;
/**
 * The award, not the selection decision of a two-phase procedure ('Selectiebeslissing': who may
 * tender, failure class seen on the third probe set); also the contractor appointed, as a
 * timetable names the award ('Anticipated appointment of service provider', 'Aanstelling van de
 * opdrachtnemer': thirteenth probe set's study). Key staff appointed are no award.
 */
const AWARD =
  /gunning|gunnen|\bgegund\b|\baward|selection announcement|notice of intent|intention to award|opdrachtverlening|\bappointment of (?:the )?(?:successful |preferred |winning )?(?:service providers?|contractors?|consultants?|bidders?|tenderers?|suppliers?)\b|\b(?:aanstelling|benoeming) van (?:de )?(?:winnende |gekozen )?(?:opdrachtnemer|dienstverlener|aannemer|leverancier|inschrijver)\b/i;
/**
 * The start, also said with its verb ('De opdracht vangt aan op', 'gaat in op', 'The contract will
 * commence on', 'Services start on': failure class seen on the fourth probe set). Also the order
 * to begin the work, a US works contract's 'Notice to Proceed', 'opdracht tot aanvang' or
 * 'startopdracht' (fifteenth probe set's study: a schedule's start row read as no deadline).
 */
const START =
  /\bnotice to proceed\b|\bstartopdracht\b|\bstart\b|startdatum|aanvang|ingangsdatum|\bingang (?:van )?(?:de |het )?(?:raam)?(?:overeenkomst|opdracht|contract|dienstverlening)\b|\bingaande\b|\b(?:contract|agreement|framework|services?) (?:effective|in force)\b|\beffective (?:date )?of (?:the )?(?:contract|agreement|framework)\b|commencement|contract start|go-live|ingebruikname|\b(?:vangt|vangen) aan\b|\b(?:gaat|gaan) in (?:op|per)\b|\b(?:commences?|starts|begins?) (?:on|from)\b|\bwill (?:commence|start|begin)\b|\bbegint (?:op|per)\b|\b(?:starten|beginnen) (?:op|per|vanaf)\b/i;
/**
 * A phase named by the award ('Sluiting inschrijvingen gunningsfase', 'Tender deadline (award
 * stage)'): where in a two-phase procedure the step happens, not the award (twenty-first probe
 * set's study, a selectieleidraad's tender closing read as the award). Set aside before AWARD.
 */
const AWARD_PHASE = /\bgunningsfase\b|\baward (?:stage|phase)\b/gi;
const AWARD_THEN_START = /\b(?:en|and|&)\s+(?:de\s+|the\s+)?(?:start|aanvang|commencement)\b/i;
/**
 * The bidders' deadline, also named as the tender's letting: a RAW bestek's 'De aanbesteding
 * vindt plaats op', 'datum van aanbesteding', 'Aanbesteding: dinsdag …' (the moment tenders are
 * due), a US 'Bid letting date' (tenth probe set's study). Also the closing named alone as a
 * change states it, old or new ('The previous closing of 18 May … no longer applies', 'new
 * closing:', 'de oorspronkelijke sluiting van', 'Closing: 4 June', 'The closing is extended to';
 * not 'Closing of the dialogue', the buyer's step): fourteenth probe set's
 * study, where the old closing was an 'other' date beside the tender's submission.
 */
const SUBMISSION =
  /\b(?:previous|original|old|earlier|new|revised|amended|extended|current)\s+closing\b|\b(?:vorige|oorspronkelijke|oude|eerdere|nieuwe|gewijzigde|verlengde|huidige)\s+sluiting\b|^\W*(?:the\s+|de\s+)?(?:closing|sluiting)\s*(?:$|[:|–(-]|(?:is|was|will|shall|has|wordt|werd|moves?|on|op|at|om)\b)|\b(?:datum|tijdstip|dag|moment|uur) van (?:de )?aanbesteding\b|\baanbesteding (?:\w+ ){0,2}plaats\b|\baanbestedingsdatum\b|^\s*aanbesteding\s*[:(]?\s*(?:op\s+)?(?:maandag|dinsdag|woensdag|donderdag|vrijdag)?\s*$|\b(?:bid|project) letting\b|\bletting date\b|inschrijving|inschrijven|inschrijf|indienen|indiening|\bingediend\b|\b(?:v[óo]{1,2}r|before|prior to) (?:de |the )?(?:sluiting|closing)\b|offerte|aanbieding|submission|submitted|\btenders?\b(?! documents?)|\bbids?\b|response|proposals?|quotes?|tenders? (?:deadline|due)|closing date|closing time|\brequests? (?:to participate|for participation)|\bverzoek(?:en)? tot deelneming\b|\bdeelnemingsverzoek\w*|sluitingsdatum|sluitingstermijn|uiterste (?:datum|termijn) van ontvangst/i;
/**
 * A meeting the bidder may attend (failure class: 'Pre-bid conference' read as the bid's deadline
 * for its 'bid'): a date to note, never a submission, opening or award date. Also a briefing
 * named by the tender and a visit to the site in other words ('Tender briefing and site
 * show-round (compulsory)', 'site inspection', 'walk-through', 'rondleiding op locatie',
 * 'bezoek ter plaatse': fourteenth probe set's study, read as the submission for its 'Tender').
 */
const MEETING =
  /\bpre-?(?:bid|proposal|tender|offer|submission)\s+(?:conference|meeting|briefing)|\b(?:tender|bid|bidders?|tenderers?|project) (?:briefing|information session)s?\b|\bsite (?:show-?rounds?|inspections?|tours?|walks?|walk-?(?:through|round)s?)\b|\bwalk-?(?:through|round)s?\b|\bshow-?rounds?\b|\brondleiding\b|\bbezoek (?:ter plaatse|aan (?:de |het )?(?:locatie|terrein|site|bouwplaats))\b|\binformatiesessie\b|\bkijkdag\b|\bclarification (?:meetings?|interviews?|sessions?|discussions?)\b|\bverduidelijkingsgesprek(?:ken)?\b|\b(?:gesprekken|sessies?) ter verduidelijking\b|\bsite (?:visit|meeting)|\b(?:bidders?|suppliers?|tenderers?)'? (?:conference|briefing|day)|\binformation (?:session|meeting|day)|plaatsbezoek|locatiebezoek|\bschouw\b|bezichtiging|informatiebijeenkomst|inlichtingenbijeenkomst|marktconsultatie/i;
/**
 * The tenders' deadline and their opening named as one step ('Uiterste datum voor ontvangst van de
 * offertes en opening', 'Closing and opening of tenders', 'Indiening en opening van de
 * inschrijvingen'): read as the opening, the deadline of that row is the submission too
 * (fourteenth probe set's study, a Belgian bestek's kalender). Also the due date named so, and
 * the opening with a word or two before it ('Bid due date and public bid opening', 'The bid due
 * date and public bid opening are postponed', 'Sluitingstermijn en digitale opening'): fifteenth
 * probe set's study, a US city's schedule and addendum giving the opening alone.
 */
export const DEADLINE_AND_OPENING =
  /\b(?:ontvangst|indiening|indienen|sluiting\w*|submission|receipt|closing|deadline|due(?: date| time)?)\b[^|.;]{0,60}?\s(?:en|and|&)\s+(?:de\s+|the\s+)?(?:[A-Za-zÀ-ÿ-]+\s+){0,2}?(?:opening|openen)\b/i;
export const DUE =
  /\bdue\b|deadline|uiterlijk|uiterste|\b(?:last|final|latest) (?:date|day|time)\b|laatste (?:dag|datum)|no later than|not later than|closing|sluiting|expiration|expires|vervalt/i;

/**
 * The buyer's answers or changes as a document: the Nota van Inlichtingen, an addendum, a Q&A
 * bulletin; also a clarification notice, a corrigendum, a rectification (Rechtzettingsbericht),
 * an erratum, whose own date ('Tender Clarification Notice 2' / 'Date: 29 April 2027') is the
 * day the buyer issues it (failure class seen on the eighth probe set).
 */
const ANSWERS_DOCUMENT =
  /\b(?:\d+(?:e|ste|de)?\s+)?nota(?:'s)? van inlichtingen\b|\baddend(?:um|a)\b|\bclarification (?:bulletin|log|responses?|notices?)\b|\bcorrigend(?:um|a)\b|\brectification (?:notices?|notes?)\b|\brechtzettingsbericht(?:en)?\b|\berrat(?:um|a)\b/gi;
/** What the bidder does about the answers: asks, submits, by a due time. */
const BIDDER_ASKS =
  /vragen|\bvraag|questions?|\bquer(?:y|ies)\b|\benquir(?:y|ies)\b|stellen|indienen|submit|\bsend\b|inzenden/i;

// Built once, not per label (issue 17): ANSWERS_DOCUMENT without its global flag, REQUEST with.
const ANSWERS_DOCUMENT_ONCE = new RegExp(ANSWERS_DOCUMENT.source, 'i');
const REQUEST_ALL = new RegExp(REQUEST.source, 'gi');

/**
 * A schedule row that names only the answers document ('Nota van Inlichtingen selectiefase',
 * 'Addendum 2'): the day the buyer publishes it, not a deadline for the bidder (failure class
 * seen on the third probe set). 'Vragen voor de Nota van Inlichtingen' or 'Uiterste datum Nota
 * van Inlichtingen' still name the bidder's questions.
 */
function namesOnlyTheAnswers(words: string, due: boolean): boolean {
  if (due || !ANSWERS_DOCUMENT_ONCE.test(words)) return false;
  return !BIDDER_ASKS.test(words.replace(ANSWERS_DOCUMENT, ' '));
}

/**
 * Whether a label names the buyer sending out, issuing or publishing its request, with nothing
 * the bidder submits or asks left once the request's own name is set aside ('Verzending
 * offerteaanvraag', 'Invitation to tender issued'; but 'Verzending inschrijving' is the bidder's
 * submission, and 'Verzenden vragen voor de nota van inlichtingen' its questions).
 */
export function sendsTheRequest(label: string): boolean {
  if (!SENDS.test(label) || !REQUEST.test(label)) return false;
  if (COUNTED_FROM_SENDING.test(label)) return false;
  const rest = label.replace(REQUEST_ALL, ' ');
  // A due word binds the bidder ('Deadline for sending the completed tender documents') — not
  // beside a verb only the buyer does ('Last day for issuing addenda', 'Uiterste datum publicatie
  // nota van inlichtingen'): failure class, the buyer's own last date read as the bidder's.
  const due = DUE.test(rest) && !BUYER_ONLY_SENDS.test(label);
  return !SUBMISSION.test(rest) && !QUESTIONS.test(rest) && !due;
}

/**
 * A label's e-mail and web addresses set aside: their words name a mailbox or a site, no step
 * ('by e-mail to tender@board.example and must reach the Board by', 'via www.tenders.example':
 * sixteenth probe set's study, an enquiries deadline read as the submission for its 'tender@').
 * Cheap: only a label with '@' or a web address's mark is rewritten.
 */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)[^\s,;)]+/gi;
const withoutAddresses = (label: string) =>
  label.includes('@') || label.includes('www.') || label.includes('://')
    ? label.replace(ADDRESS, ' ')
    : label;

/**
 * The kind a label names, with how sure that reading is; null when it names no deadline. `whole`
 * is the label's full text (a long sentence names what happens far before the date).
 */
export function kindOf(
  label: string,
  wholeLabel = label,
): { kind: DeadlineKind; confidence: number } | null {
  const words = withoutAddresses(label);
  const whole = wholeLabel === label ? words : withoutAddresses(wholeLabel);
  const due = DUE.test(words);
  // 'Answers will be given ..., no later than 24 June': the due words belong to what the buyer
  // does, which is not the bidder's deadline.
  if (namesNoDeadline(words, whole) || sendsTheRequest(words)) return null;
  const decision = AWARD_DECISION.test(words);
  // The governing body's decision counts only when no step of the buyer's own is named beside it
  // ('Evaluation committee meeting' is the assessment, not the award).
  if (BUYER_STEP.test(whole) && !decision) return null;
  const bodyDecides = BODY_DECIDES.test(words);
  const sure = due ? 0.95 : 0.85;
  if (MEETING.test(words) || LATER_ROUND.test(words)) return { kind: 'other', confidence: 0.7 };
  if (namesOnlyTheAnswers(words, due)) return null;
  // Questions first: 'deadline for questions about the submission' is a questions deadline.
  if (QUESTIONS.test(words)) return { kind: 'questions', confidence: sure };
  // 'Intention to award; standstill begins' is the award date; 'standstill ends' is standstill.
  if (STANDSTILL.test(words) && (!decision || STANDSTILL_ENDS.test(words))) {
    return { kind: 'standstill', confidence: sure };
  }
  if (OPENING.test(words)) return { kind: 'opening', confidence: sure };
  // The contract awarded and the work starting on one date ('Verwachte opdrachtverlening en
  // start ontwerpfase', 'Contract award and start of services'): the start, the award decision
  // being a step of its own (failure class seen on the seventh probe set).
  const awardWords = words.replace(AWARD_PHASE, ' ');
  if (!decision && AWARD.test(awardWords) && AWARD_THEN_START.test(words)) {
    return { kind: 'start', confidence: 0.8 };
  }
  if (decision || bodyDecides || AWARD.test(awardWords)) {
    return { kind: 'award', confidence: sure };
  }
  if (SUBMISSION.test(words)) return { kind: 'submission', confidence: sure };
  if (START.test(words)) return { kind: 'start', confidence: 0.8 };
  return due ? { kind: 'other', confidence: 0.7 } : null;
}
