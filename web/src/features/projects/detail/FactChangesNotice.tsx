import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DeadlineFact, LOCALE_TAGS, type Project } from '@tender/core';
import {
  type FactChange,
  type FactConflict,
  type ProjectFactHistory,
  stateOfFact,
} from '@tender/core/documents/changes/factChanges';
import { useLocale } from '../../../app/i18n/LocaleContext';
import { formatDateTime } from '../../../format/dates';
import { changeSentence, changeValue, conflictSentence } from '../documents/changeText';
import { factDateToMillis, hasPassed } from '../settings/deadlineSuggestions';
import { useAcceptDeadline } from '../settings/useAcceptDeadline';
import { useDismissed } from '../workflow/useDismissed';

const changeKey = (c: FactChange) =>
  `${c.slot}:${c.to.map((f) => `${f.documentId}/${f.index}`).join(',')}`;
const conflictKey = (c: FactConflict) =>
  `${c.slot}:${c.facts.map((f) => `${f.documentId}/${f.index}`).join(',')}`;

/**
 * The project screen's "what changed" (issue 17 item 5): each fact a later document moved, with
 * the document and page that moved it, and for a moved submission deadline the offer to take it
 * into the project (whoever may edit the project); facts two unordered documents state
 * differently are shown as conflicting. Only what still holds is shown: a change a later
 * document moved again shows as that later change. Dismissed lines stay away for the session.
 * A date moved to one already passed is marked to be checked (a document of another tender).
 */
export function FactChangesNotice({
  companyId,
  projectId,
  project,
  history,
  editable,
}: {
  companyId: string;
  projectId: string;
  project: Project;
  history: ProjectFactHistory;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const accept = useAcceptDeadline(companyId, projectId, project);
  const [dismissed, dismiss] = useDismissed(`${projectId}:factChanges`);
  const holds = (c: FactChange) =>
    c.to.some((f) => stateOfFact(history, f.documentId, f.key, f.index) === 'current');
  const changes = history.changes.filter((c) => holds(c) && !dismissed.has(changeKey(c)));
  const conflicts = history.conflicts.filter(
    (c) =>
      c.facts.every((f) => stateOfFact(history, f.documentId, f.key, f.index) === 'conflicting') &&
      !dismissed.has(conflictKey(c)),
  );
  if (changes.length === 0 && conflicts.length === 0) return null;
  const current = project.submissionDeadline?.toMillis() ?? null;

  /**
   * Dates a document moved to ones already behind us: no rectification does that, so the
   * document is misread, or belongs to another (or an older) tender. Said once per document,
   * under its changes, with the dates it concerns.
   */
  const passedByDocument = new Map<string, { name: string; dates: string[] }>();
  for (const c of changes) {
    if (c.key !== 'deadlines') continue;
    for (const f of c.to) {
      const at = factDateToMillis((f.fact as DeadlineFact).value.date);
      if (at === null || !hasPassed(at)) continue;
      const entry = passedByDocument.get(f.documentId) ?? { name: f.documentName, dates: [] };
      entry.dates.push(changeValue(c.key, f.fact, t, locale));
      passedByDocument.set(f.documentId, entry);
    }
  }
  const list = new Intl.ListFormat(LOCALE_TAGS[locale], { type: 'conjunction' });

  const deadlineOffer = (c: FactChange) => {
    if (c.slot !== 'deadlines:submission' || c.to.length !== 1) return null;
    const at = factDateToMillis((c.to[0]!.fact as DeadlineFact).value.date);
    if (at === null) return null;
    if (at === current) {
      return (
        <Typography variant="body2" color="success.main" data-testid="deadline-up-to-date">
          {t('documents.changes.deadlineUpToDate')}
        </Typography>
      );
    }
    if (!editable) return null;
    return (
      <Button
        size="small"
        // A date already passed is still the user's to take, but not the obvious next step.
        variant={hasPassed(at) ? 'outlined' : 'contained'}
        onClick={() => void accept(at)}
        aria-label={t('documents.changes.useNewDeadlineFor', {
          date: formatDateTime(at, locale),
        })}
      >
        {t('documents.changes.useNewDeadline')}
      </Button>
    );
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="fact-changes">
      {changes.length > 0 && (
        <Alert severity="info" variant="outlined">
          <AlertTitle>{t('documents.changes.title')}</AlertTitle>
          <Stack spacing={1}>
            {changes.map((c) => (
              <Box
                key={changeKey(c)}
                data-testid="fact-change"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Typography variant="body2" sx={{ flex: '1 1 20rem' }}>
                  {changeSentence(c, t, locale)}
                </Typography>
                {deadlineOffer(c)}
                <Button size="small" onClick={() => dismiss([changeKey(c)])}>
                  {t('documents.changes.dismiss')}
                </Button>
              </Box>
            ))}
            {[...passedByDocument].map(([id, d]) => (
              <Typography
                key={id}
                variant="body2"
                color="warning.main"
                data-testid="fact-change-passed"
              >
                {t('documents.changes.passed', {
                  count: d.dates.length,
                  dates: list.format(d.dates),
                  document: d.name,
                })}
              </Typography>
            ))}
          </Stack>
        </Alert>
      )}
      {conflicts.length > 0 && (
        <Alert severity="warning" variant="outlined">
          <AlertTitle>{t('documents.changes.conflictTitle')}</AlertTitle>
          <Stack spacing={1}>
            {conflicts.map((c) => (
              <Box
                key={conflictKey(c)}
                data-testid="fact-conflict"
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Typography variant="body2" sx={{ flex: '1 1 20rem' }}>
                  {conflictSentence(c, t, locale)}
                </Typography>
                <Button size="small" onClick={() => dismiss([conflictKey(c)])}>
                  {t('documents.changes.dismiss')}
                </Button>
              </Box>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
