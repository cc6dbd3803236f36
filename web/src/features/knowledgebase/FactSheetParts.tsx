/**
 * Pieces the fact sheet's tables share (FactSheetPanel.tsx, FactSheetRegistrations.tsx): a
 * section with its heading, the tables' layout on a phone, and an end date with its expiry flag.
 */
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ExpiryStatus, expiryStatus } from '@tender/core';
import { calculatedExpiry, statedExpiry } from '@tender/core/services/factSheet/certificateClaims';
import { type Dated, validityOn } from '@tender/core/services/factSheet/certificateValidity';
import { useLocale } from '../../app/i18n/LocaleContext';
import { formatIsoDate } from './FactSheetFormat';

type CellStatus = ExpiryStatus | 'check';

const EXPIRY_COLOURS: Record<CellStatus, 'error' | 'warning' | 'success' | 'default'> = {
  expired: 'error',
  expiring: 'warning',
  valid: 'success',
  unknown: 'default',
  check: 'warning',
};

/**
 * The panel says what a draft would say (certificateValidity.ts validityOn): an end the reader
 * cannot place for certain (a month or a year only, a numeric day in an order nothing settles)
 * is 'check', never a green 'valid'; one past its earliest reading is expired.
 */
function cellStatus(record: Dated, now: number): CellStatus {
  const status = expiryStatus(record, now);
  if (status === 'unknown') return status;
  const validity = validityOn(record, new Date(now).toISOString().slice(0, 10));
  if (validity === 'ended') return 'expired';
  return validity === 'unsure' ? 'check' : status;
}

/**
 * The end date in the locale's words, and whether it expired, expires soon, is valid or is to be
 * checked. The day is shown only where a claim would state it (certificateClaims.ts statedExpiry).
 */
export function ExpiryCell({
  record,
  now,
}: {
  readonly record: Dated & { readonly issuedOn?: string | null };
  readonly now: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = cellStatus(record, now);
  const day = statedExpiry(record);
  // Worked out from the issue day and a term: shown, marked as calculated (a claim never states it).
  const calculated = day || status === 'check' ? null : calculatedExpiry(record);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', display: { xs: 'inline-flex', sm: 'flex' } }}
    >
      {/* A date is never broken over two lines ('31 Oct' above '2028'). */}
      <span style={{ whiteSpace: 'nowrap' }}>
        {day || calculated ? formatIsoDate((day ?? calculated)!, locale) : '—'}
        {calculated && (
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            title={t('factSheet.expiry.calculatedHint')}
            sx={{ ml: 0.5 }}
          >
            ({t('factSheet.expiry.calculated')})
          </Typography>
        )}
      </span>
      <Chip
        size="small"
        color={EXPIRY_COLOURS[status]}
        variant={status === 'expired' || status === 'expiring' ? 'filled' : 'outlined'}
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
    // A breakpoint object's xs value holds at every width unless sm says otherwise: without the
    // sm values the cells lost their padding on wide screens too and stood apart from their headings.
    border: { xs: 0 },
    px: { xs: 0, sm: 2 },
    py: { xs: 0.25, sm: 0.75 },
    overflowWrap: { xs: 'anywhere', sm: 'break-word' },
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
