import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UsageSummary } from '@tender/core/services/dashboard/index';
import { useLocale } from '../../app/i18n/LocaleContext';
import { formatCount, formatUsd } from './dashboardFormat';

/** Model use of the current (UTC) month: admins only, as the rules allow (usage holds spend). */
export function UsageCard({ usage }: { usage: UsageSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string][] = [
    ['calls', formatCount(usage.calls, locale)],
    ['tokens', formatCount(usage.tokens, locale)],
    ['images', formatCount(usage.images, locale)],
    ['cost', formatUsd(usage.costUsd, locale)],
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="usage-title"
      data-testid="usage"
      sx={{ p: 2 }}
    >
      <Typography id="usage-title" variant="h2" component="h2">
        {t('overview.usage.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {usage.calls === 0 ? t('overview.usage.empty') : t('overview.usage.note')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`overview.usage.${key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
