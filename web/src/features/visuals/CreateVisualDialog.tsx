import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ASPECT_RATIOS,
  DEFAULT_IMAGE_OPTIONS,
  DEFAULT_INFOGRAPHIC,
  LIMITS,
  MAGIC_PROMPT_OPTIONS,
  STYLE_TYPES,
  VISUAL_TYPES,
  type ImageOptions,
  type Visual,
  type VisualType,
  newVisual,
  refs,
  visualCreateSchema,
} from '@tender/core';
import { useLocale } from '../../app/i18n/LocaleContext';
import { useBackend } from '../../backend/BackendContext';
import { FirstField } from '../../components/form/FirstField';
import { FormDialog } from '../../components/form/FormDialog';
import { OptionRadioGroup } from '../../components/form/OptionRadioGroup';
import { SelectField } from '../../components/form/SelectField';
import { type CreateDialogProps, useCreateForm } from '../../components/form/useCreateForm';
import { formatNumber } from './visualFormat';
import { visualFailure } from './visualMessages';

/** Both option groups are kept while the user switches type; the schema nulls the other one. */
interface Values {
  name: string;
  description: string;
  prompt: string;
  type: VisualType;
  infographic: { width: number | string; height: number | string };
  image: ImageOptions;
}

/**
 * New visual (spec §3): name, optional description, prompt and type; an infographic's width and
 * height, an image's aspect ratio, style type and magic prompt. Checked with core's
 * visualCreateSchema (the rules' limits) and written as a pending visual in the UI's language;
 * rendering happens in the background. On failure the dialog keeps what was typed and says
 * 'Failed to create visual'.
 */
export function CreateVisualDialog({
  open,
  companyId,
  uid,
  onClose,
  onCreated,
  from,
}: CreateDialogProps & {
  /** A visual to make again (one that failed): the form starts with its fields. */
  from?: Visual;
}) {
  const { t } = useTranslation();
  const backend = useBackend();
  const locale = useLocale();
  const { form, field, dialog } = useCreateForm<Values>({
    initialValues: {
      name: from?.name ?? '',
      description: from?.description ?? '',
      prompt: from?.prompt ?? '',
      type: from?.type ?? 'infographic',
      infographic: { ...(from?.infographic ?? DEFAULT_INFOGRAPHIC) },
      image: { ...(from?.image ?? DEFAULT_IMAGE_OPTIONS) },
    },
    schema: visualCreateSchema,
    create: async (id, values) => {
      await backend.docs.setDoc(
        refs.visual(companyId, id),
        newVisual(visualCreateSchema.cast(values), uid, locale),
      );
    },
    failureOf: (error) => visualFailure(error, 'visuals.errors.create', t),
    onCreated,
    onClose,
  });
  const sizeHint = t('visuals.hints.size', {
    min: formatNumber(LIMITS.infographicSizeMin, locale),
    max: formatNumber(LIMITS.infographicSizeMax, locale),
  });
  const sizeInput = {
    htmlInput: {
      min: LIMITS.infographicSizeMin,
      max: LIMITS.infographicSizeMax,
      step: 1,
      inputMode: 'numeric' as const,
    },
  };

  return (
    <FormDialog
      id="create-visual"
      open={open}
      title={t('visuals.create.title')}
      submitLabel={t('visuals.create.submit')}
      {...dialog}
    >
      <FirstField id="create-visual-name" label={t('visuals.fields.name')} {...field('name')} />
      <TextField
        id="create-visual-description"
        label={t('visuals.fields.description')}
        {...field('description')}
      />
      <OptionRadioGroup
        id="create-visual-type"
        name="type"
        row
        label={t('visuals.fields.type')}
        value={form.values.type}
        options={VISUAL_TYPES}
        labelOf={(type) => t(`visuals.types.${type}`)}
        note={
          <Typography variant="body2" color="text.secondary">
            {t(`visuals.hints.${form.values.type}`)}
          </Typography>
        }
        onChange={(type) => void form.setFieldValue('type', type)}
      />
      <TextField
        id="create-visual-prompt"
        label={t('visuals.fields.prompt')}
        required
        multiline
        minRows={4}
        {...field('prompt')}
      />
      {form.values.type === 'infographic' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="create-visual-width"
            type="number"
            label={t('visuals.fields.width')}
            required
            fullWidth
            slotProps={sizeInput}
            {...field('infographic.width' as keyof Values & string, sizeHint)}
          />
          <TextField
            id="create-visual-height"
            type="number"
            label={t('visuals.fields.height')}
            required
            fullWidth
            slotProps={sizeInput}
            {...field('infographic.height' as keyof Values & string, sizeHint)}
          />
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectField
            id="create-visual-aspect-ratio"
            fullWidth
            label={t('visuals.fields.aspectRatio')}
            options={ASPECT_RATIOS}
            labelOf={(r) => r}
            {...field('image.aspectRatio' as keyof Values & string)}
          />
          <SelectField
            id="create-visual-style"
            fullWidth
            label={t('visuals.fields.styleType')}
            options={STYLE_TYPES}
            labelOf={(s) => t(`visuals.styleTypes.${s}`)}
            {...field('image.styleType' as keyof Values & string)}
          />
          <SelectField
            id="create-visual-magic"
            fullWidth
            label={t('visuals.fields.magicPrompt')}
            options={MAGIC_PROMPT_OPTIONS}
            labelOf={(o) => t(`visuals.magicPrompts.${o}`)}
            {...field('image.magicPrompt' as keyof Values & string, t('visuals.hints.magicPrompt'))}
          />
        </Stack>
      )}
    </FormDialog>
  );
}
