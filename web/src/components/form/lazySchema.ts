import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * A formik `validate` for a yup schema that is loaded on first use — what `validationSchema` does
 * (formik's own validateYupSchema and yupToFormErrors, so empty strings and messages behave the
 * same), without yup (about 14 kB gzip) in the chunk of a first screen (bench/first-render.mjs).
 * `preload` starts the load early, e.g. when the form mounts.
 */
export function lazySchema<Values extends FormikValues>(load: () => Promise<AnySchema>) {
  let schema: Promise<AnySchema> | null = null;
  const preload = () => {
    schema ??= load().catch((error: unknown) => {
      schema = null;
      throw error;
    });
    return schema;
  };
  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    try {
      await validateYupSchema(values, await preload());
      return {};
    } catch (error) {
      if ((error as { name?: unknown }).name === 'ValidationError') {
        return yupToFormErrors<Values>(error);
      }
      throw error;
    }
  };
  return { validate, preload };
}
