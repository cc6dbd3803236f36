import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
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
import { FirstField } from '../../components/form/FirstField';
import { FormDialog } from '../../components/form/FormDialog';
import { OptionRadioGroup } from '../../components/form/OptionRadioGroup';
import { SelectField } from '../../components/form/SelectField';
import { type CreateDialogProps, useCreateForm } from '../../components/form/useCreateForm';
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
}: CreateDialogProps) {
  const { t } = useTranslation();
  const backend = useBackend();
  const { form, field, dialog } = useCreateForm<Values>({
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
      submitLabel={t('knowledgeBases.create.submit')}
      {...dialog}
    >
      <FirstField id="create-kb-name" label={t('knowledgeBases.fields.name')} {...field('name')} />
      <TextField
        id="create-kb-description"
        label={t('knowledgeBases.fields.description')}
        multiline
        minRows={2}
        {...field('description')}
      />
      <SelectField
        id="create-kb-category"
        label={t('knowledgeBases.fields.category')}
        options={KB_CATEGORIES}
        labelOf={(c) => t(`knowledgeBases.categories.${c}`)}
        {...field('category')}
      />
      <OptionRadioGroup
        id="create-kb-type"
        name="type"
        label={t('knowledgeBases.fields.type')}
        value={form.values.type}
        options={KB_TYPES}
        labelOf={(type) => t(`knowledgeBases.types.${type}`)}
        hintOf={(type) => t(`knowledgeBases.types.${type}Hint`)}
        onChange={(type) => void form.setFieldValue('type', type)}
      />
    </FormDialog>
  );
}
