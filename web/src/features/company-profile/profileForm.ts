/**
 * The Company Profile form: the company's matching profile and bid/no-bid criteria, read from the
 * company document (older documents may lack fields) and validated with core's schemas.
 */
import * as yup from 'yup';
import {
  EMPTY_COMPANY_PROFILE,
  bidNoBidSchema,
  companyProfileSchema,
  type BidNoBidCriterion,
  type Company,
  type CompanyProfile,
} from '@tender/core';

export type ProfileFormValues = {
  profile: CompanyProfile;
  bidNoBid: BidNoBidCriterion[];
};

export const profileFormSchema = yup.object({
  profile: companyProfileSchema,
  bidNoBid: bidNoBidSchema,
});

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? [...(value as T[])] : []);

/** What the form starts from; missing or odd fields become empty rather than breaking the page. */
export function formValuesOf(company: Partial<Company> | undefined): ProfileFormValues {
  const p = (company?.profile ?? {}) as Partial<CompanyProfile>;
  return {
    profile: {
      description: typeof p.description === 'string' ? p.description : '',
      cpvCodes: list(p.cpvCodes ?? EMPTY_COMPANY_PROFILE.cpvCodes),
      contractTypes: list(p.contractTypes),
      publicationTypes: list(p.publicationTypes),
      scope: list(p.scope),
      procedureTypes: list(p.procedureTypes),
    },
    bidNoBid: list<BidNoBidCriterion>(company?.bidNoBid).map((c) => ({
      description: c.description,
      importance: c.importance,
    })),
  };
}

/** The values as stored: trimmed and normalised by the same schemas the rules mirror. */
export function toCompanyUpdate(values: ProfileFormValues): ProfileFormValues {
  const cast = profileFormSchema.validateSync(values, { stripUnknown: false });
  return {
    profile: cast.profile as CompanyProfile,
    bidNoBid: cast.bidNoBid as BidNoBidCriterion[],
  };
}
