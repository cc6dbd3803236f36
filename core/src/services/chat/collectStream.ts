/**
 * A model's streamed answer, gathered whole, with the text so far handed on every `every`
 * characters: the chat writes it to the Realtime Database so the user sees the answer grow, without
 * a write per fragment.
 */
export async function collectStream(
  stream: AsyncIterable<string>,
  onProgress: (soFar: string) => Promise<unknown>,
  every = 80,
): Promise<string> {
  let text = '';
  let written = 0;
  for await (const fragment of stream) {
    text += fragment;
    if (text.length - written >= every) {
      written = text.length;
      await onProgress(text);
    }
  }
  return text;
}
