import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocale, useLocalePath } from '../../app/i18n/LocaleContext';
import { PreloadLink } from '../../components/PreloadLink';
import { formatDate } from '../../format/dates';
import { type Linked, useCustomerLinks } from './useCustomerLinks';

/** The customer's projects and tenders: those whose buyer is this customer (by folded name). */
export function CustomerLinks({ companyId, nameKey }: { companyId: string; nameKey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useLocalePath();
  const { projects, tenders } = useCustomerLinks(companyId, nameKey);
  return (
    <>
      <LinkedSection
        id="customer-projects"
        title={t('customers.detail.projects')}
        empty={t('customers.detail.noProjects')}
        linked={projects}
        render={(p) => (
          <ListItem key={p.id} divider>
            <ListItemText
              primary={
                <Link component={PreloadLink} to={path(`/dashboard/projects/${p.id}`)}>
                  {p.name}
                </Link>
              }
              secondary={
                p.submissionDeadline
                  ? t('customers.detail.deadline', {
                      date: formatDate(p.submissionDeadline.toMillis(), locale),
                    })
                  : null
              }
            />
            <Chip size="small" variant="outlined" label={t(`projects.status.${p.status}`)} />
          </ListItem>
        )}
      />
      <LinkedSection
        id="customer-tenders"
        title={t('customers.detail.tenders')}
        empty={t('customers.detail.noTenders')}
        linked={tenders}
        render={(m) => (
          <ListItem key={m.id} divider data-testid="customer-tender">
            <ListItemText
              primary={
                <Link
                  component={PreloadLink}
                  to={`${path('/dashboard/signaling')}?tender=${encodeURIComponent(m.id)}`}
                >
                  {m.tender.titles?.[locale] ?? m.tender.title}
                </Link>
              }
              secondary={[
                t('signaling.list.published', {
                  date: formatDate(m.tender.publishedAt.toMillis(), locale),
                }),
                m.tender.deadline
                  ? t('signaling.list.deadline', {
                      date: formatDate(m.tender.deadline.toMillis(), locale),
                    })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            <Chip
              size="small"
              label={Math.round(m.score)}
              aria-label={t('signaling.score', { score: Math.round(m.score) })}
              sx={{ fontWeight: 700, minWidth: 44 }}
            />
          </ListItem>
        )}
      />
    </>
  );
}

function LinkedSection<T>({
  id,
  title,
  empty,
  linked,
  render,
}: {
  id: string;
  title: string;
  empty: string;
  linked: Linked<T>;
  render: (row: T & { id: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
        {linked.status === 'ready' && ` (${linked.rows.length})`}
      </Typography>
      {linked.status === 'loading' && (
        <div aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </div>
      )}
      {linked.status === 'error' && (
        <Alert severity="error" role="alert">
          {t('customers.errors.links')}
        </Alert>
      )}
      {linked.status === 'ready' && linked.rows.length === 0 && (
        <Typography color="text.secondary">{empty}</Typography>
      )}
      {linked.status === 'ready' && linked.rows.length > 0 && (
        <List dense disablePadding aria-labelledby={`${id}-heading`}>
          {linked.rows.map(render)}
        </List>
      )}
      {linked.status === 'ready' && linked.capped && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('customers.detail.capped')}
        </Typography>
      )}
    </Paper>
  );
}
