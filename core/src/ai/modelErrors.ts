/**
 * The one error every model adapter (Gemini, Imagen, local, metered) throws, so callers and the UI
 * decide from a code, never from an SDK's message. `retryable` tells a job whether trying again
 * later can help (a quota storm can; a refused prompt cannot).
 */
export type ModelErrorCode =
  /** The service was overloaded, rate-limited or failing (408/429/5xx) after our retries. */
  | 'unavailable'
  /** The overall deadline passed before an answer arrived. */
  | 'timeout'
  /** The service rejected the request itself (400, 403, 404): a bug or a configuration error. */
  | 'invalid-request'
  /** The input is larger than the cap for one call. */
  | 'input-too-large'
  /** The answer was not the JSON the schema asks for. */
  | 'invalid-output'
  /** A safety filter refused the prompt or the answer. */
  | 'refused'
  /** The company's daily model budget is spent. */
  | 'budget-exceeded';

/** The translated message for each code (locales: ai.errors.*). */
export const MODEL_ERROR_MESSAGE_KEYS: Readonly<Record<ModelErrorCode, string>> = {
  unavailable: 'ai.errors.unavailable',
  timeout: 'ai.errors.timeout',
  'invalid-request': 'ai.errors.invalidRequest',
  'input-too-large': 'ai.errors.inputTooLarge',
  'invalid-output': 'ai.errors.invalidOutput',
  refused: 'ai.errors.refused',
  'budget-exceeded': 'ai.errors.budgetExceeded',
};

const RETRYABLE: ReadonlySet<ModelErrorCode> = new Set([
  'unavailable',
  'timeout',
  'invalid-output',
]);

export class ModelError extends Error {
  readonly retryable: boolean;
  /** The i18n key of the message the UI shows for this error. */
  readonly messageKey: string;

  constructor(
    readonly code: ModelErrorCode,
    message: string,
    options: { readonly status?: number; readonly cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ModelError';
    this.status = options.status;
    this.retryable = RETRYABLE.has(code);
    this.messageKey = MODEL_ERROR_MESSAGE_KEYS[code];
  }

  /** The HTTP status the service answered with, when there was one. */
  readonly status: number | undefined;
}

export function isModelError(error: unknown): error is ModelError {
  return error instanceof ModelError;
}

/** Imagen and Gemini say "Responsible AI" / "sensitive words" when a 400 is a safety refusal. */
const SAFETY_MESSAGE = /responsible ai|sensitive words|safety|usage guidelines|prohibited/i;

/** The ModelError for an HTTP error answer of a model service. */
export function modelErrorFromStatus(status: number, message: string): ModelError {
  if (status === 408 || status === 429 || (status >= 500 && status <= 599)) {
    return new ModelError('unavailable', message, { status });
  }
  if (status === 400 && SAFETY_MESSAGE.test(message)) {
    return new ModelError('refused', message, { status });
  }
  return new ModelError('invalid-request', message, { status });
}
