/** Tender matching (issue 9): scores with reasons, feedback, and the CPV prefix index. */
export * from './scoreTender';
export * from './feedback';
export * from './matchIndex';
export * from './matchProfile';
export { termOverlap, textTerms } from './textTerms';
