// Whether a value label's amount is written in its own quote (scripts/check-probe-tenders.mjs).
// A label whose amount the quote does not state cannot be right: the probe-20 labels carried
// four such amounts (640,000 for "£164,000", 410,000 for "€ 385.000,-"), found only when a study
// read the misses. Every number in the quote is read under both decimal conventions
// ("1.200.000" and "1,200,000"; "1,2 miljoen" and "1.2m") and with its scale word, and the label
// passes when one reading equals its amount.

const SCALES = {
  k: 1e3,
  thousand: 1e3,
  duizend: 1e3,
  m: 1e6,
  mln: 1e6,
  million: 1e6,
  miljoen: 1e6,
  bn: 1e9,
  billion: 1e9,
  miljard: 1e9,
  lakh: 1e5,
  crore: 1e7,
};

const NUMBER =
  /(\d[\d.,\u00a0 ]*\d|\d)(?:\s*(k|thousand|duizend|mln|million|miljoen|m|bn|billion|miljard|lakh|crore)\b)?/giu;

/** The values a written number can mean, under either decimal convention. */
function readings(digits) {
  const plain = digits.replace(/[\u00a0 ]/g, '');
  const out = new Set();
  for (const [group, decimal] of [
    [',', '.'],
    ['.', ','],
  ]) {
    const parts = plain.split(decimal);
    if (parts.length > 2) continue;
    const whole = parts[0].split(group).join('');
    const value = Number(`${whole}${parts.length === 2 ? `.${parts[1]}` : ''}`);
    if (Number.isFinite(value)) out.add(value);
  }
  return out;
}

/** True when `quote` writes `amount` in any common form. */
export function amountInQuote(amount, quote) {
  for (const match of quote.matchAll(NUMBER)) {
    const scale = match[2] ? SCALES[match[2].toLowerCase()] : 1;
    for (const value of readings(match[1]))
      if (Math.abs(value * scale - amount) < 0.005) return true;
  }
  return false;
}
