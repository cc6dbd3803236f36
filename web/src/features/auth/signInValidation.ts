import { validateYupSchema, yupToFormErrors } from 'formik';
import { signInSchema } from './signInSchema';

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/**
 * The sign-in form's validation: a chunk of its own with yup and formik's helpers, loaded when the
 * form mounts (useSignInForm.ts). formik's validateYupSchema and yupToFormErrors, so empty strings
 * and messages behave as `validationSchema` and the other forms do.
 */
export async function validateSignIn(values: SignInValues): Promise<SignInErrors> {
  try {
    await validateYupSchema(values, signInSchema);
    return {};
  } catch (error) {
    if ((error as { name?: unknown }).name === 'ValidationError') {
      return yupToFormErrors<SignInValues>(error) as SignInErrors;
    }
    throw error;
  }
}
