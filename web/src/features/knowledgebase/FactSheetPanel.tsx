/**
 * The knowledge base's fact sheet (issue 7 item 5): certificates with their expiry, licences,
 * permits and registrations (issue 19, item 2; FactSheetRegistrations.tsx), reference projects,
 * key people, turnover and headcount, each with the passage it was read from.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CompanyFactSheet } from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useNow } from '../../hooks/useNow';
import { FactSheetCitation, FactSheetCitations } from './FactSheetCitation';
import { formatCount, formatMoney, shownDescription } from './FactSheetFormat';
import { ExpiryCell, Section, STACKED_ON_PHONE } from './FactSheetParts';
import { FactSheetRegistrations } from './FactSheetRegistrations';
import { useFactSheet } from './useFactSheet';

export function FactSheetPanel({
  companyId,
  kbId,
}: {
  readonly companyId: string;
  readonly kbId: string;
}) {
  const { t } = useTranslation();
  const state = useFactSheet(companyId, kbId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="fact-sheet">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('factSheet.title')}
      </Typography>
      {state.status === 'loading' && <Skeleton variant="rounded" height={96} />}
      {state.status === 'error' && <Alert severity="error">{t('factSheet.loadFailed')}</Alert>}
      {state.status === 'none' && (
        <Typography color="text.secondary">{t('factSheet.empty')}</Typography>
      )}
      {state.status === 'ready' && (
        <FactSheetCitations companyId={companyId} kbId={kbId}>
          <FactSheetBody sheet={state.sheet} />
        </FactSheetCitations>
      )}
    </Paper>
  );
}

function FactSheetBody({ sheet }: { readonly sheet: CompanyFactSheet }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useNow();
  const registrations = sheet.registrations ?? [];
  const nothing =
    sheet.certificates.length +
      registrations.length +
      sheet.referenceProjects.length +
      sheet.keyPeople.length +
      sheet.turnover.length +
      sheet.headcount.length ===
    0;
  if (nothing) return <Typography color="text.secondary">{t('factSheet.nothingFound')}</Typography>;
  const dash = '—';
  return (
    <Stack spacing={2.5}>
      {(sheet.turnover.length > 0 || sheet.headcount.length > 0) && (
        <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {sheet.turnover.map((x) => (
            <Stack key={`t${x.year}${x.amount}`} data-testid="fact-turnover">
              <Typography variant="overline">
                {x.year ? t('factSheet.turnoverIn', { year: x.year }) : t('factSheet.turnover')}
              </Typography>
              <Typography variant="h6">{formatMoney(x.amount, x.currency, locale)}</Typography>
              <FactSheetCitation citation={x.citation} />
            </Stack>
          ))}
          {sheet.headcount.map((x) => (
            <Stack key={`h${x.year}${x.count}`} data-testid="fact-headcount">
              <Typography variant="overline">
                {x.year ? t('factSheet.headcountIn', { year: x.year }) : t('factSheet.headcount')}
              </Typography>
              <Typography variant="h6">{formatCount(x.count, locale)}</Typography>
              <FactSheetCitation citation={x.citation} />
            </Stack>
          ))}
        </Stack>
      )}
      {sheet.certificates.length > 0 && (
        <Section title={t('factSheet.certificates.title')}>
          <Table size="small" aria-label={t('factSheet.certificates.title')} sx={STACKED_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{t('factSheet.certificates.name')}</TableCell>
                <TableCell>{t('factSheet.certificates.issuer')}</TableCell>
                <TableCell>{t('factSheet.certificates.number')}</TableCell>
                <TableCell>{t('factSheet.certificates.expires')}</TableCell>
                <TableCell>{t('factSheet.source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheet.certificates.map((c) => (
                <TableRow
                  key={`${c.name}${c.number}${c.citation.chunkId}`}
                  data-testid="fact-certificate"
                >
                  <TableCell component="th" scope="row">
                    {c.name}
                  </TableCell>
                  <TableCell data-label={t('factSheet.certificates.issuer')}>
                    {c.issuer ?? dash}
                  </TableCell>
                  <TableCell data-label={t('factSheet.certificates.number')}>
                    {c.number ?? dash}
                  </TableCell>
                  <TableCell data-label={t('factSheet.certificates.expires')}>
                    <ExpiryCell record={c} now={now} />
                  </TableCell>
                  <TableCell data-label={t('factSheet.source')}>
                    <FactSheetCitation citation={c.citation} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      {registrations.length > 0 && <FactSheetRegistrations registrations={registrations} />}
      {sheet.referenceProjects.length > 0 && (
        <Section title={t('factSheet.projects.title')}>
          <Table size="small" aria-label={t('factSheet.projects.title')} sx={STACKED_ON_PHONE}>
            <TableHead>
              <TableRow>
                <TableCell>{t('factSheet.projects.project')}</TableCell>
                <TableCell>{t('factSheet.projects.client')}</TableCell>
                <TableCell>{t('factSheet.projects.year')}</TableCell>
                <TableCell>{t('factSheet.projects.value')}</TableCell>
                <TableCell>{t('factSheet.source')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheet.referenceProjects.map((p) => (
                <TableRow key={`${p.title}${p.citation.chunkId}`} data-testid="fact-project">
                  <TableCell>
                    {p.title}
                    {p.description && (
                      <Typography variant="body2" color="text.secondary">
                        {shownDescription(p.description)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell data-label={t('factSheet.projects.client')}>
                    {p.client ?? dash}
                  </TableCell>
                  <TableCell data-label={t('factSheet.projects.year')}>{p.year ?? dash}</TableCell>
                  <TableCell data-label={t('factSheet.projects.value')}>
                    {p.value ? formatMoney(p.value.amount, p.value.currency, locale) : dash}
                  </TableCell>
                  <TableCell data-label={t('factSheet.source')}>
                    <FactSheetCitation citation={p.citation} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      )}
      {sheet.keyPeople.length > 0 && (
        <Section title={t('factSheet.people.title')}>
          <Stack spacing={0.75}>
            {sheet.keyPeople.map((p) => (
              <Stack
                key={`${p.name}${p.role}`}
                direction="row"
                spacing={1.5}
                useFlexGap
                sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
                data-testid="fact-person"
              >
                <Typography>{p.name}</Typography>
                <Typography color="text.secondary">{p.role}</Typography>
                <FactSheetCitation citation={p.citation} />
              </Stack>
            ))}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}
