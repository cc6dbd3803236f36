/** The live state of one chat session: its id, and the status the chat callable writes for it. */
import { useEffect, useState } from 'react';
import type { ChatProgress } from '@tender/core';
import { useBackend } from '../../../backend/BackendContext';

/** A new conversation's id: the messages of one visit carry it. */
export function newSessionId(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The session's status, kept with its path so a value never shows for another session. */
export function useChatProgress(path: string): ChatProgress | null {
  const { realtime } = useBackend();
  const [value, setValue] = useState<{ path: string; value: ChatProgress | null }>();
  useEffect(
    () =>
      realtime.onValue<ChatProgress>(
        path,
        (v) => setValue({ path, value: v }),
        () => setValue({ path, value: null }),
      ),
    [realtime, path],
  );
  return value?.path === path ? value.value : null;
}
