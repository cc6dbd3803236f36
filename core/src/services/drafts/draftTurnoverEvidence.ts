/**
 * A demand on the company's turnover (issue 19, item 2): 'turnover' and 'omzet' name the amount
 * asked for, which the evidence measure leaves to the amount itself (retrieval's slot words), so
 * such a demand was measured on its other words alone ('annual', 'jaarlijks'). A passage that
 * states no amount of money cannot answer it, however well it says 'annual': fifteenth set, 'the
 * annual control audits' of a certificate letter ('jaarlijkse controle-audits') passed the
 * threshold for 'Minimum annual turnover of £600,000'.
 */

/**
 * A demand about turnover ('annual turnover of …', 'gemiddelde jaaromzet', 'annual revenue'); not
 * a tax office's name ('the Revenue Commissioners'), nor a demand that turnover only conditions
 * ('Bidders with a turnover of £36 million or more shall provide their modern slavery
 * statement', 'Inschrijvers met een omzet boven … leveren …'): what those ask for is no amount.
 */
const TURNOVER = /\b(?:turnover|(?:jaar)?omzet|(?:annual|yearly|total)\s+revenues?)\b/iu;
const CONDITIONED =
  /\b(?:with|whose|where|if|met|waarvan|indien|als)\s+(?:(?:a|an|the|its|their|een|de|hun|zijn)\s+)?(?:(?:annual|yearly|total|jaarlijkse)\s+)?(?:turnover|revenues?|(?:jaar)?omzet)\b/iu;

/** An amount of money ('GBP 1,480,000', '€ 3,1 miljoen', '$2.4M', 'EUR 3.140.000'). */
const AMOUNT =
  /(?:£|€|\$|\b(?:EUR|GBP|USD|ZAR|AUD|SRD|AWG|ANG|R|Afl\.?|NAf\.?))\s?\d[\d.,\s]*(?:\s*(?:million|miljoen|mln|m|k|billion|miljard)\b)?|\b\d[\d.,]*\s*(?:million|miljoen|mln)?\s*(?:euros?|pounds|dollars|EUR|GBP|USD)\b/iu;

export const asksForTurnover = (requirement: string) =>
  TURNOVER.test(requirement) && !CONDITIONED.test(requirement);

export const statesAnAmount = (text: string) => AMOUNT.test(text);
