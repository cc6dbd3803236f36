import { useCallback, useState } from 'react';

/** A boolean preference kept in localStorage, so it survives reloads (e.g. the collapsed sidebar). */
export function useStoredBoolean(
  key: string,
  initial: boolean,
): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState<boolean>(() => {
    const stored = window.localStorage.getItem(key);
    return stored === null ? initial : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      window.localStorage.setItem(key, String(next));
      setValue(next);
    },
    [key],
  );
  return [value, update];
}
