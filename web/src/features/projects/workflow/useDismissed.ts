import { useCallback, useState } from 'react';

/**
 * Suggestions the user dismissed, remembered for this browser session per project and kind, so a
 * dismissed suggestion does not return on the next visit to the step (it is not project data).
 */
export function useDismissed(scope: string): [ReadonlySet<string>, (keys: string[]) => void] {
  const storageKey = `tender-dismissed:${scope}`;
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => {
    try {
      const raw = sessionStorage.getItem(storageKey);
      return new Set(raw ? (JSON.parse(raw) as string[]) : []);
    } catch {
      return new Set();
    }
  });
  const dismiss = useCallback(
    (keys: string[]) =>
      setDismissed((current) => {
        const next = new Set([...current, ...keys]);
        try {
          sessionStorage.setItem(storageKey, JSON.stringify([...next]));
        } catch {
          // Storage full or blocked: the dismissal still holds until the page is left.
        }
        return next;
      }),
    [storageKey],
  );
  return [dismissed, dismiss];
}
