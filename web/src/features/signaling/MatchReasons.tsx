import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { LOCALE_TAGS, type MatchReason } from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useCpvLabelText } from '../cpv/CpvLabel';
import { formatTenderDate } from './signalingFormat';

/** Params that hold CPV codes: shown with their label in the UI language. */
const CPV_PARAMS = ['tenderCode', 'companyCode'];

/**
 * A match's explanation (issue 21, core's explainMatch): each reason in words with its whole
 * points, most first, and the total they add up to (the score); then what does not fit, without
 * points. CPV codes are labelled and a closed tender's deadline is a date in the UI language.
 */
export function MatchReasons({
  reasons,
  score,
}: {
  reasons: readonly MatchReason[];
  score: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cpvText = useCpvLabelText();
  const signed = new Intl.NumberFormat(LOCALE_TAGS[locale], { signDisplay: 'exceptZero' });
  const text = (reason: MatchReason) => {
    const params: Record<string, string | number> = { ...(reason.params ?? {}) };
    for (const name of CPV_PARAMS) {
      const code = params[name];
      if (typeof code === 'string') params[name] = cpvText(code);
    }
    if (typeof params.deadline === 'number')
      params.date = formatTenderDate(params.deadline, locale);
    return reason.key
      ? t(reason.key, params)
      : `${t(`signaling.reasonCodes.${reason.code}`)}${reason.detail ? `: ${reason.detail}` : ''}`;
  };
  const points = reasons.filter((r) => !r.mismatch);
  const mismatches = reasons.filter((r) => r.mismatch);
  return (
    <>
      <List dense disablePadding aria-label={t('signaling.detail.reasons')}>
        {points.map((reason, i) => {
          // Matches stored before issue 21 have unrounded weights.
          const value = Math.round(reason.weight);
          return (
            <ListItem
              key={`${reason.code}-${i}`}
              disableGutters
              sx={{ py: 0.25, alignItems: 'baseline', gap: 1 }}
              data-points={value}
            >
              <Box
                component="span"
                sx={{
                  minWidth: '2.5rem',
                  flexShrink: 0,
                  textAlign: 'right',
                  fontWeight: 700,
                  fontVariantNumeric: 'tabular-nums',
                  color: value < 0 ? 'error.main' : 'text.primary',
                }}
              >
                {signed.format(value)}
              </Box>
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {text(reason)}
              </Typography>
            </ListItem>
          );
        })}
      </List>
      <Typography
        variant="body2"
        sx={{ mt: 0.5, fontWeight: 700 }}
        data-testid="explanation-total"
        data-score={Math.round(score)}
      >
        {t('signaling.detail.total', { count: Math.round(score) })}
      </Typography>
      {mismatches.length > 0 && (
        <>
          <Typography variant="body2" component="h4" sx={{ mt: 1.5, fontWeight: 600 }}>
            {t('signaling.detail.mismatches')}
          </Typography>
          <List dense disablePadding aria-label={t('signaling.detail.mismatches')}>
            {mismatches.map((reason, i) => (
              <ListItem
                key={`${reason.code}-${i}`}
                disableGutters
                sx={{ py: 0.25, alignItems: 'baseline', gap: 1 }}
                data-reason={reason.code}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    minWidth: '2.5rem',
                    flexShrink: 0,
                    textAlign: 'right',
                    color: 'error.main',
                  }}
                >
                  ✕
                </Box>
                <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {text(reason)}
                </Typography>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
