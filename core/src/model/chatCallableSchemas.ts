/**
 * The chat callables' input schemas (see callables/table.ts). The text is checked by the chat
 * service itself, so that an empty or oversized message gets its own status code (13, 14) and
 * text rather than the generic 'invalid input'.
 */
import * as yup from 'yup';
import { documentId, strictObject } from './schemaKit';
import { validationMessage as m } from './validationMessage';

/** Callable input for sendChatMessage. */
export const chatSendCallSchema = strictObject({
  projectId: documentId(),
  sessionId: documentId(),
  text: yup.string().typeError(m('validation.invalid')).default(''),
});

/** Callable input for getChatSuggestions. */
export const chatSuggestionsSchema = strictObject({ projectId: documentId() });
