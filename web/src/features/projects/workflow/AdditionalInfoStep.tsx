import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../app/toasts/toasts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { additionalInfoSchema, refs, serverTimestamp, type AdditionalInfo } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { useFormikFields } from '../../../components/form/useFormikFields';
import { projectFailure } from '../shared/messages';

/**
 * Step 3: writing style, focus areas and free-text notes for the draft (empty falls back to the
 * company's defaults). Saved with Save; 'Failed to update' keeps what was typed.
 */
export function AdditionalInfoStep({
  companyId,
  projectId,
  saved,
  editable,
}: {
  companyId: string;
  projectId: string;
  saved: AdditionalInfo;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<AdditionalInfo>({
    // Not enableReinitialize: it replaces what the user typed whenever the saved values change
    // (a colleague's save, the project arriving again). The effect below follows them only while
    // nothing is being edited.
    initialValues: saved,
    validationSchema: additionalInfoSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const additionalInfo = additionalInfoSchema.cast(values);
      try {
        await backend.docs.updateDoc(refs.project(companyId, projectId), {
          additionalInfo,
          updatedAt: serverTimestamp(),
        });
        helpers.resetForm({ values: additionalInfo });
        enqueueSnackbar(t('projects.workflow.saved'), { variant: 'success' });
      } catch (error) {
        setFailure(projectFailure(error, 'projects.errors.update', t));
      }
    },
  });
  const { field } = useFormikFields(form);
  const { dirty, isSubmitting, initialValues, resetForm } = form;
  useEffect(() => {
    if (dirty || isSubmitting || sameInfo(initialValues, saved)) return;
    resetForm({ values: saved });
  }, [saved, dirty, isSubmitting, initialValues, resetForm]);
  const fields = [
    { name: 'writingStyle', rows: 3 },
    { name: 'focusAreas', rows: 3 },
    { name: 'notes', rows: 6 },
  ] as const;

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('projects.additional.intro')}
      </Typography>
      <Stack spacing={2}>
        {fields.map(({ name, rows }) => (
          <TextField
            key={name}
            id={`additional-${name}`}
            label={t(`projects.additional.${name}`)}
            placeholder={t(`projects.additional.${name}Placeholder`)}
            multiline
            minRows={rows}
            disabled={!editable}
            {...field(name)}
          />
        ))}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {editable && (
          <Stack direction="row" spacing={1}>
            <Button
              type="submit"
              variant="contained"
              loading={form.isSubmitting}
              disabled={!form.dirty}
            >
              {t('projects.workflow.save')}
            </Button>
            {form.dirty && (
              <Button onClick={() => form.resetForm()} disabled={form.isSubmitting}>
                {t('projects.workflow.discard')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </form>
  );
}

const sameInfo = (a: AdditionalInfo, b: AdditionalInfo) =>
  a.writingStyle === b.writingStyle && a.focusAreas === b.focusAreas && a.notes === b.notes;
