/**
 * How the tender is run: how the bid is submitted and in which language, Dutch and English (its
 * procedure: procedure.ts; its lots: lots.ts). Each is read where the document names it in so many words;
 * nothing is inferred from the absence of a word.
 */
import type { Fact } from '../../model/documentFacts';
import { SENTENCE_END, type Segment } from './reading';
import { isQuestion, quoteOf } from './text';

export { extractLots } from './lots';
export { extractProcedure } from './procedure';

/**
 * A submission channel: e-procurement platforms by name, or e-mail, post or hand delivery. The verb
 * may be Dutch 'inschrijven' split in two ('Je schrijft in via Mercell') or 'lodge' (seventh
 * probe set: a platform only mentioned on the cover was taken instead).
 */
const METHOD =
  /\b(?:ingediend|indienen|in te dienen|inschrijven|(?:schrijft|schrijf|schrijven)\s+(?:(?:je|u|jij|zij|ze|hij|de inschrijver)\s+)?in|submitted|submit|lodged|lodge|accepted|delivered|ingeleverd|aanleveren|uploaden|upload|dient|dienen|(?<=\b(?:inschrijving(?:en)?|offertes?|indiening|aanbieding(?:en)?)\b[^.]{0,30})(?:verloopt|verlopen))\b[^.]{0,60}?\b(?:via|through|by|per|in|op)\s+(?:de |het |the )?(?:(?:digitale |elektronische |e-?tendering )?(?:aanbestedingsplatform|inkoopplatform|platform|portaal|portal)\s+)?(TenderNed|Negometrix|Mercell|CTM|S2C|Tenderned|DAS|eBuy|GSA eBuy|Cal eProcure|e-?mail|email|post|aangetekende post|registered mail|hand delivery)\b/i;
/** A known platform mentioned without a submission verb: read only when no sentence says more. */
const MENTIONED =
  /\b(?:via|through) (?:the |de |het )?(?:(?:aanbestedingsplatform|inkoopplatform|platform|portal) )?(TenderNed|Negometrix|Mercell|GSA eBuy|eBuy|Cal eProcure)\b/i;
/**
 * A portal named by the document rather than a platform known by name (failure class: an
 * unfamiliar portal, seen on the held-out probe tenders): 'through the e-tendering portal,
 * Proactis', 'via the Authority's Jaggaer portal', 'via het inkoopplatform Mercell', 'through the
 * PCS-Tender system' (fourth probe set). The name is
 * one or two capitalised words; a generic word ('the Procurement portal') is no name.
 */
const GENERIC = String.raw`(?!(?:Procurement|Tender|Tendering|Tenders|Supplier|Suppliers|Online|Electronic|Council|City|County|State|Bid|Bids|Bidding|E-?procurement|E-?tendering|Sourcing|Purchasing|Vendor|Vendors|Contract|Contracts|Inkoop|Aanbestedings?)\b)`;
// Also an 'e-' name ('platform e-Tendering (https://…)', not its address) or a generic word with
// a region's code ('the Tenders WA website'): twelfth probe set's study.
const PORTAL_NAME = String.raw`((?:${GENERIC}(?:[A-Z]|e-[A-Z])[\w-]+|(?:Tenders?|eTenders?|Procurement) [A-Z]{2,4}\b)(?: ${GENERIC}(?:[A-Z]|e-?[A-Z])[\w-]+)?)`;
const NAMED_PORTAL = new RegExp(
  String.raw`\b(?:ingediend|indienen|in te dienen|inschrijven|submitted|submit|lodged|lodge|dient|dienen|uploaden|uploaded|upload|geüpload|geupload)\b[^.]{0,60}?\b(?:via|through|on|in|op|to|naar)\s+(?:(?:the|de|het)\s+)?(?:[A-Z][\w]*['’]s\s+)?(?:(?:e-?tendering|e-?procurement|electronic|online|elektronische|digitale)\s+)?(?:(?:(?:portal|platform|system|systeem|inkoopplatform|aanbestedingsplatform|portaal)\s*,?\s+${PORTAL_NAME})|(?:${PORTAL_NAME}\s+(?:(?:e-?tendering|e-?procurement|electronic|tender|inkoop)\s+){0,2}(?:portal|platform|portaal|system|systeem|box|postbox|post box|postbus|brievenbus|website|lodgement facility)\b))`,
);
/**
 * A network or portal named in capitalised words of its own, with its abbreviation ('through the
 * New Brunswick Opportunities Network (NBON)', 'via the Public Contracts Scotland Portal', 'lodged
 * on the Buy for Tasmania Tenders portal': the name before a lower-case 'portal'): failure
 * class seen on the third probe set. Words that name no one ('the Electronic Tender Portal') are no
 * name (GENERIC_WORDS). Fourteenth probe set: an 'e-' word inside the name, and the system's own
 * name in brackets after a generic one ('the County e-Procurement Portal (IFMIS Supplier Portal)').
 * Fifteenth probe set: a 'System' named so ('via the Rocky Mountain E-Purchasing System (www.…)'),
 * which its web address after it only stood in for.
 */
const NETWORK_NAMED =
  /\b(?:ingediend|indienen|in te dienen|submitted|submit|lodged|lodge|uploaded|upload|uploaden|geüpload|geupload)\b[^.]{0,40}?\b(?:via|through|on|to|op|naar)\s+(?:the |de |het )?((?:(?:[A-Z]|e-[A-Z])[\w-]+ (?:(?:and|of|for|en|van|voor) )?){1,5}(?:Network|Portal|Platform|Exchange|Marketplace|Portaal|System)(?: \([A-Z][\w-]*(?: [A-Z][\w-]*){0,3}\))?|(?:[A-Z][\w-]+ (?:(?:and|of|for|en|van|voor) )?){0,4}(?!Tenders?\b)[A-Z][\w-]+(?= (?:Tenders? |e-?[Tt]endering )?(?:portal|platform|portaal)\b))/;
const GENERIC_WORDS =
  /^(?:Procurement|Tender|Tendering|Tenders|Supplier|Suppliers|Online|Electronic|Council|City|County|State|Bid|Bids|Bidding|E-?procurement|E-?tendering|Sourcing|Purchasing|Vendor|Vendors|Contract|Contracts|Inkoop|Aanbestedings?|Network|Portal|Platform|Exchange|Marketplace|Portaal|System|Management|Opportunities|Public|National|Government|E-?[Pp]urchasing|E-?[Ss]ourcing)$/;
/** A word in a system's name that makes it one for bids ('E-Purchasing', 'eTender', 'Inkoop'). */
const TAKES_BIDS = /Purchasing|Procurement|Tender|Bid|Sourcing|Supplier|Inkoop|Aanbesteding/;
const networkNamed = (text: string): RegExpExecArray | null => {
  const m = NETWORK_NAMED.exec(text);
  // The name in brackets counts too ('the County e-Procurement Portal (IFMIS Supplier Portal)').
  const words = m?.[1]!.replace(/[()]/g, '').split(' ') ?? [];
  // A 'System' is a portal only when its name says it takes bids ('Accounts Payable System' is
  // not: review of 28 Nov).
  const system = / System\b/.test(m?.[1]!.replace(/\s*\(.*$/, '') ?? '');
  if (system && !TAKES_BIDS.test(m![1]!)) return null;
  return m && words.some((w) => /^[A-Z]/.test(w) && !GENERIC_WORDS.test(w)) ? m : null;
};
/**
 * A method named in a sentence that refuses it ('Tenders submitted by email, post or by any other
 * means will not be considered', 'Inschrijvingen per e-mail worden niet geaccepteerd') is the one
 * way not to submit: failure class seen on the third probe set.
 */
const REFUSED =
  /\bwill not be (?:considered|accepted|evaluated|opened)|\b(?:will|shall|do|does) not accept\b|\b(?:nemen|neemt) (?:wij |we )?(?:geen|niet)\b[^.]{0,60}\b(?:aan|in behandeling)\b|\b(?:accepteren|aanvaarden) (?:wij |we )?(?:geen|niet)\b|\b(?:will|shall) be rejected|\bare not (?:accepted|permitted|allowed)|\bis not (?:accepted|permitted|allowed)|\bniet (?:geaccepteerd|toegestaan|aanvaard|in behandeling genomen)|\bworden (?:terzijde gelegd|uitgesloten)/i;
/**
 * A system named like a product right after 'submitted via/through' ('through BuyNet',
 * 'via e-Procura', 'via eTendering'): a capital inside the word or an 'e-' before it marks the
 * name (failure class seen on the second probe set: platforms unknown by name, no 'portal' word).
 */
const PRODUCT_NAMED = new RegExp(
  String.raw`\b(?:ingediend|indienen|in te dienen|inschrijven|submitted|submit|dient|dienen|uploaden|uploaded|upload)\b[^.]{0,40}?\b(?:via|through)\s+(?:(?:the|de|het)\s+)?((?:e-?[A-Z][a-z]+[A-Za-z]*)|(?:[A-Z][a-z]+[A-Z][A-Za-z]+))\b`,
);
/**
 * A platform given only by its web address ('submitted electronically via the electronic tender
 * box on www.etenders.gov.ie', 'in te dienen via https://www.example.be'): failure class, a
 * platform named by no word of its own. The host is the value, as the document writes it; a
 * "check this", since a sentence can name an address for something else.
 */
const WEB_ADDRESS =
  /\b(?:ingediend|indienen|in te dienen|inschrijven|submitted|submit|uploaded|upload|uploaden)\b[^.]{0,80}?\b(?:via|through|on|at|op)\b[^.]{0,60}?(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,6})\b/i;
/**
 * A platform named by its acronym alone, right after the verb ('Proposals must be submitted
 * electronically on GETS', 'in te dienen via CTM'): sixth probe set. A file format, a medium or a
 * currency is no platform. For the user to check.
 */
const ACRONYM_PLATFORM =
  /\b(?:submitted|submit|lodged|lodge|uploaded|upload|ingediend|indienen|in te dienen)(?:\s+(?:electronically|online|elektronisch|digitaal))?\s+(?:via|through|on|op)\s+(?:the\s+|de\s+|het\s+)?(?!(?:USB|PDF|CD|DVD|DOCX|XLSX|ZIP|EUR|GBP|USD|NZD|AUD|CAD)\b)([A-Z]{3,8})\b(?!\s*(?:\d|format|file|stick|drive|bestand|formaat))/;
/**
 * A platform named after 'uploaded to' ('Tenders must be uploaded to Bluelight In-Tend', 'upload
 * your response to Delta eSourcing', 'wordt geüpload naar Negometrix'): eighth probe set. Upload
 * goes to a system, so one to three capitalised words there name it, unless they are generic or
 * a date. For the user to check.
 */
/** After a proper first word, 'Bid' may be part of the name ('BC Bid'), 'Tender portal' is not. */
const INNER_GENERIC = String.raw`(?!(?:Tender|Tenders|Tendering|Portal|Platform|Online|Electronic)\b)`;
const UPLOADED_TO = new RegExp(
  String.raw`\b(?:uploaded|upload|uploading|uploaden|geüpload|geupload|opgeladen|opladen)\s+(?:(?:your|the|their|its|je|uw)\s+[\p{L}-]+\s+)?(?:to|onto|naar|in|on|op)\s+(?:the\s+|de\s+|het\s+)?${GENERIC}(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)([A-Z][\p{L}\d]*(?:-[A-Z][\p{L}\d]*)?(?:\s+${INNER_GENERIC}(?:[A-Z]|e[A-Z])[\p{L}\d]*(?:-[A-Z][\p{L}\d]*)?){0,2})(?=\s*(?:[.,;:()]|$)|\s+(?:by|before|no later|uiterlijk|vóór|voor|platform|portal)\b)`,
  'u',
);

/** Tenth probe set: 'submitted electronically through BC Bid before …', 'ingediend via X vóór …'. */
const SUBMITTED_THROUGH = new RegExp(
  String.raw`\b(?:submitted|lodged|ingediend|in te dienen)(?:\s+(?:electronically|online|elektronisch|digitaal))?\s+(?:through|via)\s+(?:the\s+|de\s+|het\s+)?${GENERIC}([A-Z][\p{L}\d]*(?:\s+${INNER_GENERIC}[A-Z][\p{L}\d]*){0,2})(?=\s+(?:by|before|no later|prior to|uiterlijk|vóór|voor)\b)`,
  'u',
);

/**
 * A cover or details line that labels the platform ('Portal: Bluelight In-Tend', 'Tender portal:
 * Delta eSourcing', 'Platform voor indiening: TenderNed', 'Method of submission: UNGM e-Tendering'
 * as of the twelfth probe set): read only when no sentence says how, like a platform mentioned.
 */
const LABELLED_PORTAL =
  /^(?:(?:(?:[Ee]-?[Tt]ender(?:ing)?|[Tt]ender|[Ss]ubmission|[Ee]lectronic|[Ee]-?[Pp]rocurement)\s+)?(?:[Pp]ortal|[Pp]latform|[Aa]anbestedingsplatform|[Ii]nkoopplatform|[Pp]latform voor (?:indiening|inschrijving)|[Ii]ndieningsplatform)|(?:[Mm]ethod|[Mm]anner|[Mm]eans|[Ww]ijze) (?:of|van) (?:submission|indiening|indienen)|[Ss]ubmission method|[Ii]ndieningswijze)\s*:\s*((?:[A-Z]|e-?[A-Z])[\p{L}\d.-]*(?:\s+(?:[A-Z]|e-?[A-Z])[\p{L}\d.-]*){0,3})\s*$/u;

/**
 * Bids delivered on paper (thirteenth probe set): 'must be deposited in the Tender Box at …', 'De
 * inschrijving wordt in een gesloten envelop … afgegeven', 'Tenders shall be submitted in a sealed
 * envelope'. The box or the envelope is the method; the sentence must be about the bid. The box
 * may be named with its owner ('deposited in the Board's Tender Box': sixteenth probe set's study).
 */
const PAPER =
  /\b(?:deposited|placed|dropped|delivered|submitted|lodged)\s+(?:in|into)\s+(?:the\s+)?(?:[A-Z][\w-]+['’]s\s+)?((?:[A-Z][\w-]+\s+)?(?:[Tt]ender|[Bb]id)\s+[Bb]ox)\b|\b(?:inschrijving|offerte|aanbieding|bid|tender|proposal|offer)(?:en|s)?\b[^.]{0,40}?\bin (?:een|a) ((?:gesloten|verzegelde|dichte|sealed|closed) (?:envelop|enveloppe|envelope))\b/;

/**
 * 'submitted ... to <address>@...': the mailbox is the method (e-mail); so is a bid 'emailed to'
 * or sent 'per e-mail naar' an address (tenth probe set).
 */
const EMAIL_SUBMISSION =
  /\b(?:submissions?|inschrijvingen|offertes?|responses?)\b[^.]{0,80}?\b(e-?mail|email)(?: address| adres)?\b|\b(?:must|shall|should|are to|is to) be (e-?mail)ed to\b|\bper (e-?mail) (?:naar|aan|te (?:sturen|versturen|zenden))\b/i;

/**
 * 'in de Nederlandse taal', 'in het Nederlands', 'written in English', 'must be in the English
 * language' (failure class: the language named with 'the … language'); 'drafted in one of the
 * official languages of the European Union' (EU tenders, fourth probe set).
 */
const LANGUAGE =
  /\b(?:in de (Nederlandse|Engelse) taal|in het (Nederlands|Engels)|(?:written|submitted|prepared|drafted|completed|be|are|is|[Ww]rite|[Aa]nswer|[Rr]espond) (?:(?:your|all|the) (?:answers|responses|replies) )?in (?:the )?(English|Dutch)(?: language)?|(?:taal|language)(?: van de inschrijving| of the (?:tender|bid|proposal|submission))?\s*(?:is|:|\|)\s*(Nederlands|Engels|English|Dutch)|\bvoertaal\b[^.]{0,40}?\bis\s+(?:het\s+)?(Nederlands|Engels)|in een andere taal dan het (Nederlands|Engels)|in (?:a|any) language other than (English|Dutch)|(?:written|submitted|prepared|drafted|opgesteld|ingediend|gesteld)\s+in\s+((?:one of the|any of the|an?) official (?:EU )?languages? of the European Union|(?:een|één) van de officiële talen van de Europese Unie))\b/i;

const withSection = (s: Segment) => (s.section ? { section: s.section } : {});

/** The bid, not a question or a document in general, is what a method or language is about. */
const ABOUT_THE_BID =
  /\b(?:inschrijving|inschrijven|offerte|aanbieding|bid|tender|proposal|quote|quotation|response|submission|submissions|submitted|indienen|ingediend|answers|voertaal)(?:s|en)?\b|\bverzoek(?:en)? tot deelneming|\baanmelding(?:en)?\b|\brequests? to participate|\bapplications? to participate/i;
/**
 * 'Offers, and all documents forming part of an Offer, must be written in English': an Invitation
 * to Offer's defined term, capitalised (eleventh probe set); 'offers' in lower case is often a verb.
 */
const OFFER_TERM = /\bOffers?\b/;
const ABOUT_QUESTIONS = /\b(?:vragen|questions?)\b/i;

/**
 * How the bid is submitted. A sentence that says the bid is submitted through a channel wins over
 * one that only mentions a platform ('U ontvangt bericht via TenderNed', 'The procedure runs on
 * TenderNed'): the first pass reads submission sentences only, the second any mention.
 */
export function extractSubmissionMethod(segments: readonly Segment[]): Fact<string> | null {
  return submissionMethod(segments, true) ?? submissionMethod(segments, false);
}

function submissionMethod(segments: readonly Segment[], stated: boolean): Fact<string> | null {
  for (const s of segments) {
    // Failure class: a Q&A table's question read as the tender's terms. A table row is read cell
    // by cell, a cell sentence by sentence, and a question states no submission method.
    // A numbered paragraph is read sentence by sentence too (eighth probe set: 'Tenders must be
    // submitted via X. Tenders by post or e-mail will not be accepted.' was skipped whole as a
    // refusal).
    const texts = (s.kind === 'row' ? (s.cells ?? [s.text]) : [s.text]).flatMap((c) =>
      c.split(SENTENCE_END).map((t) => t.trim()),
    );
    for (const text of texts) {
      // A row's cell that opens like a question ('Is an acceptable method …') is one; a sentence
      // of the text ('When submitting, …') only when it ends in a question mark.
      if (s.kind === 'row' ? isQuestion(text) : /\?\s*$/.test(text)) continue;
      // The channel for questions is not the bid's channel (unless the sentence names both).
      if (ABOUT_QUESTIONS.test(text) && !/\bsubmissions?\b|\binschrijvingen\b/i.test(text))
        continue;
      if (REFUSED.test(text)) continue;
      const named = stated
        ? (networkNamed(text) ??
          METHOD.exec(text) ??
          NAMED_PORTAL.exec(text) ??
          PRODUCT_NAMED.exec(text) ??
          EMAIL_SUBMISSION.exec(text) ??
          PAPER.exec(text))
        : (MENTIONED.exec(text) ?? LABELLED_PORTAL.exec(text));
      const uploaded =
        !named && stated ? (UPLOADED_TO.exec(text) ?? SUBMITTED_THROUGH.exec(text)) : null;
      const m = named ?? uploaded;
      const address = m || !stated ? null : WEB_ADDRESS.exec(text);
      if (address && !/@/.test(text.slice(0, address.index + address[0].length))) {
        return {
          value: address[1]!.toLowerCase(),
          page: s.page,
          quote: quoteOf(text, address.index),
          ...withSection(s),
          confidence: 0.7,
          source: 'rules',
        };
      }
      const acronym = !m && !address && stated ? ACRONYM_PLATFORM.exec(text) : null;
      if (acronym) {
        return {
          value: acronym[1]!,
          page: s.page,
          quote: quoteOf(text, acronym.index),
          ...withSection(s),
          confidence: 0.7,
          source: 'rules',
        };
      }
      if (!m) continue;
      const value = m.slice(1).find((g) => g !== undefined)!;
      return {
        value,
        page: s.page,
        quote: quoteOf(text, m.index),
        ...withSection(s),
        // A name after 'uploaded to' is read by its capitals alone: for the user to check.
        confidence: uploaded ? 0.7 : 0.8,
        source: 'rules',
      };
    }
  }
  return null;
}

export function extractSubmissionLanguage(segments: readonly Segment[]): Fact<string> | null {
  for (const s of segments) {
    const m = LANGUAGE.exec(s.text);
    // 'documentation in de Nederlandse taal' is about the work, not the bid. Under a section about
    // submitting, the sentence needs no word of its own for the bid ('2.3 Indienen: Stukken stelt
    // u op in het Nederlands', '4 Submission: Documents are to be in English': nineteenth probe set).
    const aboutTheBid =
      ABOUT_THE_BID.test(s.text) || OFFER_TERM.test(s.text) || ABOUT_THE_BID.test(s.section ?? '');
    if (!m || !aboutTheBid) continue;
    // 'in de Nederlandse taal' names the language Nederlands (failure class: the adjective kept).
    const value = m
      .slice(1)
      .find((g) => g !== undefined)!
      .replace(/^(Nederlands|Engels)e$/i, '$1');
    return {
      value,
      page: s.page,
      quote: quoteOf(s.text, m.index),
      ...withSection(s),
      confidence: 0.85,
      source: 'rules',
    };
  }
  return null;
}
