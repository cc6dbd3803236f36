import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DashboardData } from '@tender/core/services/dashboard/index';
import { useLocale } from '../../app/i18n/LocaleContext';
import { formatCount } from './dashboardFormat';

/** A figure; null while it is not known yet (the progress figures until progress is read). */
type Figure = { key: string; value: number; capped: boolean } | null;

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
} as const;

/**
 * Four counts at the top; a figure that hit its read limit shows '20+' and says why. The two from
 * the progress (documents, drafts) stay skeletons while `progressPending`.
 */
export function KeyFigures({
  figures,
  progressPending = false,
}: {
  figures: DashboardData['figures'] | null;
  progressPending?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const progress = (key: string, value: number): Figure =>
    progressPending ? null : { key, value, capped: false };
  const items: Figure[] | null = figures && [
    { key: 'activeProjects', ...figures.activeProjects },
    { key: 'matchesThisWeek', ...figures.matchesThisWeek },
    progress('documentsProcessed', figures.documentsProcessed),
    progress('draftsGenerated', figures.draftsGenerated),
  ];
  return (
    <Box component="section" aria-label={t('overview.figures.label')} sx={GRID}>
      {(items ?? [null, null, null, null]).map((f, i) => (
        <Paper key={i} variant="outlined" sx={{ p: 2 }}>
          {f ? (
            <>
              <Typography
                component="p"
                variant="h2"
                data-testid={`figure-${f.key}`}
                sx={{ fontWeight: 700 }}
              >
                {f.capped
                  ? t('overview.capped', { value: formatCount(f.value, locale) })
                  : formatCount(f.value, locale)}
              </Typography>
              <Typography color="text.secondary">{t(`overview.figures.${f.key}`)}</Typography>
              {f.capped && (
                <Typography variant="caption" color="text.secondary">
                  {t('overview.figures.cappedHint')}
                </Typography>
              )}
            </>
          ) : (
            <>
              <Skeleton variant="text" width="40%" height={40} />
              <Skeleton variant="text" width="70%" />
            </>
          )}
        </Paper>
      ))}
    </Box>
  );
}
