import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';

/** A dashboard page that a later issue builds: its title and a translated note. */
export function PlaceholderPage({ titleKey, title }: { titleKey?: string; title?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title ?? (titleKey ? t(titleKey) : '')} />
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionOutlined color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mt: 1 }}>
          {t('placeholder.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('placeholder.body')}
        </Typography>
      </Paper>
    </>
  );
}
