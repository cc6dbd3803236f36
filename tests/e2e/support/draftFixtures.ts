/**
 * What the draft journey (drafts.spec.ts) starts from in each language: the admin and company, the
 * project, the knowledge base's files (real documents and the company's own texts), the real
 * tender document, the award criteria and the sections the draft should have.
 */
import { join } from 'node:path';
import { COMPANY_PROFILE, REAL, realFile } from './tender';
import { NOORDZEE_ADMIN, VAN_DIJK_ADMIN } from './users';

const GSA = 'us-gsa-rfq-4QTFHS150004-agile-delivery-services-bpa.pdf';
const CDT_QA = 'us-ca-cdt-rfi-CDT-ADPQ-0117-vendor-questions-answers-2017-02-16.pdf';
const PVE = 'nl-minvws-programma-van-eisen-coronamelder-2020-05-19.pdf';
const HOSTING = 'bijlage-2-hosting-eisen.docx';

/**
 * The company's own bid library: what it writes about each criterion, as a company keeps it in a
 * knowledge base. The local model only selects sentences that share words with the criterion, so
 * these give each section cited text of several sentences (and section 2 something to shorten).
 */
const BID_LIBRARY = {
  en: {
    name: 'approach-and-pricing.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'Noordzee Infra B.V. bid library: how we deliver and what we charge.\n\n' +
        'Technical Approach\n' +
        'Our technical approach is agile: a multidisciplinary team delivers working software in short sprints.\n' +
        'In our technical approach every sprint ends with a demonstration to the product owner.\n' +
        'The technical approach relies on automated tests and continuous integration for every change.\n\n' +
        'Price\n' +
        'Our price is built from fixed hourly rates per labour category.\n' +
        'The price includes project management, quality assurance and travel.\n' +
        'We invoice the price monthly in arrears, against delivered and accepted sprint results.\n' +
        'Price adjustments follow the consumer price index once a year.\n',
    ),
  },
  nl: {
    name: 'aanpak-en-beveiliging.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'Van Dijk Bouw B.V. bibliotheek voor inschrijvingen\n\n' +
        'Plan van aanpak\n' +
        'Ons plan van aanpak begint met een startbijeenkomst met de opdrachtgever direct na de gunning.\n' +
        'In het plan van aanpak werken wij in korte fasen, elk afgesloten met een oplevering en een evaluatie.\n' +
        'Het plan van aanpak benoemt per fase de risico’s en de beheersmaatregelen.\n\n' +
        'Privacy en informatiebeveiliging\n' +
        'Privacy staat voorop: wij verwerken persoonsgegevens volgens de AVG en sluiten een verwerkersovereenkomst.\n' +
        'Onze informatiebeveiliging volgt de Baseline Informatiebeveiliging Overheid.\n' +
        'Medewerkers volgen elk jaar een training over privacy en tekenen een geheimhoudingsverklaring.\n' +
        'Incidenten in de informatiebeveiliging melden wij dezelfde dag aan de opdrachtgever.\n',
    ),
  },
} as const;

export const SETUP = {
  en: {
    admin: NOORDZEE_ADMIN.email,
    company: 'Noordzee Infra B.V.',
    project: 'Agile delivery services BPA',
    kb: { name: 'Company evidence', description: 'Certificates, references and Q&A' },
    kbFiles: [COMPANY_PROFILE.en, BID_LIBRARY.en, realFile(REAL, CDT_QA)],
    tender: realFile(REAL, GSA),
    // The GSA request names its two evaluation factors: the draft answers the extracted ones.
    criteria: null,
    expectedSections: ['Technical Approach', 'Price'],
    reference: '4QTFHS150004',
  },
  nl: {
    admin: VAN_DIJK_ADMIN.email,
    company: 'Van Dijk Bouw B.V.',
    project: 'Programma van eisen CoronaMelder',
    kb: { name: 'Bedrijfsinformatie', description: 'Certificaten, referenties en planning' },
    kbFiles: [
      COMPANY_PROFILE.nl,
      BID_LIBRARY.nl,
      realFile(join(REAL, 'nl-vng-softwarecatalogus'), HOSTING),
    ],
    tender: realFile(REAL, PVE),
    // A programma van eisen names no award criteria: the bid manager enters the buyer's.
    criteria: [
      { description: 'Plan van aanpak', weight: 60 },
      { description: 'Privacy en informatiebeveiliging', weight: 40 },
    ],
    expectedSections: ['Plan van aanpak', 'Privacy en informatiebeveiliging'],
    reference: null,
  },
} as const;
