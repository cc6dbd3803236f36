import { useEffect, useMemo, useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PlainTextField } from '../../components/form/PlainTextField';
import { useBackend } from '../../backend/BackendContext';
import { useFormikFields } from '../../components/form/useFormikFields';
import { emailField } from './authFields';
import { MIN_PASSWORD_LENGTH, passwordProblems } from '../../backend/passwordPolicy';
import type { PasswordPolicy } from '../../backend/types';
import { AuthErrorAlert } from './AuthErrorAlert';
import { useAuthAttempt } from './useAuthAttempt';
import type { AuthView } from './AuthenticationPage';

function signUpSchema(policy: PasswordPolicy) {
  return yup.object({
    name: yup.string().trim().required('auth.validation.nameRequired'),
    email: emailField(),
    password: yup
      .string()
      .required('auth.validation.passwordRequired')
      .test('policy', (value, context) => {
        const [problem] = passwordProblems(value ?? '', policy);
        return problem
          ? context.createError({ message: `auth.validation.password.${problem}` })
          : true;
      }),
  });
}

export function SignUpForm({ onSwitch }: { onSwitch: (view: AuthView) => void }) {
  const { t } = useTranslation();
  const { auth } = useBackend();
  const [policy, setPolicy] = useState<PasswordPolicy>({ minLength: MIN_PASSWORD_LENGTH });
  const { error, attempt } = useAuthAttempt();
  useEffect(() => {
    let live = true;
    auth.getPasswordPolicy().then(
      (fetched) => live && setPolicy(fetched),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [auth]);
  const schema = useMemo(() => signUpSchema(policy), [policy]);

  const form = useFormik({
    initialValues: { name: '', email: '', password: '' },
    validationSchema: schema,
    onSubmit: ({ name, email, password }) =>
      attempt(async () => {
        await auth.signUp({ name: name.trim(), email: email.trim(), password });
      }),
  });
  const minLength = Math.max(policy.minLength, MIN_PASSWORD_LENGTH);
  const { field } = useFormikFields(form, { min: minLength, max: policy.maxLength });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={form.handleSubmit}
      aria-label={t('auth.createAccount')}
    >
      <AuthErrorAlert error={error} />
      <PlainTextField label={t('auth.name')} autoComplete="name" {...field('name')} />
      <PlainTextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <PlainTextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        {...field('password', t('auth.passwordHint', { min: minLength }))}
      />
      <Button type="submit" variant="contained" size="large" loading={form.isSubmitting}>
        {t('auth.createAccount')}
      </Button>
      <Link component="button" type="button" variant="body2" onClick={() => onSwitch('signIn')}>
        {t('auth.haveAccount')}
      </Link>
    </Stack>
  );
}
