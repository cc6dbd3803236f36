import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';

/** Colour per score band (spec §9 bands): 90–100 green, 70–90 blue, 50–70 amber, below grey. */
function bandColor(score: number): 'success' | 'info' | 'warning' | 'default' {
  if (score >= 90) return 'success';
  if (score >= 70) return 'info';
  if (score >= 50) return 'warning';
  return 'default';
}

export function ScoreChip({ score }: { score: number }) {
  const { t } = useTranslation();
  const rounded = Math.round(score);
  return (
    <Chip
      size="small"
      color={bandColor(rounded)}
      label={rounded}
      aria-label={t('signaling.score', { score: rounded })}
      sx={{ fontWeight: 700, minWidth: 44, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
