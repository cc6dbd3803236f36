/** The kept matches of one tender as matchTenders returns them (matchIndex.ts). */
import type { MatchIndex } from './buildMatchIndex';
import { feedbackShift } from './feedback';
import {
  prepareTender,
  scoreTender,
  type MatchTender,
  type PreparedTender,
  type TenderScore,
} from './scoreTender';

export type TenderMatchResult = TenderScore & { companyId: string };

/**
 * The kept matches of one tender, compact: company indexes and scores, a range of typed arrays
 * shared with other tenders, so that hundreds of thousands of matches are not as many objects
 * for the garbage collector. Reasons
 * are built by scoreTender when asked for (`result(k)`), only for matches that are stored.
 */
export class TenderMatchList {
  /**
   * The tender as given: a list does not hold on to a tender prepared from a raw one (its terms
   * would outlive matching for every tender); result() prepares it again when asked.
   */
  readonly tender: MatchTender;
  private prepared: PreparedTender | null = null;
  private readonly index: MatchIndex;
  private readonly companies: Int32Array;
  private readonly scores: Uint8Array;
  /** This tender's matches are companies/scores[start … start + length - 1]. */
  private readonly start: number;
  readonly length: number;
  constructor(
    tender: MatchTender,
    index: MatchIndex,
    kept: { companies: Int32Array; scores: Uint8Array },
    start: number,
    end: number,
  ) {
    this.tender = tender;
    this.index = index;
    this.companies = kept.companies;
    this.scores = kept.scores;
    this.start = start;
    this.length = end - start;
  }
  companyId(k: number): string {
    return this.index.profiles[this.companies[this.start + k]!]!.companyId;
  }
  score(k: number): number {
    return this.scores[this.start + k]!;
  }
  /** The full result with reasons; equals scoreTender() of the pair with its feedback shift. */
  result(k: number): TenderMatchResult {
    const i = this.companies[this.start + k]!;
    const profile = this.index.profiles[i]!;
    const feedback = this.index.hot.feedback[i]!;
    const tender = (this.prepared ??= prepareTender(this.tender));
    const shift = feedback.length ? feedbackShift(tender.cpvCodes, feedback) : undefined;
    const { score, reasons } = scoreTender(tender, profile, { feedbackShift: shift });
    return { companyId: profile.companyId, score, reasons };
  }
  results(): TenderMatchResult[] {
    return Array.from({ length: this.length }, (_, k) => this.result(k));
  }
}
