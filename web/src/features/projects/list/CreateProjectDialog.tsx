import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PROJECT_TYPES,
  newProject,
  projectCreateSchema,
  refs,
  type ProjectType,
} from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';
import { FormDialog } from '../../../components/form/FormDialog';
import { useCreateForm } from '../../../components/form/useCreateForm';
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
}: {
  open: boolean;
  companyId: string;
  uid: string;
  onClose: () => void;
  onCreated: (projectId: string) => void;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { form, failure, close, field } = useCreateForm<Values>({
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
      failure={failure}
      submitLabel={t('projects.create.submit')}
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={close}
    >
      <TextField
        id="create-project-name"
        label={t('projects.fields.name')}
        required
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
        autoFocus
        {...field('name')}
      />
      <TextField
        id="create-project-description"
        label={t('projects.fields.description')}
        multiline
        minRows={2}
        {...field('description')}
      />
      <FormControl>
        <FormLabel id="create-project-type">{t('projects.fields.type')}</FormLabel>
        <RadioGroup
          aria-labelledby="create-project-type"
          name="type"
          value={form.values.type}
          onChange={(event) => void form.setFieldValue('type', event.target.value)}
        >
          {PROJECT_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={
                <span>
                  {t(`projects.types.${type}`)}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {t(`projects.types.${type}Hint`)}
                  </Typography>
                </span>
              }
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </FormDialog>
  );
}
