import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Locale, Tender, TenderChange } from '@tender/core';
import type { TFunction } from 'i18next';
import { formatMoney, formatTenderDate, formatTenderDateTime } from './signalingFormat';

/**
 * What later notices of the procedure changed (issue 21): a tender is one row for its procedure,
 * its change notices and republications listed here with what each moved, added or withdrew.
 * A change notice whose original has not arrived says so.
 */
export function TenderChanges({ tender, locale }: { tender: Tender; locale: Locale }) {
  const { t } = useTranslation();
  const later = (tender.versions ?? []).filter((v) => v.kind !== 'original');
  const lone = tender.publicationType === 'rectification' && !tender.versions?.length;
  if (!later.length && !lone) return null;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {lone && <Alert severity="info">{t('signaling.changes.originalMissing')}</Alert>}
      {later.length > 0 && (
        <Stack component="ol" sx={{ m: 0, pl: 2.5 }} spacing={0.75}>
          {later.map((v) => (
            <Typography component="li" variant="body2" key={v.sourceId}>
              {t(`signaling.changes.${v.kind}`, {
                number: v.sourceId,
                date: formatTenderDate(v.publishedAt.toMillis(), locale),
              })}
              <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
                {(v.changes.length ? v.changes : [null]).map((c, i) => (
                  <Typography component="li" variant="body2" color="text.secondary" key={i}>
                    {c ? changeText(c, t, locale) : t('signaling.changes.none')}
                  </Typography>
                ))}
              </Stack>
            </Typography>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function changeText(c: TenderChange, t: TFunction, locale: Locale): string {
  const none = t('signaling.detail.none');
  switch (c.kind) {
    case 'deadline':
      return t('signaling.changes.deadline', {
        from: c.from ? formatTenderDateTime(c.from.toMillis(), locale) : none,
        to: c.to ? formatTenderDateTime(c.to.toMillis(), locale) : none,
      });
    case 'estimatedValue':
      return t('signaling.changes.estimatedValue', {
        from: c.from ? formatMoney(c.from, locale) : none,
        to: c.to ? formatMoney(c.to, locale) : none,
      });
    case 'lotAdded':
    case 'lotRemoved':
      return t(`signaling.changes.${c.kind}`, { lot: c.lot });
    case 'title':
      return t('signaling.changes.titleChanged');
    default:
      return t(`signaling.changes.${c.kind}`);
  }
}
