import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
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
import { criteriaSuggestions, weightSum, type CriterionSuggestion } from './criteriaSuggestions';
import { FactSource, SuggestionCard } from './SuggestionCard';
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
            <Paper key={c.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  label={t('projects.criteria.description', { n: index + 1 })}
                  value={c.description}
                  onChange={(event) => update(index, { description: event.target.value })}
                  disabled={!editable}
                  multiline
                  size="small"
                  sx={{ flex: 1 }}
                  error={draft !== null && c.description.trim() === ''}
                  slotProps={{ htmlInput: { maxLength: LIMITS.descriptionMax } }}
                />
                <TextField
                  label={t('projects.criteria.weight', { n: index + 1 })}
                  type="number"
                  size="small"
                  value={c.weight ?? ''}
                  onChange={(event) =>
                    update(index, {
                      weight: event.target.value === '' ? null : Number(event.target.value),
                    })
                  }
                  disabled={!editable}
                  sx={{ width: { xs: '100%', sm: 130 } }}
                  slotProps={{
                    htmlInput: { min: 0, max: 100, step: 'any' },
                    input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  }}
                />
                {editable && (
                  <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                    <Tooltip title={t('projects.criteria.moveUp')}>
                      <span>
                        <IconButton
                          aria-label={t('projects.criteria.moveUpOf', { n: index + 1 })}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUpward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('projects.criteria.moveDown')}>
                      <span>
                        <IconButton
                          aria-label={t('projects.criteria.moveDownOf', { n: index + 1 })}
                          disabled={index === criteria.length - 1}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDownward fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('projects.criteria.remove')}>
                      <IconButton
                        aria-label={t('projects.criteria.removeOf', { n: index + 1 })}
                        onClick={() => edit(criteria.filter((_, i) => i !== index))}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                )}
              </Stack>
            </Paper>
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
