import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { ROLE_FILTERS, type RoleFilter } from '@tender/core';

/** The users list's search and role filter, and how many users it shows (once loaded). */
export function UsersFilters({
  search,
  role,
  onSearchChange,
  onRoleChange,
  count,
}: {
  search: string;
  role: RoleFilter;
  onSearchChange: (search: string) => void;
  onRoleChange: (role: RoleFilter) => void;
  /** null while the list is not loaded. */
  count: { shown: number; all: number; filtered: boolean } | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        type="search"
        size="small"
        label={t('users.list.search')}
        value={search}
        onChange={(event) => {
          onSearchChange(event.target.value);
        }}
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
        label={t('users.list.roleFilter')}
        value={role}
        onChange={(event) => {
          onRoleChange(event.target.value as RoleFilter);
        }}
        sx={{ minWidth: 180 }}
      >
        {ROLE_FILTERS.map((option) => (
          <MenuItem key={option} value={option}>
            {option === 'all' ? t('users.list.allRoles') : t(`roles.${option}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, display: { xs: 'none', sm: 'block' } }} />
      {count && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {count.filtered
            ? t('users.list.countFiltered', { shown: count.shown, count: count.all })
            : t('users.list.count', { count: count.all })}
        </Typography>
      )}
    </Stack>
  );
}
