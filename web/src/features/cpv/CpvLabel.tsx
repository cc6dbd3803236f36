import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useLocale } from '../../app/i18n/LocaleContext';
import { cpvLocale, useCpvVocabulary } from './useCpvVocabulary';

/**
 * A CPV code with its label in the UI language ('45233140-2 Roadworks'). While the vocabulary
 * loads, or when it is unavailable, the code stands alone; an unknown code says so.
 */
export function CpvLabel({ code, showCode = true }: { code: string; showCode?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, vocabulary } = useCpvVocabulary();
  const concept = vocabulary?.get(code) ?? null;
  const label = concept?.labels[cpvLocale(locale)];
  return (
    <Box component="span">
      {showCode && (
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {concept?.code ?? code}
        </Box>
      )}
      {label ? (showCode ? ` ${label}` : label) : null}
      {status === 'ready' && !concept ? ` (${t('cpv.unknownCode')})` : null}
    </Box>
  );
}

/** The label as a plain string (for aria-labels and chips); the code alone until it is known. */
export function useCpvLabelText(): (code: string) => string {
  const locale = useLocale();
  const { vocabulary } = useCpvVocabulary();
  return (code) => {
    const concept = vocabulary?.get(code);
    return concept ? `${concept.code} ${concept.labels[cpvLocale(locale)]}` : code;
  };
}
