import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { ListPager } from '../../components/ListPager';
import { useLocalePath } from '../../app/i18n/LocaleContext';
import { PageHeader } from '../../components/PageHeader';
import { CreateVisualDialog } from './CreateVisualDialog';
import { VisualCard } from './VisualCard';
import { useVisualPage } from './useVisualPage';
import { useMemberSession } from '../../app/session/useMemberSession';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 2,
  p: 0,
  m: 0,
} as const;

/** /dashboard/visuals (spec §2): the company's visuals, newest first, with search and create. */
export function Component() {
  const { t } = useTranslation();
  const session = useMemberSession();
  const navigate = useNavigate();
  const path = useLocalePath();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);

  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return (
    <>
      <PageHeader
        title={t('pages.visuals.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setCreating(true)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('visuals.create.open')}
          </Button>
        }
      />
      <TextField
        type="search"
        size="small"
        label={t('visuals.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <VisualList
        companyId={session.companyId}
        search={search}
        onCreate={() => setCreating(true)}
      />
      <CreateVisualDialog
        open={creating}
        companyId={session.companyId}
        uid={session.uid}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(path(`/dashboard/visuals/${id}`));
        }}
      />
    </>
  );
}

function VisualList({
  companyId,
  search,
  onCreate,
}: {
  companyId: string;
  search: string;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const page = useVisualPage(companyId, search);

  if (page.status === 'loading')
    return (
      <Box sx={GRID} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={240} />
        ))}
      </Box>
    );
  if (page.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('visuals.errors.load')}
      </Alert>
    );

  const searching = search.trim() !== '';
  const pager = (
    <ListPager
      page={page}
      label={t('visuals.list.pages')}
      pageText={t('visuals.list.page', { page: page.pageIndex + 1 })}
      previous={t('visuals.list.previous')}
      next={t('visuals.list.next')}
    />
  );

  if (page.rows.length === 0) {
    const nothingYet = page.loaded === 0 && !page.hasPrevious && !searching;
    return (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <InsertChartOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} />
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {nothingYet
              ? t('visuals.empty.title')
              : t('visuals.noMatch', { search: search.trim() })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: nothingYet ? 2 : 0 }}>
            {nothingYet
              ? t('visuals.empty.body')
              : page.hasNext
                ? t('visuals.searchedPage', { count: page.loaded })
                : t('visuals.noMatchHint')}
          </Typography>
          {nothingYet && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={onCreate}>
              {t('visuals.create.open')}
            </Button>
          )}
        </Paper>
        {pager}
      </>
    );
  }

  return (
    <Box>
      <Box component="ul" aria-label={t('visuals.label')} sx={GRID}>
        {page.rows.map((visual) => (
          <VisualCard key={visual.id} visual={visual} />
        ))}
      </Box>
      {searching && page.hasNext && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('visuals.searchedPage', { count: page.loaded })}
        </Typography>
      )}
      {pager}
    </Box>
  );
}
