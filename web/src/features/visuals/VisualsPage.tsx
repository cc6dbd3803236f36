import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import { ListEmptyState } from '../../components/ListEmptyState';
import { ListPageFrame } from '../../components/ListPageFrame';
import { ListSearchField } from '../../components/ListSearchField';
import { CreateButton } from '../../components/CreateButton';
import { PageHeader } from '../../components/PageHeader';
import { listPagerTexts } from '../../components/listPagerTexts';
import { useCreateThenOpen } from '../../components/useCreateThenOpen';
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
  const [search, setSearch] = useState('');
  const create = useCreateThenOpen((id) => `/dashboard/visuals/${id}`);

  if (!session) return null; // the dashboard guard shows Access Denied without a company
  return (
    <>
      <PageHeader
        title={t('pages.visuals.title')}
        actions={<CreateButton label={t('visuals.create.open')} onClick={create.start} />}
      />
      <VisualList
        companyId={session.companyId}
        search={search}
        onSearch={setSearch}
        onCreate={create.start}
      />
      <CreateVisualDialog companyId={session.companyId} uid={session.uid} {...create.dialog} />
    </>
  );
}

function VisualList({
  companyId,
  search,
  onSearch,
  onCreate,
}: {
  companyId: string;
  search: string;
  onSearch: (search: string) => void;
  onCreate: () => void;
}) {
  const { t } = useTranslation();
  const page = useVisualPage(companyId, search);
  const searching = search.trim() !== '';
  return (
    <ListPageFrame
      page={page}
      toolbar={<ListSearchField label={t('visuals.search')} value={search} onChange={onSearch} />}
      skeleton={{ rows: 4, height: 240, variant: 'rounded', layout: GRID }}
      error={t('visuals.errors.load')}
      empty={(ready) => {
        const nothingYet = ready.loaded === 0 && !ready.hasPrevious && !searching;
        return (
          <ListEmptyState
            icon={InsertChartOutlined}
            title={
              nothingYet
                ? t('visuals.empty.title')
                : t('visuals.noMatch', { search: search.trim() })
            }
            hint={
              nothingYet
                ? t('visuals.empty.body')
                : ready.hasNext
                  ? t('visuals.searchedPage', { count: ready.loaded })
                  : t('visuals.noMatchHint')
            }
            action={nothingYet ? { label: t('visuals.create.open'), onClick: onCreate } : undefined}
          />
        );
      }}
      searchedPage={searching ? (count) => t('visuals.searchedPage', { count }) : undefined}
      pager={listPagerTexts(t, 'visuals')}
    >
      {(rows) => (
        <Box component="ul" aria-label={t('visuals.label')} sx={GRID}>
          {rows.map((visual) => (
            <VisualCard key={visual.id} visual={visual} />
          ))}
        </Box>
      )}
    </ListPageFrame>
  );
}
