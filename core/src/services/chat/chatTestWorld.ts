/**
 * The project chat on draftTestWorld's company and project, for the chat tests: its ports, a
 * manager's `send` to session s1, the messages saved, and `ask`, which sends and returns the
 * answer saved. `tenderChat` sets up a project with one tender document on the local model, which
 * records what it is asked, so that a test can tell an answer the chat wrote itself (nothing asked)
 * from one the model wrote.
 */
import { LocalModel } from '../../ai/localModel';
import { SequentialIds } from '../../memory/ids';
import type { ChatMessage } from '../../model/chat';
import { refs } from '../../model/paths';
import type { Actor } from '../../policy/actor';
import type { GenerateRequest, LanguageModel } from '../../ports/ai';
import { orderBy, query } from '../../ports/query';
import { CID, PID, UID, draftWorld } from '../drafts/draftTestWorld';
import type { ChatDeps } from './chatTypes';
import { sendChatMessage } from './sendChatMessage';

export const manager: Actor = { uid: UID, companyId: CID, role: 'manager', status: 'active' };
export const SESSION = 's1';

/** The local model, recording what it is asked. */
function recordingModel() {
  const local = new LocalModel();
  const asked: GenerateRequest[] = [];
  const model: LanguageModel = {
    id: local.id,
    kind: 'local',
    embeddingDimensions: local.embeddingDimensions,
    generate: (r) => {
      asked.push(r);
      return local.generate(r);
    },
    stream: (r) => {
      asked.push(r);
      return local.stream(r);
    },
    embed: (t) => local.embed(t),
  };
  return { model, asked };
}

type World = Pick<
  ReturnType<typeof draftWorld>,
  'docs' | 'realtime' | 'clock' | 'model' | 'retriever'
>;

/** The chat of the world's project; `extra` adds ports (a draft editor). */
export function projectChat(w: World, extra: Partial<ChatDeps> = {}) {
  const deps: ChatDeps = {
    docs: w.docs,
    realtime: w.realtime,
    clock: w.clock,
    ids: new SequentialIds('m'),
    model: w.model,
    retriever: w.retriever,
    ...extra,
  };
  const send = (text: unknown, actor: Actor = manager) =>
    sendChatMessage(deps, actor, { projectId: PID, sessionId: SESSION, text });
  const messages = async () =>
    (await w.docs.getDocs(query(refs.messages(CID, PID), orderBy('createdAt')))).docs.map(
      (d) => d.data as ChatMessage,
    );
  /** Sends `text`; the call's result and the answer it saved. */
  const ask = async (text: string) => {
    const result = await send(text);
    return { result, answer: (await messages()).at(-1)! };
  };
  return { deps, send, messages, ask };
}

/**
 * A company with `knowledge` (knowledge-base documents by name) and a project whose tender,
 * Aanbestedingsleidraad.pdf, has `tender`'s pages; `asked` is what the model was asked.
 */
export async function tenderChat(
  tender: readonly string[],
  knowledge: Readonly<Record<string, readonly string[]>> = {},
) {
  const { model, asked } = recordingModel();
  const w = draftWorld({ model });
  await w.company();
  for (const [name, pages] of Object.entries(knowledge)) await w.kbDocument(name, pages);
  await w.project();
  await w.tenderDocument('Aanbestedingsleidraad.pdf', tender);
  return { ...projectChat(w), asked };
}
