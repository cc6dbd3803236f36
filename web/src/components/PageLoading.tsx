import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Shown while a page or layout chunk loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
