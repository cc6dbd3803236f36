import { useTranslation } from 'react-i18next';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { MatchReason } from '@tender/core';
import { useCpvLabelText } from '../cpv/CpvLabel';

/** Params that hold CPV codes: shown with their label in the UI language. */
const CPV_PARAMS = ['tenderCode', 'companyCode'];

/**
 * A match's reasons in words ("45233140 Roadworks is under your 45230000 Construction work for
 * roads"): each reason's key under signaling.reasons.* with its params, CPV codes labelled.
 */
export function MatchReasons({ reasons }: { reasons: readonly MatchReason[] }) {
  const { t } = useTranslation();
  const cpvText = useCpvLabelText();
  if (reasons.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('signaling.detail.reasons')}>
      {reasons.map((reason, i) => {
        const params: Record<string, string | number> = { ...(reason.params ?? {}) };
        for (const name of CPV_PARAMS) {
          const code = params[name];
          if (typeof code === 'string') params[name] = cpvText(code);
        }
        const text = reason.key
          ? t(reason.key, params)
          : `${t(`signaling.reasonCodes.${reason.code}`)}${reason.detail ? `: ${reason.detail}` : ''}`;
        return (
          <ListItem key={`${reason.code}-${i}`} disableGutters sx={{ py: 0.25 }}>
            <ListItemText primary={`• ${text}`} />
          </ListItem>
        );
      })}
    </List>
  );
}
