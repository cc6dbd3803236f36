/** What a model is told for a chat answer: its task, and the conversation so far. */
import type { ChatMessage } from '../../model/chat';
import type { LanguageModel } from '../../ports/ai';
import { safeText } from '../drafts/draftEvidence';

/** Earlier messages of the session a real model reads with the question. */
const HISTORY_TURNS = 6;

export const CHAT_TASK = {
  en: "You answer a bid manager's question about a tender and their company's evidence. Answer in English, briefly, from the passages only, and cite every claim.",
  nl: 'Je beantwoordt de vraag van een bidmanager over een aanbesteding en het bewijs van het bedrijf. Antwoord in het Nederlands, beknopt, alleen vanuit de passages, en citeer elke bewering.',
} as const;

/**
 * The prompt: a real model follows the conversation (the last turns of this session; earlier
 * answers are scanned like documents). The local model picks sentences by the words of its prompt,
 * so it gets the question alone.
 */
export function promptWithHistory(
  model: LanguageModel,
  session: readonly ChatMessage[],
  question: string,
): string {
  const turns = [...session]
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())
    .slice(-HISTORY_TURNS)
    .map((m) => `${m.role === 'user' ? 'User' : 'Assistant'}: ${safeText(m.text).slice(0, 1_000)}`);
  return model.kind !== 'local' && turns.length
    ? `Earlier in this conversation:\n${turns.join('\n')}\n\nQuestion: ${question}`
    : question;
}
