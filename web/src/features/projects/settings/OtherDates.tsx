import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocale } from '../../../app/i18n/LocaleContext';
import type { ProjectFacts } from '../documents/useProjectFacts';
import { deadlineText } from '../documents/factText';
import { FactSource } from '../workflow/SuggestionCard';

/**
 * The documents' other dates (questions, opening, award …) beside the project's own deadline.
 * They read exactly as in the document's key facts: the same kind names ("Other date", not
 * "Other") and the date and time as the document states them, with its zone when it names one.
 * Shifted into the browser's zone without saying so, "10:00" in the document showed as "09:00"
 * here for anyone outside Amsterdam, beside the facts panel's "10:00".
 */
export function OtherDates({ facts }: { facts: ProjectFacts['deadlines'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (facts.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2">{t('projects.settings.otherDates')}</Typography>
      {facts.map((f, i) => (
        <Typography key={i} variant="body2">
          {deadlineText(f, t, locale)}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            (<FactSource documentName={f.documentName} page={f.page} />)
          </Typography>
        </Typography>
      ))}
    </Box>
  );
}
