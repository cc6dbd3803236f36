/** Firestore cases: a project's chat messages. */
import { A } from '../actors';
import { T0 } from '../fixtures/shared';
import { c, type FirestoreCase } from './case';

export const CHAT_MESSAGE_CASES: readonly FirestoreCase[] = [
  // chat messages
  c('user2A', 'list', `${A}/projects/p-own/messages`, 'allow'),
  c('userA', 'create', `${A}/projects/p-own/messages/m2`, 'deny', {
    data: { text: 'hallo' },
    note: 'the chat callable writes messages',
  }),
  c('userA', 'delete', `${A}/projects/p-own/messages/m1`, 'deny'),
  c('adminB', 'get', `${A}/projects/p-own/messages/m1`, 'deny'),
  c('userA', 'get', `${A}/projects/p-own/messages/m1`, 'allow', {
    note: 'all roles chat: members of the company read the conversations',
  }),
  c('adminA', 'create', `${A}/projects/p-own/messages/m3`, 'deny', {
    data: {
      sessionId: 's1',
      role: 'assistant',
      text: 'Forged answer',
      authorId: 'assistant',
      citations: [],
      statusCode: 28,
      proposal: null,
      localModel: false,
      createdAt: T0,
    },
    note: 'not even an admin writes an assistant message: only the chat callable',
  }),
  c('userA', 'update', `${A}/projects/p-own/messages/m1`, 'deny', {
    data: { text: 'Changed afterwards' },
    note: 'a conversation is not rewritten by its author',
  }),
];
