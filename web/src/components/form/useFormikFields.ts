import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@tender/core';

/**
 * Wires formik fields to MUI text fields: value/handlers plus the translated error of a touched
 * field. Schema messages are i18n keys with optional params ('validation.tooLong?max=120');
 * `params` adds values the message needs that the schema cannot know (e.g. a server-set minimum).
 */
export function useFormikFields<Values>(
  form: FormikProps<Values>,
  params?: Record<string, unknown>,
) {
  const { t, i18n } = useTranslation();

  const errorOf = (name: keyof Values & string): string | undefined => {
    const message: unknown = getIn(form.touched, name) ? getIn(form.errors, name) : undefined;
    if (typeof message !== 'string') return undefined;
    const { key, params: own } = parseValidationMessage(message);
    return i18n.exists(key) ? t(key, { ...params, ...own }) : message;
  };

  /** Spread onto a TextField; `hint` shows while the field has no error. */
  const field = (name: keyof Values & string, hint?: string) => {
    const error = errorOf(name);
    return { ...form.getFieldProps(name), error: Boolean(error), helperText: error ?? hint };
  };

  return { field, errorOf };
}
