/**
 * Knock-out and suitability requirements: the sentences that say a bid fails when a condition is
 * not met, name exclusion grounds, the UEA/ESPD and other declarations or documents to submit,
 * certificates, minimum turnover, references and suitability or minimum requirements. At most
 * MAX_PER_KIND per kind, the first ones in the document.
 */
import type { RequirementFact, RequirementKind } from '../../model/documentFacts';
import type { Segment } from './reading';
import { answeredRequirements } from './answeredRequirements';
import { MAX_PER_KIND, checkThisRequirement } from './requirementFact';
import { isQuestion, quoteOf } from './text';

/** Who bids, in either language: the subject a bid requirement is addressed to. */
const BIDDER = String.raw`(?:inschrijvers?|gegadigden?|vendors?|bidders?|quoters?|offerors?|proposers?|respondents?|tenderers?)`;
/** Legal boilerplate repeats a requirement sentence after sentence: at most this many per kind and page. */
const MAX_PER_PAGE = 8;

/** A bid, an offer or its envelope, in either language: the subject of a consequence. */
const BID = String.raw`(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?|envelopes?|inschrijvingen|inschrijving|offertes?|aanbiedingen|aanbieding|biedingen|enveloppen?)`;
/** Small counts, written out, in either language. */
const SMALL_NUMBER = String.raw`one|two|three|four|five|six|seven|eight|nine|ten|één|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien`;
const CONSEQUENCE = new RegExp(
  [
    String.raw`\b${BID}\b[^.]{0,160}?\b(?:will|shall) not be (?:opened|read|scored|assessed)\b`,
    String.raw`\b(?:cause|causes|lead to|leads to)\s+(?:the|a|an|your|its|their|such)\s+${BID}\s+to\s+be\s+(?:rejected|disqualified|excluded|eliminated|set aside)\b`,
    String.raw`\b(?:is|are|be|being)\s+(?:deemed|considered|declared|treated as|regarded as)\s+(?:non-?responsive|non-?compliant|inadmissible|irregular)\b`,
    String.raw`\b(?:wordt|worden)\s+(?:(?:dan|daarom|zonder meer|automatisch|onmiddellijk)\s+)?(?:ter zijde|terzijde)\s+gelegd\b`,
    String.raw`\b${BID}\b[^.]{0,160}?\b(?:wordt|worden)\s+(?:(?:dan|daarom|zonder meer|automatisch|onmiddellijk)\s+)?(?:geweerd|niet geopend|niet (?:geaccepteerd|aanvaard|toegelaten))\b`,
    String.raw`\b(?:wordt|worden|is|zijn)\s+(?:als\s+)?(?:substantieel|wezenlijk)\s+onregelmatig\b`,
    String.raw`\bleidt\s+tot\s+(?:de\s+)?(?:wering|nietigheid|afwijzing|ongeldigheid|uitsluiting)\b`,
  ].join('|'),
  'i',
);

const RULES: readonly [RequirementKind, RegExp][] = [
  // Failure class: knock-outs phrased as consequences rather than as 'must'.
  [
    'knockout',
    /\b(?:will|shall|may) (?:(?:also|then|automatically|therefore|immediately) )?(?:not be (?:considered|accepted|evaluated|taken into account)(?! (?:an?|as|the|liable|responsible|to) )|be (?:rejected|disqualified|eliminated|excluded|(?:deemed|considered|declared|treated as) (?:non-?responsive|non-?compliant|invalid|incomplete|unacceptable)))|\b(?:result|results|resulting) in (?:the |its |your )?(?:disqualification|rejection|exclusion)\b|\bbeing (?:rejected|disqualified|excluded)\b|\bdisqualif(?:y|ied)\b|\beliminated from consideration|\b(?:bids?|tenders?|offers?|proposals?|responses?|submissions?|quotations?|quotes?)\b[^.]{0,80}\b(?:un|non-)acceptable\b|\bpass\s*\/\s*fail\b|\bknock-?out\b|\bKO[- ]criteri|\bfailure to\b[^.]{0,160}\b(?:will|may|shall) (?:cause|result)|\bonly (?:companies|vendors|bidders|quoters|offerors|inschrijvers)\b[^.]{0,80}\b(?:selected|considered|admitted)|\bto be considered for (?:an )?award|\bmust comply with all\b|\bwill not be (?:able|eligible) to (?:respond|bid|submit|participate|be awarded)\b|\b(?:wordt|worden) (?:(?:de|het|uw|je|jouw|zijn|haar|hun) [\p{L}-]+ )?(?:terzijde gelegd|ongeldig verklaard|uitgesloten|niet in behandeling genomen)|\bleidt tot (?:uitsluiting|ongeldigheid)|\bongeldig\b|\buitgesloten van (?:verdere )?deelname|\bniet (?:verder )?(?:in de (?:beoordeling|evaluatie|vergelijking) )?(?:in behandeling|meegenomen|beoordeeld|geëvalueerd)|\b(?:komt|komen) (?:(?:de|het|uw|je|jouw|zijn|haar|hun) [\p{L}-]+ |(?:hij|zij|ze|u|je|deze|die) )?niet (?:meer )?(?:voor [\p{L}-]+ )?in aanmerking/iu,
  ],
  // Failure class: more consequences a bid manager meets (docs/decisions.md "Tender facts:
  // consequences, lists under a lead-in …"): a bid that 'will not be opened', 'wordt geweerd',
  // 'wordt ter zijde gelegd', 'is substantieel onregelmatig', or that something 'may cause … to be
  // rejected'. Wording that also fits other things (opening a file, accepting an invoice) counts
  // only with the bid as its subject.
  ['knockout', CONSEQUENCE],
  [
    'exclusion',
    /uitsluitingsgrond|exclusion grounds?|grounds for exclusion|\bdebar(red|ment)\b|\bgeval(?:len)? van uitsluiting\b|\buitsluitingsgeval/i,
  ],
  [
    'declaration',
    /\bUEA\b|\bESPD\b|uniform europees aanbestedingsdocument|european single procurement document|gedragsverklaring aanbesteden|\bGVA\b|eigen verklaring|self[- ]declaration/i,
  ],
  [
    'certificate',
    /\bISO(?:\/IEC)?[ -]?(9001|14001|27001|27002|45001|22301|20000)\b|\bNEN[ -]?7510\b|CO2[- ]prestatieladder|\b(?:valid|current|geldige?)\b[^.]{0,40}certifica(?:te|at)\b|\bcertified (?:to|against|under)\b|\bgecertificeerd (?:volgens|conform|naar|voor)\b/i,
  ],
  ['turnover', /\b(jaar)?omzet\b|\bturnover\b/i],
  // Documents the bidder must hand in ('The Vendor must complete and submit Attachment J',
  // 'Inschrijver dient ... te overleggen'): the bidder is the subject, not the contractor. A
  // relative clause may stand between them ('Vendors who have …, or …, must submit …').
  [
    'declaration',
    /\b(?:inschrijvers?|gegadigden?|vendors?|bidders?|quoters?|offerors?|proposers?|respondents?|tenderers?)\b[^.]{0,120}\b(?:(?:must|shall)\s+(?:complete and\s+)?(?:submit|provide|include|agree|complete)\b[^.]{0,80}\b(?:Attachment|certificate|certification|form|statement|declaration|Record)\b|(?:dient|dienen|moet|moeten)\b[^.]{0,80}\b(?:te overleggen|in te dienen|bij te voegen|overleggen|indienen|bijvoegen)\b|must be registered\b)|\bmust be registered\b/i,
  ],
  [
    'references',
    /\breferentie(s|opdracht(en)?|project(en)?)\b|\b(client|customer|project) references?\b|\breferences? (from|of|for) (previous|past|similar|comparable)|\b(?:two|three|four|five|six|\d+)(?: \(\d+\))? (?:[a-z-]+ )?references (?:from|of|for)\b/i,
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
  // Failure class: a guarantee or insurance the bid must carry, stated as a minimum or as what
  // must accompany the bid, with no bidder as the subject ('Public liability insurance of at least
  // €5 million', 'A bid bond … must accompany each bid', 'een bankgarantie … moet worden gevoegd').
  [
    'other',
    new RegExp(
      [
        String.raw`\b(?:(?:public|product|professional|employer['’]?s)\s+(?:liability|indemnity)\s+insurance|(?:beroeps|bedrijfs|wettelijke\s+)?aansprakelijkheidsverzekering)\b.{0,100}?\b(?:at least|a minimum of|minimum of|not less than|minstens|ten minste|minimaal|must|shall|moet|dient)\b`,
        String.raw`\b(?:(?:bid|tender|proposal)\s+(?:bond|security|guarantee)|bankgarantie|inschrijvingsgarantie|borgtocht)\b(?=.{0,200}\b(?:must|shall|moet|moeten|dient|dienen|vereist|required)\b)`,
        String.raw`\bmust (?:accompany|be enclosed with|be attached to) (?:each|the|every|your|a) ${BID}\b`,
      ].join('|'),
      'i',
    ),
  ],
  [
    'suitability',
    /geschiktheidseis|geschiktheidscriteri|suitability|selection criteri|selectiecriteri|knock-?out|\bKO[- ]criteri|minimumeis|minimum (qualification|requirement)s?|\bat least\b[^.]{0,30}\byears?(?: of)? (?:relevant |proven )?experience\b|\bten minste\b[^.]{0,30}\bjaar (?:relevante |aantoonbare )?(?:werk)?ervaring\b|\bingeschreven (?:in|bij) (?:het |de )?(?:handelsregister|beroepsregister|Kamer van Koophandel|KvK)\b|\bregistered (?:with|in|at|on) (?:the )?(?:Companies House|Chamber of Commerce|trade register|professional register)\b/i,
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
];

/** 'The following documents must be submitted:', 'Inschrijver dient de volgende stukken in te dienen:'. */
const LIST_INTRO =
  /(?:\b(?:must|shall|moet(?:en)?|dien(?:t|en))\b[^:]{0,140}\b(?:submit|submitted|provide|include|enclose|enclosed|attach|attached|ingediend|in te dienen|overleggen|bijvoegen|aanleveren)|\bfollowing documents|\bvolgende (?:documenten|stukken|bijlagen|formulieren)|\bchecklist|\b(?:voegt|levert|overlegt|bezorgt|voeg|lever)\s+(?:u|je)\b|\b(?:you|bidders?|tenderers?)\s+(?:must\s+|shall\s+|should\s+)?(?:enclose|attach|include|submit|provide)\b|\b(?:bij te voegen|mee te sturen|in te dienen|te overleggen)\s+(?:documenten|stukken|bijlagen))[^:]*:\s*$/i;
/**
 * A heading that names what follows as documents to hand in ('2.4 Required forms', 'Te
 * overleggen stukken'): its list items are the lead-in's items (failure class: declarations
 * listed under a heading rather than a sentence ending in a colon).
 */
const DOCUMENTS_HEADING =
  /\b(?:(?:required|mandatory|submission)\s+(?:forms|documents|documentation|attachments)|documents\s+to\s+(?:be\s+)?(?:submitted|submit|included|include|provided|provide)|(?:te overleggen|in te dienen|bij te voegen|verplichte|vereiste|mee te sturen)\s+(?:stukken|documenten|bijlagen|formulieren))\b/i;
const DOCUMENT =
  /\b(?:Attachment|Bijlage|Annex|Appendix|form|formulier|certificate|certification|certificaat|verklaring|declaration|statement|acknowledg(?:e)?ment|agreement|overeenkomst|profile|record|permit|uittreksel|UEA|ESPD|affidavit|bond|guarantee|bankgarantie|attest|bewijs|proof|evidence|kopie|copy)\b|formulier\b|verklaring\b|attest\b/i;
const MAX_LIST = 30;

/**
 * A list of documents to hand in, introduced by a sentence ending in a colon that says they must
 * be submitted: each item is a required document (failure class: requirements stated as a list,
 * not as sentences). Offered as "check this": a list item does not say it is a knock-out.
 */
function requiredDocuments(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  for (const intro of segments) {
    const lead =
      intro.kind === 'heading' ? DOCUMENTS_HEADING.test(intro.text) : LIST_INTRO.test(intro.text);
    if (!lead) continue;
    let misses = 0;
    for (const s of segments.slice(intro.index + 1, intro.index + 1 + MAX_LIST)) {
      if (s.kind === 'heading' || s.page !== intro.page || LIST_INTRO.test(s.text)) break;
      // A checklist table's row ('Bijlage C | Price sheet as in Annex 6'): the page holds its
      // cells, not the joined row, so the quote is the row's longest cell.
      const quote =
        s.kind === 'row' && s.cells?.length
          ? quoteOf([...s.cells].sort((a, b) => b.length - a.length)[0] ?? s.text)
          : s.text;
      if (
        (s.kind === 'row' || s.text.length <= 160) &&
        DOCUMENT.test(s.text) &&
        !/:\s*$/.test(s.text)
      ) {
        misses = 0;
        out.push(checkThisRequirement(s, 'declaration', quote));
      } else if (++misses >= 3) break;
    }
  }
  return out;
}

/** A heading or lead-in sentence that names what follows as requirements ('Hosting eisen', 'The
 * following requirements apply to the tenderer:'). */
const REQUIREMENTS_HEADING =
  /(?:\b|geschiktheids|minimum|selectie)(?:eisen|vereisten|requirements)\b|\b(?:minimum )?qualifications\b|\bconditions of participation\b|\b(?:economic and )?financial standing\b|\btechnical and professional (?:ability|capacity)\b|\b(?:economische en )?financi[eë]le draagkracht\b|\btechnische (?:en beroeps)?bekwaamheid\b|\bberoepsbekwaamheid\b|\bselection criteria\b|\bselectiecriteria\b|\bminimum standards\b|\bexclusion grounds\b|\buitsluitingsgronden\b/i;
const REQUIREMENTS_LEAD_IN =
  /\b(?:hieronder|onderstaande|volgende|below|following)\b[^.]{0,80}(?:\b|geschiktheids|minimum|selectie)(?:eisen|vereisten|requirements|qualifications|conditions of participation)\b|\b(?:requirements|standards|eisen|voorwaarden)\s+(?:set out\s+|listed\s+)?(?:below|hieronder|hierna)\b|\b(?:meet|satisfy|voldoen aan|voldoet aan)\s+(?:all of |each of |alle |elk van )?(?:the following|de volgende|onderstaande)\b/i;
/** A list item that states a minimum to meet ('A minimum annual turnover of …', 'ten minste …'). */
const STATES_MINIMUM =
  /\b(?:at least|a minimum|minimum of|not less than|minstens|ten minste|minimaal|minimum)\b/i;
/** In a list of requirements a document written to the bidder ('u', 'you') addresses the bidder. */
const BIDDER_SUBJECT = new RegExp(
  String.raw`(?:^|\n)\s*(?:(?:(?:de|the)\s+)?${BIDDER}|u|you)\s+(\S+)`,
  'i',
);
/** A permission ('Vendors may choose …', 'De inschrijver mag …') sets no requirement. */
const PERMISSION =
  /^(?:may|can|could|mag|mogen|kan|kunnen|will be (?:allowed|permitted|able)|are (?:allowed|permitted|free)|is (?:allowed|permitted|free)|is vrij|zijn vrij)\b/i;

/**
 * Whether the bidder is the item's subject with a verb after it: 'De inschrijver voert … uit'
 * yes, a form's field label 'Vendor Firm Name (Printed)' no (a capital follows), nor a permission.
 */
function bidderIsSubject(text: string): boolean {
  const m = BIDDER_SUBJECT.exec(text);
  const next = m?.[1];
  if (!m || !next || next[0] !== next[0]!.toLowerCase()) return false;
  return !PERMISSION.test(text.slice(m.index + m[0].length - next.length));
}
const MUST = /\b(?:moet(?:en)?|dien(?:t|en)|must|shall)\b/i;
const MAX_REQUIREMENT_LIST = 40;

/**
 * Requirements stated as a list under a lead-in (failure class: requirement lists whose items
 * say 'the tenderer does X' or 'X must be Y', with no knock-out wording of their own): after a
 * heading or sentence that names requirements, each item with the bidder as its subject, or with
 * 'must', is a requirement, until a heading that names none. A 'must' counts only when the list
 * is addressed to the bidder (one of its items has the bidder as subject): a specification's
 * 'the app must …' describes a product, not what the bid has to meet. Offered as "check this".
 */
function requirementLists(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  let i = 0;
  while (i < segments.length) {
    const lead = segments[i]!;
    const isLead =
      lead.kind === 'heading'
        ? REQUIREMENTS_HEADING.test(lead.text)
        : REQUIREMENTS_LEAD_IN.test(lead.text) && !isQuestion(lead.text);
    i++;
    if (!isLead) continue;
    const items: Segment[] = [];
    for (; i < segments.length && items.length < MAX_REQUIREMENT_LIST; i++) {
      const s = segments[i]!;
      if (s.kind === 'heading') {
        if (REQUIREMENTS_HEADING.test(s.text)) continue;
        break;
      }
      if (s.kind !== 'row' && !/\.{5,}/.test(s.text) && !isQuestion(s.text)) items.push(s);
    }
    const addressed = items.some((s) => bidderIsSubject(s.text));
    for (const s of items) {
      // A list item that states a minimum is a requirement of the list it stands in (failure
      // class: 'Economic and financial standing: - Insurance of at least …'); one a stated rule
      // reads keeps that rule's kind.
      const minimum =
        s.kind === 'listItem' &&
        STATES_MINIMUM.test(s.text) &&
        !RULES.some(([, r]) => r.test(s.text));
      if (!minimum && !bidderIsSubject(s.text) && !(addressed && MUST.test(s.text))) continue;
      out.push(checkThisRequirement(s, 'other', quoteOf(s.text)));
    }
  }
  return out;
}

export function extractRequirements(segments: readonly Segment[]): RequirementFact[] {
  // A requirement a rule reads in so many words keeps that rule's kind (a certificate,
  // references) when it also stands in a requirement list, where it would only be 'other', and a
  // knock-out stays one in any list; a document to hand in stays a declaration (a 'Debarment
  // Certification' form is a document, not an exclusion ground). A list item stays "check this"
  // (the lower confidence of the two).
  const stated = new Map(extractStated(segments).map((r) => [`${r.page}|${r.quote}`, r]));
  const inList = new Set<string>();
  const listed = [
    ...requiredDocuments(segments),
    ...requirementLists(segments),
    ...answeredRequirements(segments),
  ].filter((r) => {
    const key = `${r.page}|${r.quote}`;
    const same = stated.get(key);
    if (same && r.value.kind === 'declaration' && same.value.kind !== 'knockout') {
      stated.delete(key);
    } else if (same) {
      stated.set(key, { ...same, confidence: Math.min(same.confidence ?? 1, r.confidence ?? 1) });
      return false;
    }
    return !inList.has(key) && !!inList.add(key);
  });
  return [...stated.values(), ...listed].sort((a, b) => a.page - b.page);
}

/** Requirements stated in a sentence, by the rules above. */
function extractStated(segments: readonly Segment[]): RequirementFact[] {
  const out: RequirementFact[] = [];
  const counts = new Map<RequirementKind, number>();
  const seen = new Set<string>();
  const perPage = new Map<string, number>();
  for (const s of segments) {
    if (s.kind === 'heading') continue;
    // A scoring sheet's pass/fail row is a knock-out even though it is phrased as a question.
    const passFail = /\bpass\s*\/\s*fail\b/i.test(s.text);
    // Failure class: a question-and-answer table's questions read as requirements. A table row
    // is read cell by cell: the question's cell is skipped, an answer's cell that sets a
    // requirement is kept, and the quote is that cell, which the page holds as written.
    const texts = s.kind === 'row' && !passFail ? (s.cells ?? [s.text]) : [s.text];
    for (const text of texts) {
      // Table-of-contents lines ('3.2 Uitsluitingsgronden ........ 6') are not requirements.
      // A question (in a Q&A document) asks about a requirement; it does not set one.
      if (/\.{5,}/.test(text) || text.length < 25) continue;
      if (isQuestion(text) && !passFail) continue;
      stated(s, text);
    }
  }
  return out;

  function stated(s: Segment, sentence: string) {
    for (const [kind, rule] of RULES) {
      const m = rule.exec(sentence);
      if (!m) continue;
      if ((counts.get(kind) ?? 0) >= MAX_PER_KIND) continue;
      const text = quoteOf(sentence, m.index);
      // Boilerplate repeats the same clause in different sentences: compare around the match.
      const end = m.index + m[0].length;
      const same = `${kind}|${(
        sentence.slice(Math.max(0, m.index - 40), end) +
        sentence.slice(end, end + 20).split(/[).;]/)[0]
      )
        .toLowerCase()
        .replace(/\W+/g, ' ')}`;
      const onPage = `${kind}|${s.page}`;
      if (seen.has(same) || (perPage.get(onPage) ?? 0) >= MAX_PER_PAGE) break;
      seen.add(same);
      perPage.set(onPage, (perPage.get(onPage) ?? 0) + 1);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      out.push({
        value: { kind, text },
        page: s.page,
        quote: text,
        ...(s.section ? { section: s.section } : {}),
        // A consequence stated in so many words is sure; a keyword alone is for the user to check.
        confidence: kind === 'knockout' || kind === 'declaration' ? 0.85 : 0.7,
        source: 'rules',
      });
      break;
    }
  }
}
