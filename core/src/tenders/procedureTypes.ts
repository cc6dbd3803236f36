/**
 * Procedure types of the three notice formats → one vocabulary (model/company PROCEDURE_TYPES).
 * eForms and the TED API v3 use the procurement-procedure-type codelist (BT-105); TED-XML codes
 * the procedure in CODIF_DATA/PR_PROC and names it in the form (PROCEDURE/PT_*). 'Not
 * applicable' and 'not specified' are no procedure type (null).
 */
import type { ProcedureType } from '../model/company';

/** eForms BT-105 codes (the TED API v3 'procedure-type' field answers the same). */
const EFORMS: Record<string, ProcedureType> = {
  open: 'open',
  restricted: 'restricted',
  'neg-w-call': 'negotiated_with_call',
  'neg-wo-call': 'negotiated_without_call',
  'comp-dial': 'competitive_dialogue',
  innovation: 'innovation_partnership',
  'oth-single': 'other',
  'oth-mult': 'other',
  'comp-tend': 'other',
};

/** TED-XML CODIF_DATA/PR_PROC codes (TED's 'procedure' codelist of the R2.0.9 schema). */
const TED_XML_CODES: Record<string, ProcedureType> = {
  '1': 'open',
  '2': 'restricted',
  '3': 'restricted', // accelerated restricted
  '4': 'negotiated_with_call',
  '6': 'negotiated_with_call', // accelerated negotiated
  B: 'negotiated_with_call', // competitive procedure with negotiation
  C: 'competitive_dialogue',
  G: 'innovation_partnership',
  T: 'negotiated_without_call',
  V: 'negotiated_without_call', // contract award without prior publication
  E: 'other', // concession award procedure
};

/** The form's PROCEDURE/PT_* element, for a notice whose coded data leaves the procedure out. */
const TED_XML_ELEMENTS: Record<string, ProcedureType> = {
  PT_OPEN: 'open',
  PT_ACCELERATED_PROC: 'open',
  PT_RESTRICTED: 'restricted',
  PT_COMPETITIVE_NEGOTIATION: 'negotiated_with_call',
  PT_NEGOTIATED_WITH_PRIOR_CALL: 'negotiated_with_call',
  PT_INVOLVING_NEGOTIATION: 'negotiated_with_call',
  PT_COMPETITIVE_DIALOGUE: 'competitive_dialogue',
  PT_INNOVATION_PARTNERSHIP: 'innovation_partnership',
  PT_AWARD_CONTRACT_WITHOUT_CALL: 'negotiated_without_call',
  PT_NEGOTIATED_WITHOUT_PUBLICATION: 'negotiated_without_call',
  PT_AWARD_CONTRACT_WITHOUT_PUBLICATION: 'negotiated_without_call',
  PT_AWARD_CONTRACT_WITH_PRIOR_PUBLICATION: 'other',
};

export function eformsProcedureType(code: string | null | undefined): ProcedureType | null {
  return EFORMS[(code ?? '').trim().toLowerCase()] ?? null;
}

/** PR_PROC code first; the form's element names it where the code is missing. */
export function tedXmlProcedureType(
  code: string | null | undefined,
  formElements: readonly string[] = [],
): ProcedureType | null {
  const c = (code ?? '').trim().toUpperCase();
  if (c) return TED_XML_CODES[c] ?? null;
  for (const name of formElements) {
    const t = TED_XML_ELEMENTS[name];
    if (t) return t;
  }
  return null;
}
