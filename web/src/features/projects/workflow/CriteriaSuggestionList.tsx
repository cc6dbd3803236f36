import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CriterionSuggestion } from './criteriaSuggestions';
import { FactSource, SuggestionCard } from './SuggestionCard';

/** Award criteria read from the documents, offered one by one or all at once. */
export function CriteriaSuggestionList({
  suggestions,
  accept,
  dismiss,
}: {
  suggestions: CriterionSuggestion[];
  accept: (list: CriterionSuggestion[]) => void;
  dismiss: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <SuggestionCard
      title={t('projects.criteria.suggestionsTitle', { count: suggestions.length })}
      onAcceptAll={() => accept(suggestions)}
      onDismissAll={() => dismiss(suggestions.map((s) => s.key))}
    >
      <List
        dense
        disablePadding
        aria-label={t('projects.criteria.suggestionsTitle', { count: suggestions.length })}
      >
        {suggestions.map((s) => (
          <ListItem
            key={s.key}
            disableGutters
            secondaryAction={
              <Stack direction="row" spacing={0.5}>
                <Button
                  size="small"
                  onClick={() => accept([s])}
                  aria-label={t('projects.suggestions.acceptOne', { name: s.description })}
                >
                  {t('projects.suggestions.accept')}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => dismiss([s.key])}
                  aria-label={t('projects.suggestions.dismissOne', { name: s.description })}
                >
                  {t('projects.suggestions.dismiss')}
                </Button>
              </Stack>
            }
            sx={{ pr: 20 }}
          >
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.description}
                {s.weight !== null && ` — ${s.weight}%`}
                {s.weight === null &&
                  s.points !== null &&
                  ` — ${t('projects.criteria.points', { count: s.points })}`}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                <FactSource documentName={s.fact.documentName} page={s.fact.page} />
              </Typography>
            </Box>
          </ListItem>
        ))}
      </List>
    </SuggestionCard>
  );
}
