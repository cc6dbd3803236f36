/**
 * A cloud model for tests whose reply a test writes (issue 19, item 4): the drafts' model path
 * (delimited passages, citations checked against them) without the Vertex protocol server.
 */
import type { GenerateRequest, LanguageModel } from '../../ports/ai';

export function scriptedCloudModel(
  reply: (request: GenerateRequest) => string,
  embed: LanguageModel['embed'] = async () => [],
): LanguageModel {
  return {
    id: 'scripted',
    kind: 'cloud',
    embeddingDimensions: 256,
    async generate(request: GenerateRequest) {
      return { finishReason: 'stop', text: reply(request) };
    },
    async *stream() {},
    embed,
  };
}
