import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOCALE } from '@tender/core';
import { localeFromPath, withLocale } from '../i18n/localePath';
import { useDocumentTitle } from '../routing/useDocumentTitle';

export interface ErrorPageProps {
  status: number;
  path: string;
  /** Offer a reload instead of 'home' (e.g. a chunk from an older deployment is gone). */
  reloadable?: boolean;
}

/** The error screen of spec §2. It uses plain links: it must work even when the router state is broken. */
export function ErrorPage({ status, path, reloadable = false }: ErrorPageProps) {
  const { t } = useTranslation();
  const notFound = status === 404;
  const home = withLocale('/', localeFromPath(path) ?? DEFAULT_LOCALE);
  useDocumentTitle(notFound ? 'errors.page.notFoundTitle' : 'errors.page.serverErrorTitle');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 3,
      }}
    >
      <Stack
        spacing={2}
        sx={{ maxWidth: 520, textAlign: 'center', alignItems: 'center' }}
        data-testid="error-page"
      >
        <Typography variant="h2" component="p" color="text.secondary">
          {status}
        </Typography>
        <Typography variant="h1" component="h1">
          {notFound ? t('errors.page.notFoundTitle') : t('errors.page.serverErrorTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {notFound
            ? t('errors.page.notFoundMessage', { path })
            : t('errors.page.serverErrorMessage')}
        </Typography>
        {reloadable ? (
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('errors.page.reload')}
          </Button>
        ) : (
          <Button variant="contained" href={home}>
            {t('errors.page.home')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
