import { useLayoutEffect } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, type ForcedColorMode } from './colorMode';

/**
 * A route that forces light or dark sets the scheme attribute for as long as it is shown, without
 * touching the user's stored preference; leaving the route restores what was there.
 */
export function useForcedColorMode(forced: ForcedColorMode | undefined): void {
  useLayoutEffect(() => {
    if (!forced) return;
    const root = document.documentElement;
    const previous = root.getAttribute(COLOR_SCHEME_ATTRIBUTE);
    root.setAttribute(COLOR_SCHEME_ATTRIBUTE, forced);
    return () => {
      if (previous) root.setAttribute(COLOR_SCHEME_ATTRIBUTE, previous);
    };
  }, [forced]);
}
