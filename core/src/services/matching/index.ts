/** Tender matching (issue 9): scores with reasons, feedback, and the CPV prefix index. */
export * from './scoreTender';
export * from './feedback';
export * from './buildMatchIndex';
export { candidateProfiles } from './matchCandidates';
export * from './matchIndex';
export * from './tenderMatchList';
export * from './matchProfile';
export { termOverlap, textTerms } from './textTerms';
