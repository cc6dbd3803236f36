import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  MATCH_SCORE_BUCKET_IDS,
  SIGNALING_SORTS,
  TENDER_CATEGORIES,
  TENDER_NOTICE_TYPES,
} from '@tender/core';
import { DEADLINE_WINDOWS, type SignalingView } from './signalingView';

/** How long typing pauses before the search goes into the URL. */
const SEARCH_DEBOUNCE_MS = 250;
const ALL = '';

/**
 * Search, score band, category, notice type, place, deadline window and sort. Every change goes
 * to the URL through `onChange` and starts again at page one.
 */
export function SignalingToolbar({
  view,
  places,
  onChange,
}: {
  view: SignalingView;
  places: readonly string[];
  onChange: (next: SignalingView) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(view.search);
  const [shownUrlSearch, setShownUrlSearch] = useState(view.search);
  if (view.search !== shownUrlSearch) {
    setShownUrlSearch(view.search);
    setSearch(view.search);
  }
  useEffect(() => {
    if (search === view.search) return;
    const timer = setTimeout(() => onChange({ ...view, search, page: 0 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, view, onChange]);

  const change = (patch: Partial<SignalingView>) => onChange({ ...view, ...patch, page: 0 });
  const select = (
    id: string,
    label: string,
    value: string,
    options: readonly { value: string; label: string }[],
    onSelect: (value: string) => void,
  ) => (
    <TextField
      select
      size="small"
      id={`signaling-${id}`}
      label={label}
      value={value}
      onChange={(event) => onSelect(event.target.value)}
      sx={{ minWidth: 150 }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const all = { value: ALL, label: t('signaling.filters.all') };

  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          size="small"
          type="search"
          label={t('signaling.filters.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ flex: 1 }}
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
        {select(
          'sort',
          t('signaling.sort.label'),
          view.sort,
          SIGNALING_SORTS.map((s) => ({ value: s, label: t(`signaling.sort.${s}`) })),
          (value) => change({ sort: value as SignalingView['sort'] }),
        )}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {select(
          'band',
          t('signaling.filters.band'),
          view.band,
          MATCH_SCORE_BUCKET_IDS.map((b) => ({ value: b, label: t(`signaling.bands.${b}`) })),
          (value) => change({ band: value as SignalingView['band'] }),
        )}
        {select(
          'category',
          t('signaling.filters.category'),
          view.category ?? ALL,
          [
            all,
            ...TENDER_CATEGORIES.map((c) => ({ value: c, label: t(`signaling.categories.${c}`) })),
          ],
          (value) => change({ category: (value || null) as SignalingView['category'] }),
        )}
        {select(
          'type',
          t('signaling.filters.noticeType'),
          view.noticeType ?? ALL,
          [
            all,
            ...TENDER_NOTICE_TYPES.map((n) => ({
              value: n,
              label: t(`signaling.noticeTypes.${n}`),
            })),
          ],
          (value) => change({ noticeType: (value || null) as SignalingView['noticeType'] }),
        )}
        {select(
          'place',
          t('signaling.filters.place'),
          view.place ?? ALL,
          [
            all,
            // A place from the URL that the loaded matches lack stays choosable (and shown).
            ...[...new Set([...places, ...(view.place ? [view.place] : [])])].map((p) => ({
              value: p,
              label: p,
            })),
          ],
          (value) => change({ place: value || null }),
        )}
        {select(
          'deadline',
          t('signaling.filters.deadline'),
          view.deadline,
          DEADLINE_WINDOWS.map((d) => ({
            value: d,
            label:
              d === 'any'
                ? t('signaling.deadlineWindows.any')
                : t('signaling.deadlineWindows.days', { count: Number(d) }),
          })),
          (value) => change({ deadline: value as SignalingView['deadline'] }),
        )}
      </Stack>
    </Stack>
  );
}
