/**
 * The @google/genai client on Vertex AI shared by GeminiModel and ImagenModel, and the mapping of
 * whatever the SDK throws onto core's ModelError. The SDK's own retries are switched off (one
 * attempt): core's callWithRetries owns the policy (backoff with jitter on 408/429/5xx only, one
 * overall deadline), so it is tested once and behaves the same for every model.
 */
import { ApiError, GoogleGenAI, type GoogleGenAIOptions } from '@google/genai';
import { ModelError, modelErrorFromStatus } from '@tender/core/ai/modelErrors';

export interface VertexConnection {
  readonly project: string;
  /** europe-west4 by default: data stays in the EU. */
  readonly location: string;
  /** Another endpoint than Google's (tests' protocol server, a private endpoint); '' = default. */
  readonly baseUrl?: string;
  /** One HTTP attempt; the overall deadline is core's RetryPolicy.deadlineMs. */
  readonly attemptTimeoutMs: number;
  /** Credentials other than Application Default Credentials (tests). */
  readonly googleAuthOptions?: GoogleGenAIOptions['googleAuthOptions'];
}

export function createVertexClient(connection: VertexConnection): GoogleGenAI {
  return new GoogleGenAI({
    vertexai: true,
    project: connection.project,
    location: connection.location,
    ...(connection.googleAuthOptions ? { googleAuthOptions: connection.googleAuthOptions } : {}),
    httpOptions: {
      ...(connection.baseUrl ? { baseUrl: connection.baseUrl } : {}),
      timeout: connection.attemptTimeoutMs,
      retryOptions: { attempts: 1 },
    },
  });
}

/** Network failures (refused, reset, DNS) are transient, like a 503. */
function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError && /fetch failed|network|socket|ECONN/i.test(String(error.message))
  );
}

export function classifyVertexError(error: unknown): ModelError {
  if (error instanceof ModelError) return error;
  if (error instanceof ApiError) return modelErrorFromStatus(error.status, error.message);
  const name = (error as { name?: string } | null)?.name;
  if (name === 'AbortError' || name === 'TimeoutError') {
    return new ModelError('timeout', 'One attempt took longer than its timeout.', { cause: error });
  }
  // The SDK's own stream parser reports a cut-off body as a plain Error about JSON.
  if (error instanceof SyntaxError || /JSON/.test(String((error as Error | null)?.message))) {
    return new ModelError('invalid-output', 'The service answered with malformed JSON.', {
      cause: error,
    });
  }
  if (isNetworkError(error)) {
    return new ModelError(
      'unavailable',
      `The model service could not be reached: ${String(error)}`,
      {
        cause: error,
      },
    );
  }
  return new ModelError('invalid-request', String(error), { cause: error });
}
