/**
 * The CPV labels matching's bid/no-bid check reads (core's MatchStoreDeps.cpvLabels), from the
 * vocabulary the app loads for CPV labels anyway. Without the file (a build without it) matching
 * runs on the notice's text and fields alone, as the match store allows.
 */
import { loadCpvVocabulary } from '../../features/cpv/loadCpvVocabulary';

export async function demoCpvLabels(): Promise<((code8: string) => readonly string[]) | undefined> {
  try {
    const vocabulary = await loadCpvVocabulary();
    return (code8) =>
      [vocabulary.label(code8, 'en'), vocabulary.label(code8, 'nl')].filter(
        (label): label is string => !!label,
      );
  } catch (error) {
    console.warn('Demo backend: CPV labels unavailable; bid/no-bid reads text and fields', error);
    return undefined;
  }
}
