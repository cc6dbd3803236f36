import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  KB_CATEGORIES,
  KB_TYPES,
  type KbCategory,
  type KbType,
  knowledgeBaseCreateSchema,
  newKnowledgeBase,
  refs,
} from '@tender/core';
import { useBackend } from '../../backend/BackendContext';
import { FormDialog } from '../../components/form/FormDialog';
import { useCreateForm } from '../../components/form/useCreateForm';
import { kbFailure } from './kbMessages';

interface Values {
  name: string;
  description: string;
  category: KbCategory;
  type: KbType;
}

/**
 * New knowledge base: name (required), description, category and type (dynamic or pretrained),
 * checked with core's knowledgeBaseCreateSchema and written as the caller (the rules let admins
 * and managers create an unlocked, untrained base). On failure the dialog keeps what was typed
 * and says 'Failed to create knowledge bases'.
 */
export function CreateKnowledgeBaseDialog({
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
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { form, failure, close, field } = useCreateForm<Values>({
    initialValues: { name: '', description: '', category: 'company_info', type: 'dynamic' },
    schema: knowledgeBaseCreateSchema,
    create: async (id, values) => {
      await backend.docs.setDoc(
        refs.knowledgeBase(companyId, id),
        newKnowledgeBase(knowledgeBaseCreateSchema.cast(values), uid),
      );
    },
    failureOf: (error) => kbFailure(error, 'knowledgeBases.errors.create', t),
    onCreated,
    onClose,
  });

  return (
    <FormDialog
      id="create-kb"
      open={open}
      title={t('knowledgeBases.create.title')}
      failure={failure}
      submitLabel={t('knowledgeBases.create.submit')}
      submitting={form.isSubmitting}
      onSubmit={form.handleSubmit}
      onClose={close}
    >
      <TextField
        id="create-kb-name"
        label={t('knowledgeBases.fields.name')}
        required
        autoComplete="off"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog the user opened: WAI-ARIA dialog pattern focuses its first field
        autoFocus
        {...field('name')}
      />
      <TextField
        id="create-kb-description"
        label={t('knowledgeBases.fields.description')}
        multiline
        minRows={2}
        {...field('description')}
      />
      <TextField
        id="create-kb-category"
        select
        label={t('knowledgeBases.fields.category')}
        {...field('category')}
      >
        {KB_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {t(`knowledgeBases.categories.${c}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControl>
        <FormLabel id="create-kb-type">{t('knowledgeBases.fields.type')}</FormLabel>
        <RadioGroup
          aria-labelledby="create-kb-type"
          name="type"
          value={form.values.type}
          onChange={(event) => void form.setFieldValue('type', event.target.value)}
        >
          {KB_TYPES.map((type) => (
            <FormControlLabel
              key={type}
              value={type}
              control={<Radio />}
              label={
                <span>
                  {t(`knowledgeBases.types.${type}`)}
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {t(`knowledgeBases.types.${type}Hint`)}
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
