import { useTranslation } from 'react-i18next';
import type { FormikProps } from 'formik';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTRACT_TYPES, LIMITS, PROCEDURE_TYPES, PUBLICATION_TYPES, SCOPES } from '@tender/core';
import { useFormikFields } from '../../components/form/useFormikFields';
import { CpvPicker } from '../cpv/CpvPicker';
import { ChoiceGroup } from './ChoiceGroup';
import type { ProfileFormValues } from './profileForm';

/** Tab 1: what the company does, as tender matching reads it (spec §3 "Company profile"). */
export function ProfileTab({
  form,
  readOnly,
}: {
  form: FormikProps<ProfileFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { field, errorOf } = useFormikFields(form);
  const { profile } = form.values;
  const set = <K extends keyof ProfileFormValues['profile']>(
    name: K,
    value: ProfileFormValues['profile'][K],
  ) => {
    void form.setFieldValue(`profile.${name}`, value);
    void form.setFieldTouched(`profile.${name}`, true, false);
  };
  // Formik addresses nested fields by path; useFormikFields types names as top-level keys.
  const path = (name: string) => `profile.${name}` as keyof ProfileFormValues & string;
  const listError = (name: string) => errorOf(path(name));

  return (
    <Stack spacing={3}>
      <TextField
        {...field(path('description'), t('companyProfile.hints.description'))}
        label={t('companyProfile.fields.description')}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ input: { readOnly }, htmlInput: { maxLength: LIMITS.descriptionMax } }}
      />
      <Box component="section" aria-labelledby="cpv-heading">
        <Typography id="cpv-heading" variant="subtitle1" component="h2" sx={{ mb: 0.5 }}>
          {t('companyProfile.fields.cpvCodes')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('companyProfile.hints.cpvCodes')}
        </Typography>
        <CpvPicker
          value={profile.cpvCodes}
          onChange={(codes) => set('cpvCodes', codes)}
          readOnly={readOnly}
          error={listError('cpvCodes')}
        />
      </Box>
      <ChoiceGroup
        label={t('companyProfile.fields.contractTypes')}
        options={CONTRACT_TYPES}
        optionKey={(o) => `companyProfile.contractTypes.${o}`}
        value={profile.contractTypes}
        onChange={(next) => set('contractTypes', next)}
        disabled={readOnly}
        error={listError('contractTypes')}
        hint={t('companyProfile.hints.noneMeansAll')}
      />
      <ChoiceGroup
        label={t('companyProfile.fields.publicationTypes')}
        options={PUBLICATION_TYPES}
        optionKey={(o) => `companyProfile.publicationTypes.${o}`}
        value={profile.publicationTypes}
        onChange={(next) => set('publicationTypes', next)}
        disabled={readOnly}
        error={listError('publicationTypes')}
        hint={t('companyProfile.hints.noneMeansAll')}
      />
      <ChoiceGroup
        label={t('companyProfile.fields.scope')}
        options={SCOPES}
        optionKey={(o) => `companyProfile.scopes.${o}`}
        value={profile.scope}
        onChange={(next) => set('scope', next)}
        disabled={readOnly}
        error={listError('scope')}
        hint={t('companyProfile.hints.scope')}
      />
      <ChoiceGroup
        label={t('companyProfile.fields.procedureTypes')}
        options={PROCEDURE_TYPES}
        optionKey={(o) => `signaling.procedureTypes.${o}`}
        value={profile.procedureTypes ?? []}
        onChange={(next) => set('procedureTypes', next)}
        disabled={readOnly}
        error={listError('procedureTypes')}
        hint={t('companyProfile.hints.procedureTypes')}
      />
    </Stack>
  );
}
