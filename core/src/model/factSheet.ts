/**
 * The company fact sheet (issue 7 item 5): what a knowledge base proves about the company —
 * certificates, reference projects, key people, turnover and headcount — extracted when the base
 * is trained. Stored at companies/{cid}/knowledgeBases/{kbId}/factSheet/current, written by
 * functions only (the training job); every fact cites the passage it was read from.
 */
import type { Timestamp } from '../ports/values';

/** Where a fact was read: the chunk and a short excerpt that occurs verbatim in its text. */
export interface FactCitation {
  documentId: string;
  documentName: string;
  page: number | null;
  chunkId: string;
  quote: string;
}

/**
 * The schemes the extractor recognises (issue 7): quality, environment, safety, security (also UK
 * and US security schemes: Cyber Essentials (Plus), SOC 2, PCI DSS), food safety (ISO 22000),
 * sustainable events (ISO 20121), welding quality (ISO 3834 parts 2, 3 and 4: each a level and a
 * certificate of its own) and the EU's organic-production certification, by its Dutch name
 * as CO2-prestatieladder is ('Biologische productie'; English 'organic production'); the Dutch
 * PSO-prestatieladder (social enterprise), the Australian NHVAS mass and maintenance management
 * accreditations and Transport for NSW prequalification (issue 19, set 13); Canada's Certificate of
 * Recognition (COR), Kiwa ATA and the MID's EU-type examination certificate (issue 19, set 14);
 * a laboratory's ISO/IEC 17025 accreditation (issue 19, set 17).
 */
export const CERTIFICATE_SCHEMES = [
  'ISO 9001',
  'ISO 14001',
  'ISO 45001',
  'ISO 27001',
  'ISO 27701',
  'ISO 22301',
  'ISO 20000-1',
  'ISO 50001',
  'ISO 22000',
  'ISO 20121',
  'ISO 13485',
  'ISO 37001',
  // A laboratory's accreditation to the joint ISO/IEC standard for testing and calibration (issue
  // 19, set 17): granted by a national accreditation body, with a number and a term. Named as the
  // standard is always written: there is no 'ISO 17025' apart from it.
  'ISO/IEC 17025',
  'ISO 3834-2',
  'ISO 3834-3',
  'ISO 3834-4',
  'OHSAS 18001',
  'VCA*',
  'VCA**',
  'VCA-P',
  'VCA',
  'CO2-prestatieladder',
  'NEN 7510',
  'BRL',
  'Cyber Essentials Plus',
  'Cyber Essentials',
  'SOC 2',
  'PCI DSS',
  'Biologische productie',
  'CHAS',
  'SafeContractor',
  'NICEIC Approved Contractor',
  'NICEIC Domestic Installer',
  // Social enterprise (the Dutch PSO ladder), Australian heavy-vehicle accreditation and road-work
  // prequalification: audited registrations with a number and a term, as certificates are.
  'PSO-prestatieladder',
  'NHVAS Mass Management',
  'NHVAS Maintenance Management',
  'TfNSW prequalification',
  // A safety programme audited to a provincial standard (Canada's Certificate of Recognition), a
  // product certificate for drinking-water contact (Kiwa's attest met productcertificaat) and an
  // instrument's type certificate under the Measuring Instruments Directive (issue 19, set 14):
  // each with a number, a body and a term, as certificates are.
  'COR',
  'Kiwa ATA',
  'MID EU-type examination certificate (module B)',
  // The safety-culture certificate (Safety Culture Ladder, in Dutch 'Veiligheidsladder'; issue 19,
  // set 22): a step ('trede'), a number, a body and a term, as certificates are.
  'Safety Culture Ladder',
] as const;
export type CertificateScheme = (typeof CERTIFICATE_SCHEMES)[number];

export interface Money {
  amount: number;
  /** ISO 4217, e.g. 'EUR'. */
  currency: string;
}

export interface Certificate {
  scheme: CertificateScheme;
  /** As written, e.g. 'ISO 9001:2015', 'BRL 9335', 'CO2-prestatieladder niveau 3'. */
  name: string;
  /** CO2-prestatieladder level (1–5), or null. */
  level: number | null;
  issuer: string | null;
  number: string | null;
  /** ISO 8601 dates (yyyy-mm-dd). */
  issuedOn: string | null;
  expiresOn: string | null;
  citation: FactCitation;
}

/**
 * A licence, permit or registration the company holds (issue 19, item 2): a contractor's licence,
 * an environmental or professional permit, a trade-register entry, an 'erkenning' or 'vergunning'
 * — not a certification scheme, but asked for as certificates are. Number, holder and dates are
 * read from one record (a register printout, a licence's own text, one line of a letter), so a
 * draft states it as held only as certificates are: with an end read after the day for certain.
 */
export interface Registration {
  /** As written: 'Permit for demolition works (class B)', 'Vergunning voor grondverzet'. */
  name: string;
  issuer: string | null;
  number: string;
  /** The company (or group company) it is in the name of, as written. */
  holder: string | null;
  /** ISO 8601 dates (yyyy-mm-dd). */
  issuedOn: string | null;
  expiresOn: string | null;
  citation: FactCitation;
}

export interface ReferenceProject {
  title: string;
  client: string | null;
  year: number | null;
  value: Money | null;
  description: string | null;
  citation: FactCitation;
}

export interface KeyPerson {
  name: string;
  role: string;
  citation: FactCitation;
}

export interface Turnover extends Money {
  year: number | null;
  citation: FactCitation;
}

export interface Headcount {
  count: number;
  year: number | null;
  citation: FactCitation;
}

export type CompanyFactSheet = {
  certificates: Certificate[];
  /** Licences, permits and registrations (absent on sheets built before issue 19's item 2). */
  registrations?: Registration[];
  /** The distinct schemes of the certificates, in CERTIFICATE_SCHEMES order. */
  schemes: CertificateScheme[];
  referenceProjects: ReferenceProject[];
  keyPeople: KeyPerson[];
  /** Newest year first. */
  turnover: Turnover[];
  headcount: Headcount[];
  /** The chunks read, and the cloud model that also read them (null: rules only). */
  chunkCount: number;
  model: string | null;
  extractedAt: Timestamp;
};

/** Certificates expiring within this many days are flagged (a renewal audit takes weeks). */
export const CERTIFICATE_EXPIRY_WARNING_DAYS = 90;

export type ExpiryStatus = 'expired' | 'expiring' | 'valid' | 'unknown';

/** Expired before today, expiring within 90 days, valid after that; unknown without a date. */
export function expiryStatus(cert: Pick<Certificate, 'expiresOn'>, now: number): ExpiryStatus {
  if (!cert.expiresOn || !/^\d{4}-\d{2}-\d{2}/.test(cert.expiresOn)) return 'unknown';
  const expires = Date.parse(`${cert.expiresOn.slice(0, 10)}T23:59:59Z`);
  if (Number.isNaN(expires)) return 'unknown';
  if (expires < now) return 'expired';
  const days = (expires - now) / 86_400_000;
  return days <= CERTIFICATE_EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}
