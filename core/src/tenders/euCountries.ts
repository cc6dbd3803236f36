/**
 * The EU member states, apart from the country-code conversions (codes.ts) so that matching, which
 * runs in the browser too, does not bundle the full ISO country table.
 */
/** The 27 member states, for 'european' scope. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);
