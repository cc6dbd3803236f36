import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isProjectContentEditable } from '@tender/core';
import { useLocale, useLocalePath } from '../../../app/i18n/LocaleContext';
import { PreloadLink } from '../../../components/PreloadLink';
import { DeadlineText } from '../shared/DeadlineText';
import { ProjectStatusChip } from '../shared/ProjectStatusChip';
import { formatDate } from '../../../format/dates';
import { useFirstRowsFirst } from '../../../hooks/useFirstRowsFirst';
import type { ProjectRow } from './useProjectPage';

/** The page's projects: a table on wider screens, one card per project on phones. */
export function ProjectTable({ rows, uid }: { rows: ProjectRow[]; uid: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));
  const shown = rows.slice(0, useFirstRowsFirst(rows.length));
  const href = (id: string) => path(`/dashboard/projects/${id}`);
  const deadline = (p: ProjectRow) => (
    <DeadlineText
      deadlineMs={p.submissionDeadline?.toMillis() ?? null}
      closed={!isProjectContentEditable(p.status)}
    />
  );
  const mine = (p: ProjectRow) =>
    p.ownerId === uid ? <Chip size="small" label={t('projects.list.mine')} sx={{ ml: 1 }} /> : null;

  if (compact)
    return (
      <Stack
        spacing={1.5}
        component="ul"
        aria-label={t('projects.list.label')}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {shown.map((p) => (
          <Card key={p.id} component="li" variant="outlined">
            <CardActionArea component={PreloadLink} to={href(p.id)}>
              <CardContent>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mb: 1 }}>
                  <Typography
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {p.name}
                  </Typography>
                  <ProjectStatusChip status={p.status} />
                </Stack>
                {deadline(p)}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('projects.list.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.fields.name')}</TableCell>
            <TableCell>{t('projects.fields.status')}</TableCell>
            <TableCell>{t('projects.fields.submissionDeadline')}</TableCell>
            <TableCell>{t('projects.fields.createdAt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((p) => (
            <TableRow key={p.id} hover>
              <TableCell sx={{ maxWidth: 420 }}>
                <Link component={PreloadLink} to={href(p.id)} sx={{ fontWeight: 600 }}>
                  {p.name}
                </Link>
                {mine(p)}
                {p.description && (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {p.description}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <ProjectStatusChip status={p.status} />
              </TableCell>
              <TableCell>{deadline(p)}</TableCell>
              <TableCell>
                <Typography variant="body2">
                  {p.createdAt ? formatDate(p.createdAt.toMillis(), locale) : '—'}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
