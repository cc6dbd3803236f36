/**
 * Previous/next paging under a list (projects, customers, visuals, tickets): the page number and
 * two labelled buttons in a nav landmark, shown only when there is more than one page. The texts
 * come translated from the list, which knows its own words for them.
 */
import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

export interface PagedList {
  readonly hasNext: boolean;
  readonly hasPrevious: boolean;
  readonly next: () => void;
  readonly previous: () => void;
}

export function ListPager({
  page,
  label,
  pageText,
  previous,
  next,
}: {
  page: PagedList;
  /** The nav landmark's name, e.g. "Pages of projects". */
  label: string;
  /** e.g. "Page 2". */
  pageText: string;
  previous: string;
  next: string;
}) {
  if (!page.hasNext && !page.hasPrevious) return null;
  const button = (title: string, disabled: boolean, onClick: () => void, icon: ReactElement) => (
    <Tooltip title={title}>
      <span>
        <IconButton aria-label={title} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Stack
      direction="row"
      spacing={1}
      component="nav"
      aria-label={label}
      sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {pageText}
      </Typography>
      {button(previous, !page.hasPrevious, page.previous, <ChevronLeft />)}
      {button(next, !page.hasNext, page.next, <ChevronRight />)}
    </Stack>
  );
}
