/**
 * The curated part of the bilingual procurement lexicon (issue 18): the procedure, contract and
 * service words a tender uses and the CPV vocabulary lacks (CPV names what is bought, not how it
 * is bought). Each group is one concept: its English and Dutch words are translations of each
 * other, and words in the same language are synonyms. Single words only (as the analyzer sees
 * them): phrases such as "plan van aanpak" are found through their words, and Dutch compounds
 * through their parts (compoundSplitter.ts).
 *
 * Written as a general procurement glossary, before the evaluation set was run, and never tuned to
 * a question's wording (bench/README.md, "retrieval-recall").
 */
export interface GlossaryGroup {
  readonly en: readonly string[];
  readonly nl: readonly string[];
}

export const GLOSSARY: readonly GlossaryGroup[] = [
  // The procedure
  { en: ['deadline', 'cutoff', 'due'], nl: ['termijn', 'deadline', 'sluitingsdatum', 'uiterste'] },
  { en: ['closing', 'closes'], nl: ['sluiting', 'sluit', 'sluitingsdatum'] },
  { en: ['date', 'dates'], nl: ['datum', 'data'] },
  { en: ['tender', 'procurement', 'solicitation'], nl: ['aanbesteding', 'bestek', 'uitvraag'] },
  {
    en: ['bid', 'offer', 'quote', 'quotation', 'proposal'],
    nl: ['offerte', 'aanbieding', 'bod', 'inschrijving'],
  },
  {
    en: ['submit', 'submission', 'send'],
    nl: ['indienen', 'inzenden', 'indiening', 'inleveren', 'sturen'],
  },
  {
    en: ['bidder', 'tenderer', 'offeror', 'quoter'],
    nl: ['inschrijver', 'gegadigde', 'aanbieder'],
  },
  {
    en: ['supplier', 'vendor', 'contractor', 'provider'],
    nl: ['leverancier', 'opdrachtnemer', 'dienstverlener', 'aannemer'],
  },
  {
    en: ['buyer', 'client', 'purchaser', 'authority'],
    nl: ['opdrachtgever', 'aanbesteder', 'afnemer'],
  },
  { en: ['award', 'awarded'], nl: ['gunning', 'gunnen', 'gegund'] },
  { en: ['criteria', 'criterion'], nl: ['criteria', 'criterium', 'gunningscriteria'] },
  { en: ['requirement', 'requirements', 'demand'], nl: ['eis', 'eisen', 'vereiste', 'vereisten'] },
  { en: ['wish', 'preference'], nl: ['wens', 'wensen'] },
  {
    en: ['evaluation', 'assessment', 'rating', 'score'],
    nl: ['beoordeling', 'evaluatie', 'score', 'waardering'],
  },
  { en: ['weight', 'weighting'], nl: ['weging', 'gewicht'] },
  { en: ['question', 'questions', 'clarification'], nl: ['vraag', 'vragen', 'verduidelijking'] },
  { en: ['answer', 'response', 'reply'], nl: ['antwoord', 'beantwoording', 'reactie'] },
  { en: ['attachment', 'annex', 'appendix'], nl: ['bijlage'] },
  { en: ['letter'], nl: ['brief'] },
  { en: ['page', 'pages'], nl: ['pagina', 'paginas'] },
  { en: ['font', 'typeface'], nl: ['lettertype', 'font'] },
  { en: ['approach', 'method', 'methodology'], nl: ['aanpak', 'methode', 'werkwijze'] },
  { en: ['presentation', 'pitch'], nl: ['presentatie'] },
  { en: ['reference', 'references', 'experience'], nl: ['referentie', 'referenties', 'ervaring'] },
  {
    en: ['certificate', 'certification', 'certified'],
    nl: ['certificaat', 'certificering', 'gecertificeerd'],
  },
  { en: ['declaration', 'statement'], nl: ['verklaring'] },
  {
    en: ['confidentiality', 'nondisclosure', 'secrecy'],
    nl: ['geheimhouding', 'vertrouwelijkheid'],
  },
  // The contract
  { en: ['contract', 'agreement'], nl: ['overeenkomst', 'contract'] },
  {
    en: ['price', 'pricing', 'cost', 'costs', 'fee', 'rate', 'rates'],
    nl: ['prijs', 'prijzen', 'kosten', 'tarief', 'tarieven', 'vergoeding'],
  },
  { en: ['value', 'volume', 'estimate'], nl: ['waarde', 'omvang', 'raming'] },
  { en: ['budget'], nl: ['budget', 'begroting'] },
  {
    en: ['invoice', 'invoicing', 'bill'],
    nl: ['factuur', 'facturen', 'facturering', 'factureren'],
  },
  { en: ['payment', 'pay', 'paid'], nl: ['betaling', 'betalen', 'betaald'] },
  { en: ['indexation', 'indexing', 'increase'], nl: ['indexering', 'indexatie', 'verhoging'] },
  { en: ['liability', 'liable'], nl: ['aansprakelijkheid', 'aansprakelijk'] },
  { en: ['insurance', 'insured'], nl: ['verzekering', 'verzekerd'] },
  { en: ['warranty', 'guarantee', 'guarantees'], nl: ['garantie', 'garanties', 'garanderen'] },
  { en: ['penalty', 'fine'], nl: ['boete'] },
  {
    en: ['termination', 'terminate', 'cancel', 'cancellation'],
    nl: ['beeindiging', 'opzegging', 'ontbinding', 'beeindigen'],
  },
  { en: ['duration', 'term', 'period'], nl: ['looptijd', 'duur', 'periode'] },
  { en: ['subcontractor', 'subcontractors'], nl: ['onderaannemer', 'onderaannemers'] },
  { en: ['acceptance', 'accept'], nl: ['acceptatie', 'accepteren'] },
  {
    en: ['delivery', 'deliver', 'deliverable'],
    nl: ['levering', 'leveren', 'oplevering', 'opleveren'],
  },
  { en: ['start', 'begin', 'kickoff'], nl: ['start', 'aanvang', 'begin'] },
  { en: ['report', 'reporting', 'reports'], nl: ['rapportage', 'rapport', 'rapporteren'] },
  { en: ['meeting', 'review'], nl: ['overleg', 'bijeenkomst'] },
  {
    en: ['employee', 'staff', 'personnel', 'employees'],
    nl: ['medewerker', 'medewerkers', 'personeel', 'werknemer'],
  },
  { en: ['contact'], nl: ['contactpersoon', 'aanspreekpunt', 'contact'] },
  { en: ['email', 'mail'], nl: ['mail', 'email'] },
  { en: ['small', 'sme'], nl: ['klein', 'mkb'] },
  // Services and IT
  { en: ['availability', 'uptime', 'available'], nl: ['beschikbaarheid', 'beschikbaar'] },
  {
    en: ['outage', 'incident', 'failure', 'disruption', 'malfunction', 'fault'],
    nl: ['storing', 'storingen', 'verstoring', 'incident', 'uitval'],
  },
  {
    en: ['resolution', 'resolve', 'fix', 'solve'],
    nl: ['oplossing', 'oplossen', 'herstel', 'herstellen'],
  },
  { en: ['maintenance', 'maintain'], nl: ['onderhoud', 'onderhouden'] },
  { en: ['helpdesk', 'support', 'servicedesk'], nl: ['helpdesk', 'ondersteuning', 'servicedesk'] },
  { en: ['office', 'hours'], nl: ['kantooruren', 'kantoortijden', 'werkdagen'] },
  { en: ['security', 'secure'], nl: ['beveiliging', 'beveiligd', 'veilig'] },
  { en: ['privacy', 'gdpr'], nl: ['privacy', 'avg'] },
  { en: ['data', 'information'], nl: ['data', 'gegevens', 'informatie'] },
  { en: ['migration', 'migrate'], nl: ['migratie', 'migreren'] },
  { en: ['hosting', 'hosted', 'cloud'], nl: ['hosting', 'cloud'] },
  {
    en: ['application', 'app', 'software', 'system'],
    nl: ['applicatie', 'toepassing', 'app', 'software', 'systeem'],
  },
  { en: ['user', 'users'], nl: ['gebruiker', 'gebruikers'] },
  { en: ['citizen', 'citizens', 'resident'], nl: ['burger', 'burgers', 'inwoner'] },
  { en: ['test', 'testing', 'tested'], nl: ['test', 'toets', 'testen', 'getest'] },
  { en: ['result', 'outcome'], nl: ['uitslag', 'resultaat'] },
  { en: ['accessibility', 'accessible'], nl: ['toegankelijkheid', 'toegankelijk'] },
  { en: ['quality'], nl: ['kwaliteit'] },
  { en: ['environment'], nl: ['omgeving'] },
  { en: ['production', 'live'], nl: ['productie'] },
  { en: ['training'], nl: ['opleiding', 'training'] },
  { en: ['update', 'updates', 'patch', 'patches'], nl: ['update', 'updates', 'patch', 'patches'] },
  { en: ['consent', 'permission', 'approval'], nl: ['toestemming', 'goedkeuring', 'instemming'] },
  { en: ['install', 'installation'], nl: ['installeren', 'installatie'] },
  { en: ['code', 'source'], nl: ['code', 'broncode', 'bron'] },
  { en: ['language', 'languages'], nl: ['taal', 'talen'] },
  { en: ['location', 'place', 'position'], nl: ['locatie', 'plaats', 'positie'] },
  {
    en: ['delete', 'remove', 'erase', 'wipe', 'wiping'],
    nl: ['verwijderen', 'wissen', 'verwijdert'],
  },
  { en: ['store', 'save', 'keep', 'retain'], nl: ['opslaan', 'bewaren', 'slaat'] },
  { en: ['collect', 'gather'], nl: ['verzamelen', 'verzamelt'] },
  {
    en: ['warn', 'warning', 'alert', 'notify'],
    nl: ['waarschuwen', 'waarschuwing', 'melding', 'melden'],
  },
  // Time and quantity
  { en: ['day', 'days'], nl: ['dag', 'dagen'] },
  { en: ['week', 'weeks'], nl: ['week', 'weken'] },
  { en: ['month', 'months'], nl: ['maand', 'maanden'] },
  { en: ['year', 'years'], nl: ['jaar', 'jaren'] },
  { en: ['hour'], nl: ['uur', 'uren'] },
  { en: ['annual', 'yearly', 'annually'], nl: ['jaarlijks'] },
  { en: ['monthly'], nl: ['maandelijks'] },
  { en: ['daily'], nl: ['dagelijks'] },
  { en: ['minimum', 'least'], nl: ['minimaal', 'minimum', 'minste'] },
  { en: ['maximum', 'most', 'limit'], nl: ['maximaal', 'maximum', 'hooguit', 'limiet'] },
  { en: ['number', 'amount'], nl: ['aantal', 'bedrag'] },
  { en: ['percentage', 'percent'], nl: ['percentage', 'procent'] },
];
