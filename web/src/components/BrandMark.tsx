import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { useTranslation } from 'react-i18next';

export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <GavelOutlined color="primary" aria-hidden />
      {!compact && (
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
      )}
    </Stack>
  );
}
