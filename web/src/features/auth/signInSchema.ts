import * as yup from 'yup';
import { emailField } from './authFields';

/** The sign-in form's schema; a chunk of its own (SignInForm loads it on first use). */
export const signInSchema = yup.object({
  email: emailField(),
  password: yup.string().required('auth.validation.passwordRequired'),
});
