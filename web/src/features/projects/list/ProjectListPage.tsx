import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { ListPager } from '../../../components/ListPager';
import {
  parseProjectListView,
  projectListParams,
  type ProjectListView,
} from '@tender/core/services/projects/index';
import { useLocalePath } from '../../../app/i18n/LocaleContext';
import { PageHeader } from '../../../components/PageHeader';
import { useMemberSession } from '../../../app/session/useMemberSession';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectListToolbar } from './ProjectListToolbar';
import { ProjectTable } from './ProjectTable';
import { useProjectPage } from './useProjectPage';

/**
 * /dashboard/projects (spec §2): the company's projects, a page of at most 50 at a time, with
 * search, sort and "only my projects" kept in the URL so a link reproduces the view.
 */
export function ProjectListPage() {
  const { t } = useTranslation();
  const session = useMemberSession();
  const navigate = useNavigate();
  const path = useLocalePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const paramsKey = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string stands for the params
  const view = useMemo(() => parseProjectListView(searchParams), [paramsKey]);
  const changeView = useCallback(
    (next: ProjectListView) =>
      setSearchParams(projectListParams(next), { replace: true, preventScrollReset: true }),
    [setSearchParams],
  );

  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return (
    <>
      <PageHeader
        title={t('pages.projects.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setCreating(true)}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('projects.create.open')}
          </Button>
        }
      />
      <ProjectListToolbar view={view} onChange={changeView} />
      <ProjectListBody
        companyId={session.companyId}
        uid={session.uid}
        view={view}
        onCreate={() => setCreating(true)}
      />
      <CreateProjectDialog
        open={creating}
        companyId={session.companyId}
        uid={session.uid}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void navigate(path(`/dashboard/projects/${id}`));
        }}
      />
    </>
  );
}

function ProjectListBody({
  companyId,
  uid,
  view,
  onCreate,
}: {
  companyId: string;
  uid: string;
  view: ProjectListView;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const page = useProjectPage(companyId, uid, view);

  if (page.status === 'loading')
    return (
      <Paper variant="outlined" sx={{ p: 2 }} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Paper>
    );
  if (page.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {t('projects.errors.load')}
      </Alert>
    );

  const searching = view.search.trim() !== '';
  const pager = (
    <ListPager
      page={page}
      label={t('projects.list.pages')}
      pageText={t('projects.list.page', { page: page.pageIndex + 1 })}
      previous={t('projects.list.previous')}
      next={t('projects.list.next')}
    />
  );

  if (page.rows.length === 0) {
    const nothingYet = page.loaded === 0 && !page.hasPrevious;
    return (
      <>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
          <FolderOpenOutlined sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} />
          <Typography variant="h6" component="p" sx={{ mb: 1 }}>
            {nothingYet && !searching
              ? view.mine
                ? t('projects.list.emptyMine')
                : t('projects.list.empty')
              : t('projects.list.noMatch', { search: view.search.trim() })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {nothingYet && !searching
              ? t('projects.list.emptyHint')
              : page.hasNext
                ? t('projects.list.noMatchOnPage', { count: page.loaded })
                : t('projects.list.noMatchHint')}
          </Typography>
          {nothingYet && !searching && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={onCreate}>
              {t('projects.create.open')}
            </Button>
          )}
        </Paper>
        {pager}
      </>
    );
  }

  return (
    <Box>
      <ProjectTable rows={page.rows} uid={uid} />
      {searching && page.hasNext && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('projects.list.searchedPage', { count: page.loaded })}
        </Typography>
      )}
      {pager}
    </Box>
  );
}
