/**
 * A certification body the sheet does not know, named in a certificate's prose (issue 19, item 6):
 * as the one that certifies ('Certio Nederland B.V. certificeert ons kwaliteitssysteem …',
 * 'Alcumus Certification Ltd certifies our …'), or as the one a certificate is from or with
 * ('gecertificeerd bij …', 'certified with …', 'our certificate from …'), or first in brackets
 * beside its number ('ISO 3834-2 (Certa Lastechniek B.V., nummer …)') or after it ('(certificate
 * Q-2071, Kauri Assurance Ltd)'). A name counts only when
 * it says it certifies ('Certification', 'Keuringsdienst', 'Assessment') or carries a legal form
 * ('B.V.', 'Ltd'); after Dutch 'certificaat van', which may name the holder, only the first.
 */
import { LEGAL_FORM, NOT_NAME, nameGoingOn } from './certificateWording';

export const CERTIFYING =
  /\b(?:certification|certificatie|certificering|certify|certifying|assessment|assurance|registrar|keuring\w*|keurings\w*|inspection|inspectie|verification)\b/i;
const FIRST_WORD = /^\p{Lu}[\p{L}'&-]*(?![\p{L}\d])/u;

/** The body's name starting at the text's start, or null when it is none. */
function bodyAt(text: string, { legalFormCounts }: { legalFormCounts: boolean }): string | null {
  const first = FIRST_WORD.exec(text);
  if (!first || NOT_NAME.test(first[0])) return null;
  const name = nameGoingOn(first[0], text.slice(first[0].length));
  const last = name.split(/[\s,]+/).pop()!;
  if (CERTIFYING.test(name) || (legalFormCounts && LEGAL_FORM.test(last))) return name;
  return null;
}

/**
 * 'X certificeert ons …', 'X certifies our …': a name at a sentence's or clause's start (a dot inside
 * it, as in 'B.V.', is no sentence's end), then the verb.
 */
const CERTIFIES =
  /(?:^|[.;:]\s+)(\p{Lu}(?:[^.;:]|\.(?!\s+\p{Lu})){0,80}?)\s+(?:certificeert|certifies|has\s+certified|audits\s+and\s+certifies|auditeert\s+en\s+certificeert)\s+(?:ons|onze|our|us|het|de|the)\b/gu;
/** 'X issued the certificate …', 'X heeft (ons) het certificaat … afgegeven': the body as the subject. */
const ISSUES_CERTIFICATE =
  /(?:^|[.;:]\s+)(\p{Lu}(?:[^.;:]|\.(?!\s+\p{Lu})){0,80}?)\s+(?:(?:issued|granted|awarded)\s+(?:us\s+)?|heeft\s+(?:ons\s+)?)(?:the|our|this|that|het|ons|onze|dit|dat)\s+(?:\S+\s+)?certifica(?:te|at)\b/gu;
/** 'gecertificeerd bij X', 'certified with X'. */
const CERTIFIED_WITH = /\b(?:certified|gecertificeerd)\s+(?:with|bij)\s+/giu;
/** 'certificate from X', 'certificaat … van X' (the latter may name the holder). */
const CERTIFICATE_FROM =
  /\b(?:certificate|certificaat|certification|certificering)\b[^.;()]{0,40}?\s(from|van)\s+/giu;

/** '(X, nummer …)', '(X; no. …)': a body named first in brackets beside the certificate's number. */
const IN_BRACKETS = /\(\s*/g;
/**
 * '(certificate Q-2071, Kauri Assurance Ltd)', '(certificaat KM-301, Keurhuis B.V.)': the body after
 * the number in the same brackets, the last thing in them.
 */
const AFTER_NUMBER_IN_BRACKETS =
  /\((?:certificate|certificaat|cert\.)\s*(?:(?:no|nr|number|nummer)\.?\s*:?\s*)?[A-Z0-9][\w./-]*\d[\w./-]*\s*[,;]\s*/g;

/**
 * A register line's body set off by a dash or a comma right before the number's label ('ISO 9001
 * (quality) - Certio Holding (Pty) Ltd, cert. no. …', 'ISO 14001, Keurhuis B.V., certificaatnr. …').
 */
const SET_OFF = /(?:^|\s[-–—]\s+|,\s+)(?=\p{Lu})/gu;
const NUMBER_LABEL_NEXT =
  /^\s*,?\s*(?:cert(?:ificate)?\.?\s*(?:no|nr|number)\b|certificaat\s*(?:nr|nummer)\b|certificaatnummer|reg(?:istration)?\.?\s*(?:no|nr|number)\b)/i;

/** The unknown certification body the text names, or null. */
export function bodyInProse(text: string): string | null {
  for (const m of text.matchAll(SET_OFF)) {
    const rest = text.slice(m.index + m[0].length);
    const name = bodyAt(rest, { legalFormCounts: true });
    if (name && NUMBER_LABEL_NEXT.test(rest.slice(name.length))) return name;
  }
  for (const m of text.matchAll(CERTIFIES)) {
    const name = bodyAt(m[1]!, { legalFormCounts: true });
    if (name === m[1]!.trim()) return name;
  }
  for (const m of text.matchAll(ISSUES_CERTIFICATE)) {
    const name = bodyAt(m[1]!, { legalFormCounts: true });
    if (name === m[1]!.trim()) return name;
  }
  for (const m of text.matchAll(CERTIFIED_WITH)) {
    const name = bodyAt(text.slice(m.index + m[0].length), { legalFormCounts: true });
    if (name) return name;
  }
  for (const m of text.matchAll(IN_BRACKETS)) {
    const rest = text.slice(m.index + m[0].length);
    const name = bodyAt(rest, { legalFormCounts: true });
    if (name && /^\s*[,;)]/.test(rest.slice(name.length))) return name;
  }
  for (const m of text.matchAll(AFTER_NUMBER_IN_BRACKETS)) {
    const rest = text.slice(m.index + m[0].length);
    const name = bodyAt(rest, { legalFormCounts: true });
    if (name && /^\s*[;)]/.test(rest.slice(name.length))) return name;
  }
  for (const m of text.matchAll(CERTIFICATE_FROM)) {
    const from = m[1]!.toLowerCase() === 'from';
    const name = bodyAt(text.slice(m.index + m[0].length), { legalFormCounts: from });
    if (name) return name;
  }
  return null;
}

/**
 * The body that accredits a laboratory, the issuer of an accreditation (ISO/IEC 17025): 'accredited
 * by SANAS', 'geaccrediteerd door de RvA', 'door SANAS geaccrediteerd'. Of a certificate it is never
 * the issuer: there it accredits the certification body ('SGS, geaccrediteerd door de RvA').
 */
const ACCREDITED_BY =
  /\b(?:accredited\s+by|geaccrediteerd\s+door)\s+(?:the\s+|de\s+|het\s+)?(\p{Lu}[\p{L}\d&-]*)|\bdoor\s+(?:de\s+|het\s+)?(\p{Lu}[\p{L}\d&-]*)\s+(?:is\s+|zijn\s+)?geaccrediteerd\b/u;
export function accreditor(text: string): string | null {
  const m = ACCREDITED_BY.exec(text);
  const first = m?.[1] ?? m?.[2];
  if (!m || !first) return null;
  const at = m[0].indexOf(first) + m.index;
  return nameGoingOn(first, text.slice(at + first.length));
}
