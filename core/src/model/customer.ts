/**
 * Customers (companies/{cid}/customers/{id}): the contracting authorities a company bids for.
 * The spec lists the screen but no fields; these are the ones a bid team needs
 * (docs/decisions.md, "Customers").
 */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import {
  isEmailAddress,
  isHttpUrl,
  oneOfRequired,
  optionalText,
  requiredText,
  strictObject,
} from './schemaKit';
import { validationMessage as m } from './validationMessage';

/** The kinds of public buyer a Dutch bid team meets; 'other' for the rest. */
export const CUSTOMER_TYPES = [
  'municipality',
  'province',
  'waterBoard',
  'centralGovernment',
  'education',
  'healthcare',
  'other',
] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Registration numbers: KvK (8 digits), OIN (20 digits), or a foreign buyer's national id. */
export const REGISTRATION_NUMBER_MAX = 40;
export const PHONE_MAX = 40;
/** A folded name can be longer than the name (e.g. 'İ' folds to two code units). */
export const CUSTOMER_NAME_KEY_MAX = LIMITS.nameMax * 2;

export type Customer = {
  name: string;
  /** customerNameKey(name): how the same buyer is recognised however it is spelt. */
  nameKey: string;
  type: CustomerType;
  registrationNumber: string;
  /** Town and country as one line ('Utrecht, Nederland'). */
  place: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  notes: string;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/**
 * The name folded for comparison: accents, case, punctuation and spacing ignored, so
 * 'Gemeente  Den-Haag' and 'gemeente den haag' are the same customer. Only the first nameMax
 * characters count: a buyer's longer name becomes a customer cut to that length, and still links.
 */
export function customerNameKey(name: string): string {
  return name
    .trim()
    .slice(0, LIMITS.nameMax)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, CUSTOMER_NAME_KEY_MAX);
}

/** Optional fields accept '' (left blank) but must be valid when filled in. */
export const customerSchema = strictObject({
  name: requiredText(LIMITS.nameMax),
  type: oneOfRequired(CUSTOMER_TYPES).default('other'),
  registrationNumber: optionalText(REGISTRATION_NUMBER_MAX),
  place: optionalText(LIMITS.nameMax),
  contactName: optionalText(LIMITS.nameMax),
  email: optionalText(LIMITS.emailMax)
    .lowercase()
    .test('email', m('validation.email'), (v) => !v || isEmailAddress(v)),
  phone: optionalText(PHONE_MAX),
  website: optionalText(LIMITS.urlMax).test('url', m('validation.url'), (v) => !v || isHttpUrl(v)),
  notes: optionalText(LIMITS.descriptionMax),
});

export type CustomerInput = yup.InferType<typeof customerSchema>;

/** The fields an edit writes (the rules let admins and managers change exactly these). */
export function customerFields(input: CustomerInput): CustomerInput & { nameKey: string } {
  return { ...input, nameKey: customerNameKey(input.name) };
}
