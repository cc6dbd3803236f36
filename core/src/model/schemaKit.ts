/** Small yup builders so every schema speaks in validation keys, never English. */
import * as yup from 'yup';
import { validationMessage as m } from './validationMessage';
import { isDocumentId, isEmailAddress, isHttpUrl } from './valueChecks';

export { isDocumentId, isEmailAddress, isHttpUrl };

export const required = m('validation.required');

/** A trimmed, non-empty string of at most max characters. */
export function requiredText(
  max: number,
  emptyKey: Parameters<typeof m>[0] = 'validation.required',
) {
  return yup
    .string()
    .typeError(m('validation.invalid'))
    .trim()
    .required(m(emptyKey))
    .max(max, ({ max: limit }) => m('validation.tooLong', { max: limit as number }));
}

/** A trimmed string that defaults to '' and is at most max characters. */
export function optionalText(max: number) {
  return yup
    .string()
    .typeError(m('validation.invalid'))
    .trim()
    .default('')
    .max(max, ({ max: limit }) => m('validation.tooLong', { max: limit as number }));
}

export function oneOfRequired<const T extends string>(values: readonly T[]) {
  return yup
    .mixed<T>()
    .oneOf([...values], m('validation.oneOf'))
    .required(required);
}

export function integerBetween(min: number, max: number) {
  return yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .min(min, m('validation.min', { min }))
    .max(max, m('validation.max', { max }));
}

/** Milliseconds since the epoch (callable payloads are JSON, so instants travel as numbers). */
export function millis() {
  return yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .min(0, m('validation.min', { min: 0 }));
}

/** A Firestore document id: no slashes, not '.'/'..', not __reserved__, at most 1500 bytes. */
export function documentId() {
  return yup
    .string()
    .typeError(m('validation.invalid'))
    .required(required)
    .test('document-id', m('validation.id'), (value) => value == null || isDocumentId(value));
}

export function httpUrl() {
  return yup
    .string()
    .typeError(m('validation.invalid'))
    .trim()
    .required(required)
    .max(2048, m('validation.tooLong', { max: 2048 }))
    .test('http-url', m('validation.url'), (value) => value == null || isHttpUrl(value));
}

export function emailAddress() {
  return yup
    .string()
    .typeError(m('validation.invalid'))
    .trim()
    .lowercase()
    .required(required)
    .max(254, m('validation.tooLong', { max: 254 }))
    .test('email', m('validation.email'), (value) => value == null || isEmailAddress(value));
}

/** An array without duplicates, bounded in length. */
export function uniqueList<S extends yup.Schema>(item: S, max: number) {
  return yup
    .array(item)
    .typeError(m('validation.invalid'))
    .default([])
    .max(max, m('validation.tooMany', { max }))
    .test(
      'unique',
      m('validation.duplicate'),
      (list) => !list || new Set(list).size === list.length,
    );
}

/** Rejects unknown keys: callables must not let clients smuggle fields past validation. */
export function strictObject<S extends yup.ObjectShape>(shape: S) {
  return (
    yup
      .object(shape)
      .typeError(m('validation.invalid'))
      // exact() rejects unknown keys; noUnknown() would silently strip them during cast.
      .exact(({ properties }: { properties?: unknown }) =>
        m('validation.unknownField', { unknown: String(properties) }),
      )
  );
}
