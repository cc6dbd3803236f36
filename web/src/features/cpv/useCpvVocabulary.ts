import { useEffect, useState } from 'react';
import type { CpvLocale, CpvVocabulary } from '@tender/core/cpv/index';
import type { Locale } from '@tender/core';
import { CpvUnavailableError, loadCpvVocabulary, loadedCpvVocabulary } from './loadCpvVocabulary';

export type CpvVocabularyState =
  | { status: 'loading'; vocabulary: null; retry: () => void }
  | { status: 'ready'; vocabulary: CpvVocabulary; retry: () => void }
  /** The file was not built (no data folder): codes are shown without labels. */
  | { status: 'unavailable'; vocabulary: null; retry: () => void }
  | { status: 'error'; vocabulary: null; retry: () => void };

/** The CPV vocabulary, loaded on first use and shared by every component for the session. */
export function useCpvVocabulary(): CpvVocabularyState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    status: CpvVocabularyState['status'];
    vocabulary: CpvVocabulary | null;
  }>(() => {
    const vocabulary = loadedCpvVocabulary();
    return vocabulary ? { status: 'ready', vocabulary } : { status: 'loading', vocabulary: null };
  });

  useEffect(() => {
    if (loadedCpvVocabulary()) return;
    let active = true;
    loadCpvVocabulary().then(
      (vocabulary) => {
        if (active) setState({ status: 'ready', vocabulary });
      },
      (error: unknown) => {
        if (active)
          setState({
            status: error instanceof CpvUnavailableError ? 'unavailable' : 'error',
            vocabulary: null,
          });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = () => {
    setState({ status: 'loading', vocabulary: null });
    setAttempt((n) => n + 1);
  };
  return { ...state, retry } as CpvVocabularyState;
}

/** The vocabulary's label language for the UI locale. */
export function cpvLocale(locale: Locale): CpvLocale {
  return locale === 'nl' ? 'nl' : 'en';
}
