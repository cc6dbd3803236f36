/**
 * Field bounds the spec leaves open (spec §5 'Other bounds: not shown'). Chosen to fit comfortably
 * inside Firestore's 1 MiB document limit and to keep prompts bounded; documented in docs/decisions.md.
 */
export const LIMITS = {
  nameMax: 120,
  shortTextMax: 200,
  descriptionMax: 5_000,
  longTextMax: 20_000,
  urlMax: 2_048,
  emailMax: 254,
  cpvCodesMax: 200,
  bidNoBidMax: 50,
  awardCriteriaMax: 50,
  listMax: 100,
  websiteFrequencyDaysMin: 1,
  websiteFrequencyDaysMax: 365,
  infographicSizeMin: 256,
  infographicSizeMax: 4_096,
  chatMessageMax: 4_000,
  draftSectionsMax: 200,
  draftSectionBodyMax: 50_000,
  // A cited passage kept on the draft (DraftCitation.quote): enough to check the claim.
  citationQuoteMax: 500,
  // The citations of one draft (500 quotes of 500 characters stay well inside a document).
  draftCitationsMax: 500,
  // Earlier states kept per draft (services/drafts/saveDraft.ts).
  draftVersionsMax: 50,
} as const;
