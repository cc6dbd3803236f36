import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDate } from '../../format/dates';
import { VisualStatusChip } from './VisualStatusChip';
import type { VisualRow } from './useVisualPage';
import { useVisualFile } from './useVisualFile';

/** One visual in the list: its picture (or state), name, type, status and date; opens the view. */
export function VisualCard({ visual }: { visual: VisualRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea
        component={PreloadLink}
        to={path(`/dashboard/visuals/${visual.id}`)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Thumbnail visual={visual} />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} noWrap>
            {visual.name}
          </Typography>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mt: 0.5 }}
          >
            <VisualStatusChip status={visual.status} />
            <Typography variant="body2" color="text.secondary">
              {t(`visuals.types.${visual.type}`)}
              {visual.createdAt ? ` · ${formatDate(visual.createdAt.toMillis(), locale)}` : ''}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function Thumbnail({ visual }: { visual: VisualRow }) {
  const { t } = useTranslation();
  const file = useVisualFile(visual.status === 'ready' ? visual.storagePath : null);
  return (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {file.status === 'ready' ? (
        <Box
          component="img"
          src={file.url}
          alt={t('visuals.thumbnail', { name: visual.name })}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', bgcolor: '#fff' }}
        />
      ) : visual.status === 'pending' || file.status === 'loading' ? (
        <CircularProgress size={28} aria-label={t('visuals.status.pending')} />
      ) : (
        <BrokenImageOutlined color="disabled" sx={{ fontSize: 48 }} />
      )}
    </Box>
  );
}
