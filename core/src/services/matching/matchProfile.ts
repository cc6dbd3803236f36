/** What matching needs of a company, prepared once per run (codes parsed, text stemmed). */
import type { BidNoBidCriterion, CompanyProfile } from '../../model/company';
import { cpvCode8 } from '../../cpv/cpvHierarchy';
import { textTerms, type Terms } from './textTerms';

export type MatchProfile = {
  companyId: string;
  /** ISO alpha-2 of the company ('NL'): 'national' scope means a buyer in this country. */
  country: string | null;
  profile: CompanyProfile;
  bidNoBid: readonly BidNoBidCriterion[];
};

export type PreparedProfile = MatchProfile & {
  codes8: string[];
  terms: Terms;
  criteria: { criterion: BidNoBidCriterion; terms: Terms }[];
};

export function prepareProfile(p: MatchProfile): PreparedProfile {
  if ('codes8' in p) return p as PreparedProfile;
  return {
    ...p,
    codes8: [...new Set(p.profile.cpvCodes.map(cpvCode8).filter((c): c is string => !!c))],
    // The profile's own description only: names of the company's projects are mostly places and
    // buyers ("gemeente", "nederland") that then matched unrelated tenders (issue 21).
    terms: textTerms(p.profile.description),
    criteria: p.bidNoBid.map((criterion) => ({
      criterion,
      terms: textTerms(criterion.description),
    })),
  };
}
