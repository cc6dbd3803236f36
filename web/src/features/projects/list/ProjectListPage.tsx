import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { ListPageFrame } from '../../../components/ListPageFrame';
import {
  parseProjectListView,
  projectListParams,
  type ProjectListView,
} from '@tender/core/services/projects/index';
import { CreateButton } from '../../../components/CreateButton';
import { PageHeader } from '../../../components/PageHeader';
import { listPagerTexts } from '../../../components/listPagerTexts';
import { useCreateThenOpen } from '../../../components/useCreateThenOpen';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const create = useCreateThenOpen((id) => `/dashboard/projects/${id}`);
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
        actions={<CreateButton label={t('projects.create.open')} onClick={create.start} />}
      />
      <ProjectListBody
        companyId={session.companyId}
        uid={session.uid}
        view={view}
        onViewChange={changeView}
        onCreate={create.start}
      />
      <CreateProjectDialog companyId={session.companyId} uid={session.uid} {...create.dialog} />
    </>
  );
}

function ProjectListBody({
  companyId,
  uid,
  view,
  onViewChange,
  onCreate,
}: {
  companyId: string;
  uid: string;
  view: ProjectListView;
  onViewChange: (next: ProjectListView) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const page = useProjectPage(companyId, uid, view);
  const searching = view.search.trim() !== '';
  return (
    <ListPageFrame
      page={page}
      toolbar={<ProjectListToolbar view={view} onChange={onViewChange} />}
      skeleton={{ rows: 5, height: 48, layout: 'panel' }}
      error={t('projects.errors.load')}
      empty={(ready) => {
        const nothingYet = ready.loaded === 0 && !ready.hasPrevious && !searching;
        return (
          <ListEmptyState
            icon={FolderOpenOutlined}
            muted
            title={
              nothingYet
                ? view.mine
                  ? t('projects.list.emptyMine')
                  : t('projects.list.empty')
                : t('projects.list.noMatch', { search: view.search.trim() })
            }
            hint={
              nothingYet
                ? t('projects.list.emptyHint')
                : ready.hasNext
                  ? t('projects.list.noMatchOnPage', { count: ready.loaded })
                  : t('projects.list.noMatchHint')
            }
            action={
              nothingYet ? { label: t('projects.create.open'), onClick: onCreate } : undefined
            }
          />
        );
      }}
      searchedPage={searching ? (count) => t('projects.list.searchedPage', { count }) : undefined}
      pager={listPagerTexts(t, 'projects')}
    >
      {(rows) => <ProjectTable rows={rows} uid={uid} />}
    </ListPageFrame>
  );
}
