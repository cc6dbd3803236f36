/**
 * Customers (companies/{cid}/customers/{id}): the contracting authorities a company bids for.
 * The spec lists the screen but no fields; these are the ones a bid team needs.
 */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import { LIMITS } from './limits';
import { isEmailAddress, isHttpUrl, optionalText, requiredText, strictObject } from './schemaKit';
import { validationMessage as m } from './validationMessage';

export type Customer = {
  name: string;
  contactName: string;
  email: string;
  phone: string;
  website: string;
  notes: string;
  createdBy: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** Optional fields accept '' (left blank) but must be valid when filled in. */
export const customerSchema = strictObject({
  name: requiredText(LIMITS.nameMax),
  contactName: optionalText(LIMITS.nameMax),
  email: optionalText(LIMITS.emailMax)
    .lowercase()
    .test('email', m('validation.email'), (v) => !v || isEmailAddress(v)),
  phone: optionalText(40),
  website: optionalText(LIMITS.urlMax).test('url', m('validation.url'), (v) => !v || isHttpUrl(v)),
  notes: optionalText(LIMITS.descriptionMax),
});

export type CustomerInput = yup.InferType<typeof customerSchema>;
