// The facts bench's reading of a local date-time (bench/tender-facts.mjs sameFact).

/**
 * A local date-time is Europe/Amsterdam's (DeadlineFact's date): the same moment as a label
 * that writes Amsterdam's offset out ('2027-05-20T14:00+02:00' for 'Alle tijden zijn Nederlandse
 * tijd'). A date with an offset of its own is compared as written.
 */
export function amsterdam(date) {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(date)) return date;
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return date + (amsterdamSummer(y, m, d) ? '+02:00' : '+01:00');
}
/** EU summer time: the last Sunday of March to the last Sunday of October. */
function amsterdamSummer(y, m, d) {
  const lastSunday = (month) => {
    const last = new Date(Date.UTC(y, month, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  return (m > 3 && m < 10) || (m === 3 && d >= lastSunday(3)) || (m === 10 && d < lastSunday(10));
}
