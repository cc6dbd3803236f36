/**
 * The two charts, in a chunk of their own (@mui/x-charts loads after the page's text, so it never
 * delays the first paint). Each has a title, a description for screen readers, a legend and its
 * numbers as a table behind a button.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PROJECT_STATUSES } from '@tender/core';
import {
  DASHBOARD_LIMITS,
  type DashboardData,
  SCORE_BANDS,
} from '@tender/core/services/dashboard/index';
import { useLocale } from '../../app/i18n/LocaleContext';
import { bandColours, statusColours, useChartPalette } from './chartColours';
import { formatCount, formatDayMonth } from './dashboardFormat';

function ChartCard({
  id,
  title,
  note,
  empty,
  chart,
  table,
}: {
  id: string;
  title: string;
  note: string | null;
  empty: string | null;
  chart: ReactNode;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h2" component="h2">
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {empty ? (
        <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <>
          {chart}
          <Button
            size="small"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? t('overview.charts.hideTable') : t('overview.charts.showTable')}
          </Button>
          <Box id={tableId} hidden={!showTable} sx={{ overflowX: 'auto' }}>
            {showTable && table}
          </Box>
        </>
      )}
    </Paper>
  );
}

function MatchesChart({ data }: { data: DashboardData['matchWeeks'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const colours = bandColours(useChartPalette());
  const labels = data.weeks.map((w) => formatDayMonth(w.weekStart, locale));
  const total = data.weeks.reduce((n, w) => n + SCORE_BANDS.reduce((m, b) => m + w[b], 0), 0);
  const title = t('overview.charts.matches.title');
  return (
    <ChartCard
      id="chart-matches"
      title={title}
      note={
        data.capped
          ? t('overview.charts.matches.capped', { count: DASHBOARD_LIMITS.matches })
          : null
      }
      empty={total === 0 ? t('overview.charts.matches.empty') : null}
      chart={
        <BarChart
          height={280}
          title={title}
          desc={t('overview.charts.matches.desc')}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ tickMinStep: 1, width: 32 }]}
          series={SCORE_BANDS.map((band) => ({
            id: band,
            label: t(`signaling.bands.${band}`),
            data: data.weeks.map((w) => w[band]),
            stack: 'matches',
            color: colours[band],
            valueFormatter: (v: number | null) => formatCount(v ?? 0, locale),
          }))}
          skipAnimation
        />
      }
      table={
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('overview.charts.matches.weekColumn')}</TableCell>
              {SCORE_BANDS.map((b) => (
                <TableCell key={b} align="right">
                  {t(`signaling.bands.${b}`)}
                </TableCell>
              ))}
              <TableCell align="right">{t('overview.charts.matches.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.weeks.map((w, i) => (
              <TableRow key={w.weekStart}>
                <TableCell component="th" scope="row">
                  {t('overview.charts.matches.week', { date: labels[i] })}
                </TableCell>
                {SCORE_BANDS.map((b) => (
                  <TableCell key={b} align="right">
                    {formatCount(w[b], locale)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  {formatCount(
                    SCORE_BANDS.reduce((n, b) => n + w[b], 0),
                    locale,
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}

function StatusChart({ data }: { data: DashboardData['projectStatus'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const colours = statusColours(useChartPalette());
  const title = t('overview.charts.status.title');
  const slices = PROJECT_STATUSES.filter((s) => data.counts[s] > 0).map((s) => ({
    id: s,
    value: data.counts[s],
    label: t(`projects.status.${s}`),
    color: colours[s],
  }));
  return (
    <ChartCard
      id="chart-status"
      title={title}
      note={
        data.capped
          ? t('overview.charts.status.capped', { limit: DASHBOARD_LIMITS.recentProjects })
          : null
      }
      empty={data.total === 0 ? t('overview.charts.status.empty') : null}
      chart={
        <PieChart
          height={280}
          title={title}
          desc={t('overview.charts.status.desc')}
          slotProps={{
            legend: {
              direction: 'horizontal',
              position: { vertical: 'bottom', horizontal: 'center' },
            },
          }}
          series={[
            {
              data: slices,
              innerRadius: 50,
              outerRadius: 100,
              paddingAngle: 1,
              cornerRadius: 3,
              valueFormatter: (v) => formatCount(v.value, locale),
            },
          ]}
          skipAnimation
        />
      }
      table={
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('overview.charts.status.statusColumn')}</TableCell>
              <TableCell align="right">{t('overview.charts.status.countColumn')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slices.map((s) => (
              <TableRow key={s.id}>
                <TableCell component="th" scope="row">
                  {s.label}
                </TableCell>
                <TableCell align="right">{formatCount(s.value, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}

export default function DashboardCharts({ data }: { data: DashboardData }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' } }}>
      <MatchesChart data={data.matchWeeks} />
      <StatusChart data={data.projectStatus} />
    </Box>
  );
}
