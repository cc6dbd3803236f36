import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { can } from '@tender/core';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { ListSearchField } from '../../components/ListSearchField';
import { CreateButton } from '../../components/CreateButton';
import { PageHeader } from '../../components/PageHeader';
import { useCreateThenOpen } from '../../components/useCreateThenOpen';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDate } from '../../format/dates';
import { CreateKnowledgeBaseDialog } from './CreateKnowledgeBaseDialog';
import { TrainingStateChip } from './TrainingStateChip';
import { useMemberSession } from '../../app/session/useMemberSession';
import { useKnowledgeBases } from './useKnowledgeBases';

/** /dashboard/knowledgebase: the company's knowledge bases, with search and create. */
export function Component() {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const navigate = useNavigate();
  const session = useMemberSession();
  const list = useKnowledgeBases(session?.companyId ?? '');
  const [search, setSearch] = useState('');
  const create = useCreateThenOpen((id) => `/dashboard/knowledgebase/${id}`);

  const rows = useMemo(() => {
    if (list.status !== 'ready') return [];
    const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
    return list.data.filter((r) => {
      const text = `${r.data.name} ${r.data.description}`.toLocaleLowerCase();
      return words.every((w) => text.includes(w));
    });
  }, [list, search]);

  if (!session) return null; // the dashboard guard shows Access Denied without a company
  const mayCreate = can(session.actor, 'knowledgeBase.create', { companyId: session.companyId });
  const open = (id: string) => void navigate(path(`/dashboard/knowledgebase/${id}`));

  return (
    <>
      <PageHeader
        title={t('pages.knowledgebase.title')}
        actions={
          <CreateButton
            label={t('knowledgeBases.create.open')}
            onClick={create.start}
            forbidden={!mayCreate && t('knowledgeBases.reasons.createRole')}
          />
        }
      />
      <ListSearchField label={t('knowledgeBases.search')} value={search} onChange={setSearch} />
      {list.status === 'error' && (
        <Alert severity="error" role="alert">
          {t('knowledgeBases.errors.load')}
        </Alert>
      )}
      {list.status === 'loading' && (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      )}
      {list.status === 'ready' && list.data.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <MenuBookOutlined color="primary" sx={{ fontSize: 48 }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            {t('knowledgeBases.empty.title')}
          </Typography>
          <Typography color="text.secondary">{t('knowledgeBases.empty.body')}</Typography>
        </Paper>
      )}
      {list.status === 'ready' && list.data.length > 0 && rows.length === 0 && (
        <Typography color="text.secondary">{t('knowledgeBases.noMatch', { search })}</Typography>
      )}
      {rows.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('pages.knowledgebase.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('knowledgeBases.fields.name')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('knowledgeBases.fields.category')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('knowledgeBases.fields.type')}
                </TableCell>
                <TableCell>{t('knowledgeBases.fields.training')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('knowledgeBases.fields.created')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ id, data }) => (
                <TableRow key={id} hover sx={{ cursor: 'pointer' }} onClick={() => open(id)}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Link
                        component={PreloadLink}
                        to={path(`/dashboard/knowledgebase/${id}`)}
                        onClick={(e) => e.stopPropagation()}
                        sx={{ fontWeight: 600 }}
                      >
                        {data.name}
                      </Link>
                      {data.locked && (
                        <LockOutlined
                          fontSize="small"
                          titleAccess={t('knowledgeBases.locked')}
                          color="action"
                        />
                      )}
                    </Stack>
                    {data.description && (
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        noWrap
                        sx={{ maxWidth: 420 }}
                      >
                        {data.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t(`knowledgeBases.categories.${data.category}`)}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={t(`knowledgeBases.types.${data.type}`)}
                    />
                  </TableCell>
                  <TableCell>
                    <TrainingStateChip state={data.trainingState} failed={!!data.trainingError} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {data.createdAt ? formatDate(data.createdAt.toMillis(), locale) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <CreateKnowledgeBaseDialog
        companyId={session.companyId}
        uid={session.uid}
        {...create.dialog}
      />
    </>
  );
}
