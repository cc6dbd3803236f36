/**
 * The fact sheet's licences, permits and registrations (issue 19, item 2): each with its issuer,
 * number, holder and end date, flagged as certificates are, and the passage it was read from.
 */
import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Registration } from '@tender/core';
import { useNow } from '../../hooks/useNow';
import { FactSheetCitation } from './FactSheetCitation';
import { ExpiryCell, STACKED_ON_PHONE, Section } from './FactSheetParts';

export function FactSheetRegistrations({
  registrations,
}: {
  readonly registrations: readonly Registration[];
}) {
  const { t } = useTranslation();
  const now = useNow();
  const title = t('factSheet.registrations.title');
  const column = (key: 'issuer' | 'number' | 'holder' | 'expires') =>
    t(`factSheet.registrations.${key}`);
  return (
    <Section title={title}>
      <Table size="small" aria-label={title} sx={STACKED_ON_PHONE}>
        <TableHead>
          <TableRow>
            <TableCell>{t('factSheet.registrations.name')}</TableCell>
            <TableCell>{column('issuer')}</TableCell>
            <TableCell>{column('number')}</TableCell>
            <TableCell>{column('holder')}</TableCell>
            <TableCell>{column('expires')}</TableCell>
            <TableCell>{t('factSheet.source')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {registrations.map((r) => (
            <TableRow key={`${r.number}${r.citation.chunkId}`} data-testid="fact-registration">
              <TableCell component="th" scope="row">
                {r.name}
              </TableCell>
              <TableCell data-label={column('issuer')}>{r.issuer ?? '—'}</TableCell>
              {/* A number is one code: not broken at its hyphens on a wide screen. */}
              <TableCell data-label={column('number')} sx={{ whiteSpace: { sm: 'nowrap' } }}>
                {r.number}
              </TableCell>
              <TableCell data-label={column('holder')}>{r.holder ?? '—'}</TableCell>
              <TableCell data-label={column('expires')}>
                <ExpiryCell record={r} now={now} />
              </TableCell>
              <TableCell data-label={t('factSheet.source')}>
                <FactSheetCitation citation={r.citation} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
