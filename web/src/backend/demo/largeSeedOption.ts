/**
 * The demo's large-company option (issue 22 item 6): `?seed=large` in any URL of the demo starts
 * it over with Van Dijk Bouw as a large company (1,000 projects, 50 users, 20,000 tenders with a
 * year of matches, 500 notifications, 200 tickets); `?seed=default` goes back. The choice is
 * remembered in localStorage. The generator itself (largeSeed.ts) loads only when chosen, never
 * with the first render.
 */
export const LARGE_SEED_KEY = 'tender-demo-seed';

type Place = {
  readonly location: { readonly search: string };
  readonly localStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

/** Whether this load of the demo uses the large company (the URL decides, else the last choice). */
export function largeSeedRequested(place: Place | undefined): boolean {
  if (!place) return false;
  try {
    const asked = new URLSearchParams(place.location.search).get('seed');
    if (asked === 'large') place.localStorage.setItem(LARGE_SEED_KEY, 'large');
    if (asked === 'default') place.localStorage.removeItem(LARGE_SEED_KEY);
    return place.localStorage.getItem(LARGE_SEED_KEY) === 'large';
  } catch {
    return false; // storage blocked: the ordinary seed
  }
}
