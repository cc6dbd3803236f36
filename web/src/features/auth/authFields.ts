import * as yup from 'yup';

/** The email field every auth form has; messages are i18n keys. */
export const emailField = () =>
  yup
    .string()
    .trim()
    .required('auth.validation.emailRequired')
    .email('auth.validation.emailInvalid');

export const emailOnlySchema = yup.object({ email: emailField() });
