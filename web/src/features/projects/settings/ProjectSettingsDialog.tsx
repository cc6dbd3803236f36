import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import {
  Timestamp,
  parseValidationMessage,
  projectSettingsSchema,
  refs,
  serverTimestamp,
  type DataSources,
  type Project,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { projectFailure } from '../shared/messages';
import { DataSourcesField } from './DataSourcesField';
import { PickerLocalization } from './PickerLocalization';

interface Draft {
  submissionDeadline: Date | null;
  announcementDate: Date | null;
  dataSources: DataSources;
}

const toDate = (t: Timestamp | null) => (t ? new Date(t.toMillis()) : null);
const toMillis = (d: Date | null) => (d && !Number.isNaN(d.getTime()) ? d.getTime() : null);

/**
 * Project settings: submission deadline (date and time), announcement date and data sources.
 * Validated with core's projectSettingsSchema (announcement on or before the deadline); a failed
 * write says 'Failed to update project settings' and keeps the dialog's values. The caller gives
 * each opening a new `key`, so it starts from what is saved.
 */
export function ProjectSettingsDialog({
  open,
  onClose,
  companyId,
  projectId,
  project,
}: {
  open: boolean;
  onClose: () => void;
  companyId: string;
  projectId: string;
  project: Project;
}) {
  const { t, i18n } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<Draft>(() => ({
    submissionDeadline: toDate(project.submissionDeadline),
    announcementDate: toDate(project.announcementDate),
    dataSources: project.dataSources,
  }));
  const [errors, setErrors] = useState<{ field: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const invalidDate = (d: Date | null) => d !== null && Number.isNaN(d.getTime());

  const save = async () => {
    setFailure(null);
    setErrors(null);
    if (invalidDate(draft.submissionDeadline) || invalidDate(draft.announcementDate)) {
      setErrors({
        field: invalidDate(draft.submissionDeadline) ? 'submissionDeadline' : 'announcementDate',
        message: t('validation.invalid'),
      });
      return;
    }
    const input = {
      submissionDeadline: toMillis(draft.submissionDeadline),
      announcementDate: toMillis(draft.announcementDate),
      dataSources: draft.dataSources,
    };
    try {
      await projectSettingsSchema.validate(input, { strict: true });
    } catch (invalid) {
      const { key, params } = parseValidationMessage((invalid as Error).message);
      const path = (invalid as { path?: string }).path ?? '';
      setErrors({
        field: path.split('.')[0] ?? '',
        message: i18n.exists(key) ? t(key, params) : t('validation.invalid'),
      });
      return;
    }
    setSaving(true);
    try {
      await backend.docs.updateDoc(refs.project(companyId, projectId), {
        submissionDeadline:
          input.submissionDeadline === null ? null : Timestamp.fromMillis(input.submissionDeadline),
        announcementDate:
          input.announcementDate === null ? null : Timestamp.fromMillis(input.announcementDate),
        dataSources: input.dataSources,
        updatedAt: serverTimestamp(),
      });
      enqueueSnackbar(t('projects.settings.saved'), { variant: 'success' });
      onClose();
    } catch (error) {
      setFailure(projectFailure(error, 'projects.errors.settings', t));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: string) => (errors?.field === field ? errors.message : undefined);

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      aria-labelledby="project-settings-title"
      maxWidth="sm"
      fullWidth
      fullScreen={fullScreen}
    >
      <DialogTitle id="project-settings-title">{t('projects.settings.title')}</DialogTitle>
      <DialogContent>
        <PickerLocalization>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <DateTimePicker
              label={t('projects.fields.submissionDeadline')}
              value={draft.submissionDeadline}
              onChange={(value) => setDraft((d) => ({ ...d, submissionDeadline: value }))}
              ampm={false}
              slotProps={{
                textField: {
                  id: 'settings-submission-deadline',
                  error: Boolean(errorOf('submissionDeadline')),
                  helperText: errorOf('submissionDeadline'),
                },
                field: { clearable: true },
              }}
            />
            <DatePicker
              label={t('projects.fields.announcementDate')}
              value={draft.announcementDate}
              onChange={(value) => setDraft((d) => ({ ...d, announcementDate: value }))}
              slotProps={{
                textField: {
                  id: 'settings-announcement-date',
                  error: Boolean(errorOf('announcementDate')),
                  helperText:
                    errorOf('announcementDate') ?? t('projects.settings.announcementHint'),
                },
                field: { clearable: true },
              }}
            />
            <Divider />
            <DataSourcesField
              companyId={companyId}
              value={draft.dataSources}
              onChange={(dataSources) => setDraft((d) => ({ ...d, dataSources }))}
            />
          </Stack>
        </PickerLocalization>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button variant="contained" loading={saving} onClick={() => void save()}>
          {t('projects.workflow.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
