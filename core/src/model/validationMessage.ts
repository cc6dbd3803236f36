/**
 * Schema messages are strings (Formik and callable errors carry strings), so parameters are
 * appended query-string style: `validation.tooLong?max=120`. parseValidationMessage splits them
 * again for i18next: `t(key, params)`.
 */
import type { ValidationKey } from './validationKeys';

export type ValidationParams = Readonly<Record<string, string | number>>;

export function validationMessage(key: ValidationKey, params?: ValidationParams): string {
  if (!params || Object.keys(params).length === 0) return key;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) search.set(name, String(value));
  return `${key}?${search.toString()}`;
}

export interface ParsedValidationMessage {
  readonly key: string;
  readonly params: Record<string, string>;
}

export function parseValidationMessage(message: string): ParsedValidationMessage {
  const at = message.indexOf('?');
  if (at < 0) return { key: message, params: {} };
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(message.slice(at + 1))) params[name] = value;
  return { key: message.slice(0, at), params };
}
