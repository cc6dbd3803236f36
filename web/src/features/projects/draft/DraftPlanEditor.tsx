/**
 * The plan before writing (issue 19, item 1): what the next generation writes — a section per
 * award criterion with its weight, budget and the buyer's requirements — where the user leaves a
 * requirement out, takes it back, or adds one the tender does not state. Each change is stored
 * at once on the server (editDraftPlan), so a reload or a colleague sees it, and Generate writes
 * with it. Keyboard: a button opens a dialog; every requirement has its own labelled button; a
 * requirement is added with Enter or the Add button.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CallableOutput } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';

type Plan = CallableOutput<'getDraftPlan'>;
type PlanSection = Plan['sections'][number];
type Edit = { action: 'drop' | 'restore' | 'add' | 'remove'; section: string; text: string };

function AddRequirement({
  section,
  busy,
  onAdd,
}: {
  section: PlanSection;
  busy: boolean;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    if (await onAdd(text)) setText('');
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={submit}
      sx={{ mt: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        fullWidth
        value={text}
        onChange={(e) => setText(e.target.value)}
        label={t('draftPlan.edit.addLabel', { heading: section.heading })}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <Button type="submit" variant="outlined" disabled={busy || !text.trim()}>
        {t('draftPlan.edit.add')}
      </Button>
    </Stack>
  );
}

function EditableSection({
  section,
  n,
  busy,
  onEdit,
}: {
  section: PlanSection;
  n: number;
  busy: boolean;
  onEdit: (edit: Edit) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const kept = section.requirements.filter((r) => !r.dropped).length;
  const title =
    section.weight !== null
      ? t('draftPlan.sectionWeight', { n, heading: section.heading, weight: section.weight })
      : t('draftPlan.section', { n, heading: section.heading });
  return (
    <Box component="section" aria-labelledby={`plan-edit-${section.id}`} sx={{ mb: 3 }}>
      <Typography id={`plan-edit-${section.id}`} variant="subtitle1" component="h3">
        {title}: {t('draftPlan.requirements', { count: kept })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('drafts.section.targetWords', { count: section.targetWords })}
      </Typography>
      <List dense disablePadding>
        {section.requirements.map((r) => {
          const action = r.added ? 'remove' : r.dropped ? 'restore' : 'drop';
          return (
            <ListItem
              key={r.id}
              disableGutters
              data-testid="plan-requirement"
              data-dropped={r.dropped || undefined}
              sx={{ alignItems: 'flex-start', gap: 1 }}
              secondaryAction={
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void onEdit({ action, section: section.heading, text: r.text })}
                  aria-label={t(`draftPlan.edit.${action}Label`, { requirement: r.text })}
                >
                  {t(`draftPlan.edit.${action}`)}
                </Button>
              }
            >
              {(r.dropped || r.added) && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={r.dropped ? 'default' : 'info'}
                  label={t(r.dropped ? 'draftPlan.status.dropped' : 'draftPlan.edit.added')}
                  sx={{ mt: 0.5, flexShrink: 0 }}
                />
              )}
              <ListItemText
                sx={{ pr: 14 }}
                primary={r.text}
                secondary={
                  r.documentName
                    ? t('draftPlan.source', { document: r.documentName, page: r.page ?? '—' })
                    : null
                }
                slotProps={{
                  primary: {
                    sx: r.dropped
                      ? { textDecoration: 'line-through', color: 'text.secondary' }
                      : {},
                  },
                }}
              />
            </ListItem>
          );
        })}
      </List>
      <AddRequirement
        section={section}
        busy={busy}
        onAdd={(text) => onEdit({ action: 'add', section: section.heading, text })}
      />
    </Box>
  );
}

/** "Plan" beside Generate: the plan the next draft is written with, to change before writing. */
export function DraftPlanEditorButton({
  projectId,
  disabled,
}: {
  projectId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const [open, setOpen] = useState(false);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = async () => {
    setOpen(true);
    setFailed(false);
    try {
      setPlan(await backend.call('getDraftPlan', { projectId }));
    } catch (error) {
      console.warn('getDraftPlan failed', error);
      setFailed(true);
    }
  };
  const edit = async (change: Edit): Promise<boolean> => {
    setBusy(true);
    setFailed(false);
    try {
      setPlan(await backend.call('editDraftPlan', { projectId, ...change }));
      return true;
    } catch (error) {
      console.warn('editDraftPlan failed', error);
      setFailed(true);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void load()}
        disabled={disabled}
        data-testid="draft-plan-edit-open"
      >
        {t('draftPlan.edit.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="draft-plan-edit-title"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="draft-plan-edit-title">{t('draftPlan.edit.title')}</DialogTitle>
        <DialogContent dividers data-testid="draft-plan-editor" aria-busy={busy || !plan}>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {t('drafts.errors.plan')}
            </Alert>
          )}
          {plan ? (
            <>
              <Typography sx={{ mb: 1 }}>{t(`draftPlan.basis.${plan.basis}`)}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('draftPlan.edit.help')}
              </Typography>
              {plan.sections.map((s, i) => (
                <EditableSection key={s.id} section={s} n={i + 1} busy={busy} onEdit={edit} />
              ))}
            </>
          ) : (
            !failed && (
              <Box aria-label={t('common.loading')}>
                <Skeleton variant="text" sx={{ width: '60%' }} />
                <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
              </Box>
            )
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
