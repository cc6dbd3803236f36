import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { PROJECT_SORTS, type ProjectSort } from '@tender/core';
import type { ProjectListView } from '@tender/core/services/projects/index';

/** How long typing pauses before the search goes into the URL (one history entry, not one per key). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Search, sort and "only my projects"; every change goes to the URL through `onChange`. */
export function ProjectListToolbar({
  view,
  onChange,
}: {
  view: ProjectListView;
  onChange: (next: ProjectListView) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(view.search);
  const [shownUrlSearch, setShownUrlSearch] = useState(view.search);

  // Back/forward or a pasted link changed the URL's search: show it (adjusting state while
  // rendering, as React recommends, instead of an effect that renders twice).
  if (view.search !== shownUrlSearch) {
    setShownUrlSearch(view.search);
    setSearch(view.search);
  }

  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => onChange({ ...view, search }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, view, onChange]);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'center' } }}
    >
      <TextField
        size="small"
        type="search"
        label={t('projects.list.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ flex: 1, maxWidth: { sm: 420 } }}
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
      <TextField
        select
        size="small"
        label={t('projects.list.sort')}
        value={view.sort}
        onChange={(event) => onChange({ ...view, sort: event.target.value as ProjectSort })}
        sx={{ minWidth: 160 }}
      >
        {PROJECT_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`projects.sorts.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={view.mine}
            onChange={(event) => onChange({ ...view, mine: event.target.checked })}
          />
        }
        label={t('projects.list.onlyMine')}
        sx={{ whiteSpace: 'nowrap' }}
      />
    </Stack>
  );
}
