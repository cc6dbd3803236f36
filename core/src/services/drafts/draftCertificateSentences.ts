/**
 * Sentences that state a certificate — a register's row or a line of prose with the standard, its
 * number, its issuer and its dates ('ISO 9001:2015 | QM-118 | Certifier B.V. | Installation and
 * maintenance of … | 01-02-2025 | 31-01-2028') — as evidence (issue 19, item 2; a class of the
 * ninth draft-coverage set). Such a row names its scope in the words of the work ('levering,
 * installatie en validatie'), so it met demands on how the work is planned or done, where the
 * method says it. A certificate answers a demand about certificates, standards, accreditation or
 * quality assurance only.
 */

/** A standard by its code ('ISO 9001', 'ISO/IEC 27001', 'NEN 7510', 'EN 14073', 'DIN 58345'). */
const STANDARD = /\b(?:ISO(?:\/IEC)?|IEC|NEN|EN|DIN|BS|CEN)[\s-]?\d{3,5}\b/;
/** A date in figures ('15-03-2025', '31/07/2026', '2027-04-03'). */
const DATE = /\b(?:\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{4}-\d{2}-\d{2})\b/;
/** Words that state a certificate's validity or identity. */
const VALIDITY =
  /\b(?:certificate (?:no|number)|certificaatnummer|certificaat ?nr|valid (?:until|to|through)|geldig (?:tot|t\/m)|expires?|verloopt|issued by|uitgegeven door|certification body|certificerende instelling)\b/i;

/** A sentence that states a certificate: a standard with a date or its validity's words. */
export function statesCertificate(sentence: string): boolean {
  return STANDARD.test(sentence) && (DATE.test(sentence) || VALIDITY.test(sentence));
}

/** A demand about certificates, standards, accreditation or quality assurance. */
const ASKS_ABOUT_CERTIFICATES =
  /\b(?:certif\w*|gecertificeerd\w*|accredit\w*|geaccrediteerd\w*|keurmerk\w*|standards?|normen|norm|erkenning|erkend|kwaliteitsborging|kwaliteitsmanagement\w*|kwaliteitssysteem|quality (?:assurance|management|system))\b/i;

export function asksAboutCertificates(requirement: string): boolean {
  return STANDARD.test(requirement) || ASKS_ABOUT_CERTIFICATES.test(requirement);
}
