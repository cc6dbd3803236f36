import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import {
  type Tender,
  type TenderAwardCriterion,
  type TenderMatch,
  isTenderClosed,
} from '@tender/core';
import { explainMatch } from '@tender/core/services/signaling/explainMatch';
import { buyerTimeZone } from '@tender/core/tenders/timeZones';
import { useLocale } from '../../app/i18n/LocaleContext';
import { CpvLabel } from '../cpv/CpvLabel';
import { ClosedChip } from './ClosedChip';
import { CreateCustomerButton } from './CreateCustomerButton';
import { CreateProjectButton } from './CreateProjectButton';
import { MatchReasons } from './MatchReasons';
import { ScoreChip } from './ScoreChip';
import { TenderChanges } from './TenderChanges';
import { Fact, Section } from './TenderDetailSection';
import {
  countryName,
  formatMoney,
  formatTenderDate,
  formatTenderDateTime,
  formatTenderTimeIn,
  tenderTitle,
} from './signalingFormat';
import { VoteButtons } from './VoteButtons';

/**
 * A matched tender in full: score and actions, why it matched, the bid indication, its facts,
 * changes, description, CPV codes, lots, award criteria and documents.
 */
export function TenderFacts({
  tenderId,
  match,
  tender,
}: {
  tenderId: string;
  match: TenderMatch;
  tender: Tender;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bid = match.bid ?? null;
  const criteria = (tender.lots ?? []).flatMap((lot) => lot.awardCriteria);
  const uniqueCriteria = criteria.filter(
    (c, i) => criteria.findIndex((d) => JSON.stringify(d) === JSON.stringify(c)) === i,
  );
  const description = tender.descriptions?.[locale] ?? tender.description;
  const place = [tender.location, countryName(tender.country, locale), ...(tender.nuts ?? [])]
    .filter(Boolean)
    .join(' · ');
  // The deadline is shown in the app's zone; a buyer in another zone also sees its own time.
  const buyerTime = tender.deadline
    ? formatTenderTimeIn(
        tender.deadline.toMillis(),
        locale,
        buyerTimeZone(tender.country, tender.nuts ?? []),
      )
    : null;
  const [now] = useState(() => Date.now());
  const closed = isTenderClosed(tender, now);

  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <ScoreChip score={match.score} />
        <Typography
          variant="h2"
          component="h2"
          id="tender-detail-title"
          sx={{ fontSize: 20, overflowWrap: 'anywhere', minWidth: 0 }}
        >
          {tenderTitle(tender, locale)}
        </Typography>
      </Stack>
      {closed && <ClosedChip sx={{ mt: 1 }} />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <CreateProjectButton tenderId={tenderId} />
        <CreateCustomerButton tender={tender} />
        <VoteButtons tenderId={tenderId} vote={match.vote ?? null} />
      </Stack>

      <Section title={t('signaling.detail.reasons')}>
        <MatchReasons reasons={explainMatch(match, now)} score={match.score} />
      </Section>

      {bid && (
        <Section title={t('signaling.detail.bid')}>
          <Chip
            size="small"
            label={t(`signaling.bid.${bid.indication}`)}
            color={
              bid.indication === 'bid'
                ? 'success'
                : bid.indication === 'noBid'
                  ? 'error'
                  : 'warning'
            }
          />
          <Stack component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {bid.reasons.map((reason, i) => (
              <Typography component="li" variant="body2" key={i}>
                {t(reason.key, reason.params ?? {})}
              </Typography>
            ))}
          </Stack>
        </Section>
      )}

      <Section title={t('signaling.detail.facts')}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label={t('signaling.detail.buyer')}>{tender.buyer}</Fact>
          {place && <Fact label={t('signaling.detail.place')}>{place}</Fact>}
          <Fact label={t('signaling.detail.published')}>
            {formatTenderDate(tender.publishedAt.toMillis(), locale)}
          </Fact>
          <Fact label={t('signaling.detail.deadline')}>
            {tender.deadline
              ? formatTenderDateTime(tender.deadline.toMillis(), locale)
              : t('signaling.detail.none')}
            {buyerTime && ` (${t('signaling.detail.buyerTime', { time: buyerTime })})`}
          </Fact>
          <Fact label={t('signaling.detail.category')}>
            {t(`signaling.categories.${tender.category}`)}
          </Fact>
          <Fact label={t('signaling.detail.noticeType')}>
            {t(`signaling.noticeTypes.${tender.publicationType}`)}
          </Fact>
          <Fact label={t('signaling.detail.procedureType')}>
            {tender.procedureType
              ? t(`signaling.procedureTypes.${tender.procedureType}`)
              : t('signaling.detail.none')}
          </Fact>
          <Fact label={t('signaling.detail.value')}>
            {tender.estimatedValue
              ? formatMoney(tender.estimatedValue, locale)
              : t('signaling.detail.none')}
          </Fact>
        </Box>
      </Section>

      {(tender.versions?.length || tender.publicationType === 'rectification') && (
        <Section title={t('signaling.changes.title')}>
          <TenderChanges tender={tender} locale={locale} />
        </Section>
      )}

      {description && (
        <Section title={t('signaling.detail.description')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {description}
          </Typography>
        </Section>
      )}

      <Section title={t('signaling.detail.cpvCodes')}>
        <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
          {tender.cpvCodes.map((code) => (
            <Typography component="li" variant="body2" key={code}>
              <CpvLabel code={code} />
            </Typography>
          ))}
        </Stack>
      </Section>

      {(tender.lots?.length ?? 0) > 1 && (
        <Section title={t('signaling.detail.lots', { count: tender.lots!.length })}>
          <Stack component="ol" sx={{ m: 0, pl: 2.5 }} spacing={0.5}>
            {tender.lots!.map((lot, i) => (
              <Typography component="li" variant="body2" key={lot.id ?? i}>
                {lot.title ?? lot.id ?? t('signaling.detail.lot', { number: i + 1 })}
                {lot.estimatedValue && ` · ${formatMoney(lot.estimatedValue, locale)}`}
                {lot.deadline &&
                  ` · ${t('signaling.list.deadline', { date: formatTenderDate(lot.deadline.toMillis(), locale) })}`}
              </Typography>
            ))}
          </Stack>
        </Section>
      )}

      <Section title={t('signaling.detail.awardCriteria')}>
        {uniqueCriteria.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('signaling.detail.noCriteria')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
            {uniqueCriteria.map((c, i) => (
              <Typography component="li" variant="body2" key={i}>
                {c.name ?? t(`signaling.criterionTypes.${c.type}`)}
                {criterionWeight(c, t)}
              </Typography>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('signaling.detail.documents')}>
        {tender.links.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('signaling.detail.noDocuments')}
          </Typography>
        ) : (
          <Stack spacing={0.5}>
            {tender.links.map((link) => (
              <Link
                key={link.url}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                {t(`signaling.links.${link.label}`, { defaultValue: link.label })}
                <OpenInNewOutlined
                  sx={{ fontSize: 14 }}
                  aria-label={t('signaling.detail.newTab')}
                />
              </Link>
            ))}
          </Stack>
        )}
      </Section>
      <Divider sx={{ mt: 3 }} />
    </Box>
  );
}

function criterionWeight(c: TenderAwardCriterion, t: TFunction): string {
  if (c.weight == null || !c.weightKind) return '';
  return ` · ${t(`signaling.weights.${c.weightKind}`, { weight: c.weight })}`;
}
