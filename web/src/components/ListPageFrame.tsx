/**
 * The frame of a paged list (projects, customers, visuals, tickets): the toolbar above it, then
 * one of a loading skeleton, the error alert, the empty state or the rows, and the pager under
 * the list. The list itself and its words stay with the page; a new list is the toolbar, the
 * texts and a render function for its rows.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { CursorPage, Row } from '../backend/hooks/useCursorPage';
import { ListPager } from './ListPager';

export type ReadyPage<T> = Extract<CursorPage<T>, { status: 'ready' }>;

export interface ListSkeletonSpec {
  /** How many placeholder rows (or cards) while the first page loads. */
  rows: number;
  height: number;
  variant?: 'text' | 'rounded';
  /** 'panel': rows in an outlined panel (a table); 'stack': spaced rows; or the sx of a grid. */
  layout: 'panel' | 'stack' | SxProps<Theme>;
}

export interface ListPagerTexts {
  /** The pager's nav landmark name, e.g. "Pages of projects". */
  label: string;
  /** e.g. page => "Page 2" (one-based). */
  page: (page: number) => string;
  previous: string;
  next: string;
}

export interface ListPageFrameProps<T> {
  page: CursorPage<T>;
  /** Search and filters above the list. */
  toolbar?: ReactNode;
  skeleton: ListSkeletonSpec;
  /** The translated "Failed to load …" message. */
  error: string;
  /** Shown (with the pager) when the page has no rows to show. */
  empty: (page: ReadyPage<T>) => ReactNode;
  /**
   * While a search narrows the page in the browser: the note under the rows that only this page
   * was searched, shown when there is a next page; undefined when not searching.
   */
  searchedPage?: (loaded: number) => string;
  pager: ListPagerTexts;
  children: (rows: Row<T>[]) => ReactNode;
}

export function ListPageFrame<T>({ toolbar, ...body }: ListPageFrameProps<T>) {
  return (
    <>
      {toolbar}
      <ListBody {...body} />
    </>
  );
}

function ListBody<T>({
  page,
  skeleton,
  error,
  empty,
  searchedPage,
  pager: texts,
  children,
}: Omit<ListPageFrameProps<T>, 'toolbar'>) {
  if (page.status === 'loading') return <ListSkeleton {...skeleton} />;
  if (page.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {error}
      </Alert>
    );

  const pager = (
    <ListPager
      page={page}
      label={texts.label}
      pageText={texts.page(page.pageIndex + 1)}
      previous={texts.previous}
      next={texts.next}
    />
  );
  if (page.rows.length === 0)
    return (
      <>
        {empty(page)}
        {pager}
      </>
    );
  return (
    <Box>
      {children(page.rows)}
      {searchedPage && page.hasNext && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {searchedPage(page.loaded)}
        </Typography>
      )}
      {pager}
    </Box>
  );
}

function ListSkeleton({ rows, height, variant = 'text', layout }: ListSkeletonSpec) {
  const { t } = useTranslation();
  const busy = { 'aria-busy': true, 'aria-label': t('common.loading') } as const;
  const bones = Array.from({ length: rows }, (_, i) => (
    <Skeleton key={i} variant={variant} height={height} />
  ));
  if (layout === 'panel')
    return (
      <Paper variant="outlined" sx={{ p: 2 }} {...busy}>
        {bones}
      </Paper>
    );
  if (layout === 'stack')
    return (
      <Stack spacing={1} {...busy}>
        {bones}
      </Stack>
    );
  return (
    <Box sx={layout} {...busy}>
      {bones}
    </Box>
  );
}
