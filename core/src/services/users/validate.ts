/** Callable input through the shared schemas (the same ones the forms use). */
import * as yup from 'yup';
import { CallableError } from '../../callables/errors';
import { CALLABLE_SCHEMAS, type CallableInput, type CallableName } from '../../callables/table';
import { USER_ADMIN_REASONS } from './reasons';

/**
 * Validates and casts (trims, lower-cases e-mail, applies defaults). Unknown fields are refused by
 * the schemas, so a client cannot smuggle e.g. `companyId` into createUser. The error's message is
 * the first validation key (e.g. 'validation.email'), for a form to show beside the field.
 */
export function parseInput<N extends CallableName>(name: N, input: unknown): CallableInput<N> {
  try {
    return CALLABLE_SCHEMAS[name].validateSync(input, { abortEarly: true }) as CallableInput<N>;
  } catch (error) {
    if (error instanceof yup.ValidationError) {
      throw new CallableError('invalid-argument', USER_ADMIN_REASONS.invalid, error.errors[0]);
    }
    throw error;
  }
}
