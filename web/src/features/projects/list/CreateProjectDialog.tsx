import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import {
  PROJECT_TYPES,
  newProject,
  projectCreateSchema,
  refs,
  type ProjectType,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { FirstField } from '../../../components/form/FirstField';
import { FormDialog } from '../../../components/form/FormDialog';
import { OptionRadioGroup } from '../../../components/form/OptionRadioGroup';
import { type CreateDialogProps, useCreateForm } from '../../../components/form/useCreateForm';
import { projectFailure } from '../shared/messages';

interface Values {
  name: string;
  description: string;
  type: ProjectType;
}

/**
 * New project: name (required: 'Project name cannot be empty'), description and type, checked
 * with core's projectCreateSchema. The project is written as the caller (the rules let any member
 * create one they own, in draft). On failure the dialog keeps what was typed and says
 * 'Failed to create project'.
 */
export function CreateProjectDialog({
  open,
  companyId,
  uid,
  onClose,
  onCreated,
}: CreateDialogProps) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { form, field, dialog } = useCreateForm<Values>({
    initialValues: { name: '', description: '', type: 'empty' },
    schema: projectCreateSchema,
    create: async (id, values) => {
      await backend.docs.setDoc(
        refs.project(companyId, id),
        newProject(projectCreateSchema.cast(values), uid),
      );
    },
    failureOf: (error) => projectFailure(error, 'projects.errors.create', t),
    onCreated,
    onClose,
  });

  return (
    <FormDialog
      id="create-project"
      open={open}
      title={t('projects.create.title')}
      submitLabel={t('projects.create.submit')}
      {...dialog}
    >
      <FirstField id="create-project-name" label={t('projects.fields.name')} {...field('name')} />
      <TextField
        id="create-project-description"
        label={t('projects.fields.description')}
        multiline
        minRows={2}
        {...field('description')}
      />
      <OptionRadioGroup
        id="create-project-type"
        name="type"
        label={t('projects.fields.type')}
        value={form.values.type}
        options={PROJECT_TYPES}
        labelOf={(type) => t(`projects.types.${type}`)}
        hintOf={(type) => t(`projects.types.${type}Hint`)}
        onChange={(type) => void form.setFieldValue('type', type)}
      />
    </FormDialog>
  );
}
