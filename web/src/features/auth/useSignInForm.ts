import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseValidationMessage } from '@tender/core';
import type { SignInErrors, SignInValues } from './signInValidation';

type Field = keyof SignInValues;

let validation: Promise<typeof import('./signInValidation')> | null = null;
/** The validation chunk (yup, formik's helpers); a failed load is tried again on the next use. */
function loadValidation() {
  validation ??= import('./signInValidation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

/**
 * The sign-in form's state, as formik's useFormik with its defaults keeps it — validation on
 * change, on blur and on submit; a field's error shown once it is touched; submit touches every
 * field and sends only valid values; `isSubmitting` until `onSubmit` settles — without formik and
 * lodash (about 11 kB gzip) on the sign-in page's first render (issue 22, item 7; docs/decisions.md,
 * "The first screen's JavaScript"). The other forms, none on a first screen, use formik.
 */
export function useSignInForm(onSubmit: (values: SignInValues) => Promise<unknown>) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const run = useRef(0);
  useEffect(() => void loadValidation().catch(() => undefined), []);

  // Only the latest validation's result is shown, as values may change while one is running.
  const validate = async (current: SignInValues): Promise<SignInErrors> => {
    const mine = ++run.current;
    const found = await (await loadValidation()).validateSignIn(current);
    if (mine === run.current) setErrors(found);
    return found;
  };
  const validateQuietly = (current: SignInValues) =>
    void validate(current).catch((error: unknown) =>
      console.warn('Sign-in: validation failed', error),
    );

  const errorOf = (name: Field): string | undefined => {
    const message = touched[name] ? errors[name] : undefined;
    if (!message) return undefined;
    const { key, params } = parseValidationMessage(message);
    return i18n.exists(key) ? t(key, params) : message;
  };

  /** Spread onto a PlainTextField. */
  const field = (name: Field) => {
    const error = errorOf(name);
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        validateQuietly(next);
      },
      onBlur: () => {
        setTouched((was) => ({ ...was, [name]: true }));
        validateQuietly(values);
      },
      error: Boolean(error),
      helperText: error,
    };
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    const submitted = values;
    setTouched({ email: true, password: true });
    setSubmitting(true);
    void validate(submitted)
      .then((found) => (Object.keys(found).length === 0 ? onSubmit(submitted) : undefined))
      .catch((error: unknown) => console.warn('Sign-in: submit failed', error))
      .finally(() => setSubmitting(false));
  };

  return { field, handleSubmit, isSubmitting };
}
