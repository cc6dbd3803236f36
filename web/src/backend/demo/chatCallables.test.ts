/**
 * The demo's chat: sendChatMessage through the demo's callables answers from the company's
 * knowledge base, the messages are read through the demo's rules (and cannot be written by the
 * client), the status ends on 'Response completed' where members read it, and suggestions come
 * back as keys.
 */
import { describe, expect, it } from 'vitest';
import {
  type ChatMessage,
  type ChatProgress,
  Timestamp,
  Vector,
  newKnowledgeBase,
  newProject,
  orderBy,
  query,
  refs,
  rtdbPaths,
} from '@tender/core';
import { ADMIN, PASSWORD, makeDemo } from './testing';

const CID = 'van-dijk-bouw';
const ADMIN_UID = 'u-admin-vandijk';
const PID = 'p-chat';

describe('demo chat', () => {
  it('answers with citations, stores the session and its status, and gives suggestions', async () => {
    const { backend, clock } = await makeDemo();
    await backend.auth.signInWithPassword(ADMIN, PASSWORD);
    const docs = backend.state.docs;
    await docs.setDoc(refs.knowledgeBase(CID, 'kb-chat'), {
      ...newKnowledgeBase(
        { name: 'Evidence', description: '', category: 'company_info', type: 'dynamic' },
        ADMIN_UID,
      ),
      documentCount: 1,
    } as never);
    await docs.setDoc(refs.chunk(CID, 'kb-chat', 'c1'), {
      documentId: 'kd1',
      index: 0,
      text: 'Onze aanpak van het onderhoud werkt met een planning per brug en vaste ploegen.',
      embedding: new Vector(new Array(256).fill(0.01)),
      source: { documentName: 'Aanpak.pdf', page: 2, heading: null },
      createdAt: Timestamp.fromMillis(clock.now()),
    });
    await backend.docs.setDoc(
      refs.project(CID, PID),
      newProject(
        { name: 'Onderhoud', description: '', type: 'ai_draft', tenderId: null },
        ADMIN_UID,
      ),
    );

    const result = await backend.call('sendChatMessage', {
      projectId: PID,
      sessionId: 'sess1',
      text: 'Hoe werkt onze planning van het onderhoud?',
    });
    expect(result.statusCode).toBe(28);
    const messages = (
      await backend.docs.getDocs(query(refs.messages(CID, PID), orderBy('createdAt')))
    ).docs.map((d) => d.data as ChatMessage);
    expect(messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1]!.text).toContain('planning per brug');
    expect(messages[1]!.citations[0]).toMatchObject({ documentName: 'Aanpak.pdf', page: 2 });
    expect(messages[1]!.localModel).toBe(true);
    // Written by the callable only.
    await expect(
      backend.docs.setDoc(refs.message(CID, PID, 'forged'), { ...messages[0]!, text: 'x' }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    const status = await new Promise<ChatProgress | null>((resolve, reject) => {
      const stop = backend.realtime.onValue<ChatProgress>(
        rtdbPaths.chat(CID, PID, 'sess1'),
        (value) => {
          stop();
          resolve(value);
        },
        reject,
      );
    });
    expect(status).toMatchObject({ code: 28, messageId: result.messageId });

    await expect(
      backend.call('sendChatMessage', { projectId: PID, sessionId: 'sess1', text: ' ' }),
    ).rejects.toMatchObject({ reason: 'chat.status.13' });

    const { suggestions } = await backend.call('getChatSuggestions', { projectId: PID });
    expect(suggestions.map((s) => s.key)).toContain('chat.suggestions.general.criteria');
  });
});
