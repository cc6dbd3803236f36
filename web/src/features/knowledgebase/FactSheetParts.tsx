/**
 * Pieces the fact sheet's tables share (FactSheetPanel.tsx, FactSheetRegistrations.tsx): a
 * section with its heading, the tables' layout on a phone, and an end date with its expiry flag.
 */
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ExpiryStatus, expiryStatus } from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { formatIsoDate } from './FactSheetFormat';

const EXPIRY_COLOURS: Record<ExpiryStatus, 'error' | 'warning' | 'success' | 'default'> = {
  expired: 'error',
  expiring: 'warning',
  valid: 'success',
  unknown: 'default',
};

/** The end date in the locale's words, and whether it expired, expires soon or is valid. */
export function ExpiryCell({
  expiresOn,
  now,
}: {
  readonly expiresOn: string | null;
  readonly now: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = expiryStatus({ expiresOn }, now);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', display: { xs: 'inline-flex', sm: 'flex' } }}
    >
      {/* A date is never broken over two lines ('31 Oct' above '2028'). */}
      <span style={{ whiteSpace: 'nowrap' }}>
        {expiresOn ? formatIsoDate(expiresOn, locale) : '—'}
      </span>
      <Chip
        size="small"
        color={EXPIRY_COLOURS[status]}
        variant={status === 'valid' || status === 'unknown' ? 'outlined' : 'filled'}
        label={t(`factSheet.expiry.${status}`)}
      />
    </Stack>
  );
}

/**
 * On a phone the certificate and reference tables (five columns) pushed the knowledge base page
 * to almost twice the screen's width (draft-coverage-5's fact sheet at 390 px: 745 px). There each
 * row stacks its cells, each after its column's name (data-label); wider screens keep the table.
 */
export const STACKED_ON_PHONE = {
  display: { xs: 'block', sm: 'table' },
  '& thead': { display: { xs: 'none', sm: 'table-header-group' } },
  '& tbody': { display: { xs: 'block', sm: 'table-row-group' } },
  '& tr': {
    display: { xs: 'block', sm: 'table-row' },
    py: { xs: 1, sm: 0 },
    borderBottom: { xs: 1, sm: 0 },
    borderColor: 'divider',
  },
  // A row's name cell is its header (th scope="row"): it stacks like the others.
  '& td, & tbody th': {
    display: { xs: 'block', sm: 'table-cell' },
    border: { xs: 0 },
    px: { xs: 0 },
    py: { xs: 0.25 },
    overflowWrap: 'anywhere',
  },
  '& td[data-label]::before': {
    content: 'attr(data-label) ": "',
    fontWeight: 600,
    display: { xs: 'inline', sm: 'none' },
  },
} as const;

export function Section({
  title,
  children,
}: {
  readonly title: string;
  readonly children: React.ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
