import { useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_UPDATE_FREQUENCY_DAYS,
  LIMITS,
  MAX_WEBSITES_PER_PROJECT,
  freeWebsiteSlot,
  newWebsite,
  refs,
  websiteSchema,
  type WebsiteInput,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { useFormikFields } from '../../../components/form/useFormikFields';
import { projectFailure } from '../shared/messages';
import type { WebsiteRow } from './useWebsites';

/** Add or edit a watched website (http/https only, frequency 1–365 days), checked with websiteSchema. */
export function WebsiteDialog({
  open,
  onClose,
  companyId,
  projectId,
  uid,
  editing,
  existingIds,
}: {
  open: boolean;
  onClose: () => void;
  companyId: string;
  projectId: string;
  uid: string;
  /** The website being edited; null adds one. */
  editing: WebsiteRow | null;
  /** Ids of the project's websites: a new one takes the first free slot (w1…w20). */
  existingIds: readonly string[];
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<WebsiteInput>({
    enableReinitialize: true,
    initialValues: editing
      ? {
          url: editing.url,
          updateFrequencyDays: editing.updateFrequencyDays,
          active: editing.active,
          autoScrape: editing.autoScrape,
        }
      : {
          url: '',
          updateFrequencyDays: DEFAULT_UPDATE_FREQUENCY_DAYS,
          active: true,
          autoScrape: true,
        },
    validationSchema: websiteSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const input = websiteSchema.cast({ ...values, url: values.url.trim() });
      try {
        if (editing)
          await backend.docs.updateDoc(refs.website(companyId, projectId, editing.id), input);
        else {
          const slot = freeWebsiteSlot(existingIds);
          if (slot === null) {
            setFailure(t('projects.websites.limit', { max: MAX_WEBSITES_PER_PROJECT }));
            return;
          }
          await backend.docs.setDoc(
            refs.website(companyId, projectId, slot),
            newWebsite(input, uid),
          );
        }
        helpers.resetForm();
        onClose();
      } catch (error) {
        setFailure(projectFailure(error, 'projects.errors.update', t));
      }
    },
  });
  const { field } = useFormikFields(form);
  const close = () => {
    if (form.isSubmitting) return;
    setFailure(null);
    form.resetForm();
    onClose();
  };
  const title = editing ? t('projects.websites.editTitle') : t('projects.websites.addTitle');

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="website-dialog-title"
      maxWidth="sm"
      fullWidth
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="website-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              id="website-url"
              label={t('projects.websites.url')}
              type="url"
              required
              placeholder="https://"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
              autoFocus
              slotProps={{ htmlInput: { maxLength: LIMITS.urlMax } }}
              {...field('url')}
            />
            <TextField
              id="website-frequency"
              label={t('projects.websites.frequency')}
              type="number"
              required
              slotProps={{
                htmlInput: {
                  min: LIMITS.websiteFrequencyDaysMin,
                  max: LIMITS.websiteFrequencyDaysMax,
                },
              }}
              {...field('updateFrequencyDays', t('projects.websites.frequencyHint'))}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.values.active}
                  onChange={(event) => void form.setFieldValue('active', event.target.checked)}
                />
              }
              label={t('projects.websites.active')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={form.values.autoScrape}
                  onChange={(event) => void form.setFieldValue('autoScrape', event.target.checked)}
                />
              }
              label={t('projects.websites.autoScrape')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.isSubmitting}>
            {editing ? t('projects.workflow.save') : t('projects.websites.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
