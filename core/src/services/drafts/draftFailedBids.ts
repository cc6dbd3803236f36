/**
 * A bid's fate when it fails the demands listed (issue 19, item 1): the buyer's rule about bids,
 * which the planner never plans as a demand of its own (draftRequirementHeadings.ts).
 */
import { namesOwnObligation } from './draftKnockOuts';

/**
 * The fate of a bid that fails the demands listed ('A tender that does not satisfy every
 * mandatory criterion will be excluded', 'Een inschrijving die niet aan alle eisen voldoet, wordt
 * uitgesloten'): the buyer's rule, no demand of its own. The demands are planned where they are
 * listed (thirteenth set: read in the qualification part once its title was a heading).
 */
const FAILS =
  /\bscor(?:e|es|ing)\s+(?:below|less\s+than|lower\s+than|under)\s+\d|\b(?:lager\s+scoort|scoort\s+lager|minder\s+dan\s+\d{1,3}\s+punten\s+behaalt)\b|\b(?:does|do|did)\s+not\s+(?:satisfy|meet|comply\s+with|pass|fulfil)\b|\bfail(?:s|ing)?\s+(?:to\s+(?:satisfy|meet|comply\s+with)|any|one|the)\b|\bniet\s+(?:aan\s+[^.,;]{0,60}?\s+)?voldoe[nt]?\b|\bvoldoe[nt]?\s+[^.,;]{0,40}?\bniet\b/i;
// Or kept from the next stage ('will not progress to Stage 2', 'gaat niet door naar fase 2';
// fifteenth set: planned, it was a gap no evidence could fill).
const FATE =
  /\b(?:(?:will|shall|is|are)\s+(?:be\s+)?excluded|uitgesloten|terzijde|afgewezen|ongeldig|rejected|disqualified|set aside|not be (?:evaluated|considered|assessed|accepted|invited|shortlisted)|(?:will|shall)\s+not\s+(?:progress|proceed|advance|go\s+through)\s+to|(?:gaat|gaan)\s+niet\s+door\s+naar|niet\s+(?:toegelaten|uitgenodigd))\b/i;

// Not the tax ground's 'fails its tax obligations … is excluded': a ground, not a rule (draftKnockOuts).
export const failedBidsFate = (text: string): boolean =>
  FAILS.test(text) && FATE.test(text) && !namesOwnObligation(text);
