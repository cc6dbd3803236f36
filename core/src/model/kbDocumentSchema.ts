/** Input schema for registering an upload to a knowledge base. */
import * as yup from 'yup';
import { LIMITS } from './limits';
import { requiredText, strictObject } from './schemaKit';
import { CONTENT_HASH_PATTERN } from './uploadBytes';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, acceptedContentTypes } from './uploads';
import { validationMessage as m } from './validationMessage';

export const kbDocumentCreateSchema = strictObject({
  name: requiredText(LIMITS.shortTextMax),
  size: yup
    .number()
    .typeError(m('validation.number'))
    .integer(m('validation.integer'))
    .required(m('validation.required'))
    .min(1, m('validation.fileEmpty'))
    .max(MAX_UPLOAD_BYTES, m('validation.fileTooLarge', { maxMb: MAX_UPLOAD_MB })),
  contentType: yup
    .string()
    .required(m('validation.required'))
    .oneOf(
      acceptedContentTypes('knowledgeBase'),
      m('validation.fileType', { types: 'PDF, DOC, DOCX, TXT' }),
    ),
  contentHash: yup
    .string()
    .required(m('validation.required'))
    .matches(CONTENT_HASH_PATTERN, m('validation.invalid')),
});

export type KbDocumentCreateInput = yup.InferType<typeof kbDocumentCreateSchema>;
