import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import {
  LIMITS,
  RandomIds,
  awardCriteriaSchema,
  parseValidationMessage,
  refs,
  serverTimestamp,
  type AwardCriterion,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import type { ProjectFacts } from '../documents/useProjectFacts';
import { projectFailure } from '../shared/messages';
import { CriteriaSuggestionList } from './CriteriaSuggestionList';
import { CriterionRow } from './CriterionRow';
import { criteriaSuggestions, weightSum, type CriterionSuggestion } from './criteriaSuggestions';
import { useDismissed } from './useDismissed';

const ids = new RandomIds();

/**
 * Step 2: the award criteria the bid answers, with their weights (percent; the sum is shown and
 * a sum other than 100 is flagged). Criteria read from the documents are offered as suggestions;
 * edits are saved with Save ('Failed to update' when the write fails).
 */
export function AwardCriteriaStep({
  companyId,
  projectId,
  saved,
  editable,
  facts,
}: {
  companyId: string;
  projectId: string;
  saved: readonly AwardCriterion[];
  editable: boolean;
  facts: ProjectFacts['awardCriteria'];
}) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  // null: showing what is saved; a list: the user's unsaved edits.
  const [draft, setDraft] = useState<AwardCriterion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dismissed, dismiss] = useDismissed(`${projectId}:criteria`);
  const criteria = draft ?? saved.map((c) => ({ ...c, weight: c.weight ?? null }));
  const suggestions = editable ? criteriaSuggestions(facts, criteria, dismissed) : [];
  const sum = weightSum(criteria);

  const edit = (next: AwardCriterion[]) => {
    setError(null);
    setDraft(next);
  };
  const update = (index: number, patch: Partial<AwardCriterion>) =>
    edit(criteria.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...criteria];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    edit(next);
  };
  const accept = (list: CriterionSuggestion[]) =>
    edit([
      ...criteria,
      ...list.map((s) => ({ id: ids.newId(), description: s.description, weight: s.weight })),
    ]);

  const save = async () => {
    if (!draft) return;
    const cleaned = draft.map((c) => ({ ...c, description: c.description.trim() }));
    try {
      await awardCriteriaSchema.validate(cleaned, { strict: true });
    } catch (invalid) {
      const { key, params } = parseValidationMessage((invalid as Error).message);
      setError(i18n.exists(key) ? t(key, params) : t('validation.invalid'));
      return;
    }
    setSaving(true);
    try {
      await backend.docs.updateDoc(refs.project(companyId, projectId), {
        awardCriteria: cleaned,
        updatedAt: serverTimestamp(),
      });
      setDraft(null);
      enqueueSnackbar(t('projects.workflow.saved'), { variant: 'success' });
    } catch (failure) {
      setError(projectFailure(failure, 'projects.errors.update', t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('projects.criteria.intro')}
      </Typography>
      {suggestions.length > 0 && (
        <CriteriaSuggestionList suggestions={suggestions} accept={accept} dismiss={dismiss} />
      )}
      {criteria.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', mb: 2 }}>
          <Typography color="text.secondary">{t('projects.criteria.empty')}</Typography>
        </Paper>
      ) : (
        <Stack
          component="ol"
          spacing={1.5}
          aria-label={t('projects.criteria.listLabel')}
          sx={{ p: 0, m: 0, mb: 2, listStyle: 'none' }}
        >
          {criteria.map((c, index) => (
            <CriterionRow
              key={c.id}
              criterion={c}
              index={index}
              count={criteria.length}
              editable={editable}
              edited={draft !== null}
              update={(patch) => update(index, patch)}
              move={(by) => move(index, by)}
              remove={() => edit(criteria.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, mb: 2 }}
      >
        {editable && (
          <Button
            startIcon={<AddOutlined />}
            onClick={() => edit([...criteria, { id: ids.newId(), description: '', weight: null }])}
            disabled={criteria.length >= LIMITS.awardCriteriaMax}
          >
            {t('projects.criteria.add')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        {sum !== null && (
          <Typography
            variant="body2"
            role="status"
            sx={(theme) => ({
              fontWeight: 600,
              // A darker green on light paper, a lighter one on dark (CSS-variable theme:
              // theme.palette is the light scheme, so dark mode goes through applyStyles).
              color: sum === 100 ? 'success.dark' : 'text.primary',
              ...theme.applyStyles('dark', {
                color: sum === 100 ? 'success.light' : 'text.primary',
              }),
            })}
          >
            {t('projects.criteria.sum', { sum: sum.toLocaleString(i18n.language) })}
          </Typography>
        )}
      </Stack>
      {sum !== null && sum !== 100 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('projects.criteria.sumWarning', { sum: sum.toLocaleString(i18n.language) })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {editable && draft !== null && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" loading={saving} onClick={() => void save()}>
            {t('projects.workflow.save')}
          </Button>
          <Button
            onClick={() => {
              setError(null);
              setDraft(null);
            }}
            disabled={saving}
          >
            {t('projects.workflow.discard')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
