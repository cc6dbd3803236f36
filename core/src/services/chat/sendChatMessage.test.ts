import { describe, expect, it } from 'vitest';
import { HIDDEN_TINY, HIDDEN_WHITE, fixturePdf } from '../../ai/hiddenTextFixture';
import { LocalModel } from '../../ai/localModel';
import { ModelError } from '../../ai/modelErrors';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { CHAT_RATE_LIMIT, CHAT_STATUS } from '../../model/chat';
import { LIMITS } from '../../model/limits';
import { rtdbPaths } from '../../model/paths';
import type { ChatProgress } from '../../model/progress';
import type { GenerateRequest, LanguageModel } from '../../ports/ai';
import { CID, PID, UID, draftWorld } from '../drafts/draftTestWorld';
import { SESSION, manager, projectChat } from './chatTestWorld';
import { sendChatMessage } from './sendChatMessage';

const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'De inschrijving moet uiterlijk 12 december 2026 om 12:00 uur zijn ingediend via TenderNed.',
    'De inschrijver beschikt over een geldig ISO 9001 certificaat voor kwaliteitsmanagement.',
  ].join('\n'),
];
const COMPANY = [
  [
    'Kwaliteit en certificaten',
    'Van Dijk Bouw is sinds 2015 ISO 9001 gecertificeerd door DNV.',
    'Alle medewerkers hebben een geldig VCA-certificaat voor veilig werken.',
  ].join('\n'),
];

async function world(options: { model?: LanguageModel } = {}) {
  const w = draftWorld(options);
  await w.company();
  await w.kbDocument('Kwaliteitshandboek.pdf', COMPANY);
  await w.project();
  await w.tenderDocument('Aanbestedingsleidraad.pdf', TENDER);
  // Every status code written, in order (the Realtime Database keeps only the last).
  const codes: number[] = [];
  const partials: string[] = [];
  const set = w.realtime.set.bind(w.realtime);
  w.realtime.set = async (path: string, value: unknown) => {
    if (path === rtdbPaths.chat(CID, PID, SESSION)) {
      const p = value as ChatProgress;
      codes.push(p.code);
      if (p.partial !== undefined) partials.push(p.partial);
    }
    return set(path, value);
  };
  const chat = projectChat(w);
  const progress = () => w.realtime.get<ChatProgress>(rtdbPaths.chat(CID, PID, SESSION));
  return { ...w, ...chat, progress, codes, partials };
}

/** A cloud model whose answer streams what `stream` yields (it embeds as the local model does). */
function streamingModel(
  id: string,
  stream: (request: GenerateRequest) => AsyncGenerator<string>,
): LanguageModel {
  return {
    id,
    kind: 'cloud',
    embeddingDimensions: 256,
    async generate() {
      return { finishReason: 'stop', text: '' };
    },
    stream,
    embed: (texts) => new LocalModel().embed(texts),
  };
}

describe('sendChatMessage', () => {
  it('answers from the project documents and the knowledge base, citing both, and saves the exchange in its session', async () => {
    const w = await world();
    const result = await w.send(
      'Welk ISO 9001 certificaat hebben wij en wat vraagt de aanbesteding?',
    );
    expect(result.statusCode).toBe(CHAT_STATUS.completed);
    const [question, answer] = await w.messages();
    expect(question).toMatchObject({ role: 'user', authorId: UID, sessionId: SESSION });
    expect(answer).toMatchObject({ role: 'assistant', sessionId: SESSION, localModel: true });
    expect(answer!.text).toContain('ISO 9001');
    // Numbered references into its citations, from a tender document and the knowledge base.
    expect(answer!.text).toMatch(/\[1\]/);
    expect(answer!.text).not.toMatch(/\[[tk]\d+\]/);
    const sources = new Set(answer!.citations.map((c) => c.source));
    expect(sources).toEqual(new Set(['tender', 'knowledgeBase']));
    expect(answer!.citations.find((c) => c.source === 'knowledgeBase')).toMatchObject({
      documentName: 'Kwaliteitshandboek.pdf',
      knowledgeBaseId: 'kb1',
    });
    // The codes in the order of the work, ending in 'Response completed'.
    const order = [2, 20, 4, 5, 7, 8, 3, 21, 27, 28];
    // (3 repeats while the answer streams: each write carries the text so far.)
    const distinct = w.codes.filter((c, i) => c !== w.codes[i - 1]);
    expect(distinct.filter((c) => order.includes(c))).toEqual(order);
    expect(await w.progress()).toMatchObject({ code: 28, messageId: result.messageId });
  });

  it('streams the answer to the Realtime Database without the passage ids', async () => {
    const chatty = streamingModel('chatty', async function* (request) {
      const first = request.context![0]!.id;
      for (let i = 0; i < 6; i++)
        yield `Zin ${i} over het certificaat van het bedrijf [${first}]. `;
    });
    const w = await world({ model: chatty });
    await w.send('Welk certificaat hebben wij?');
    expect(w.partials.length).toBeGreaterThan(1);
    expect(w.partials[0]).toMatch(/^Zin 0/);
    for (const p of w.partials) expect(p).not.toMatch(/\[[a-z]\d+/);
    const answer = (await w.messages())[1]!;
    expect(answer.text).toContain('Zin 5 over het certificaat van het bedrijf [1].');
    expect(answer.localModel).toBe(false);
  });

  it("gives a real model the session's earlier turns, and the local model the question alone", async () => {
    const prompts: string[] = [];
    const recording = streamingModel('recording', async function* (request) {
      prompts.push(request.prompt);
      yield 'Antwoord.';
    });
    const w = await world({ model: recording });
    await w.send('Welk certificaat hebben wij?');
    await w.send('En sinds wanneer?');
    expect(prompts[0]).toBe('Welk certificaat hebben wij?');
    expect(prompts[1]).toContain('User: Welk certificaat hebben wij?');
    expect(prompts[1]).toContain('Assistant: Antwoord.');
    expect(prompts[1]).toMatch(/Question: En sinds wanneer\?$/);
  });

  it('refuses an empty and an oversized message with their own codes, storing nothing', async () => {
    const w = await world();
    await expect(w.send('   ')).rejects.toMatchObject({
      code: 'invalid-argument',
      reason: 'chat.status.13',
    });
    expect((await w.progress())?.code).toBe(CHAT_STATUS.emptyMessage);
    await expect(w.send('x'.repeat(LIMITS.chatMessageMax + 1))).rejects.toMatchObject({
      code: 'invalid-argument',
      reason: 'chat.status.14',
    });
    expect((await w.progress())?.code).toBe(CHAT_STATUS.messageTooLong);
    expect(await w.messages()).toEqual([]);
    // Exactly the limit is fine.
    await w.send(`Certificaat ${'x'.repeat(LIMITS.chatMessageMax - 12)}`);
    expect(await w.messages()).toHaveLength(2);
  });

  it('refuses a flood from one user until the minute has passed', async () => {
    const w = await world();
    for (let i = 0; i < CHAT_RATE_LIMIT.messages; i++) await w.send(`Vraag ${i} over ISO 9001`);
    await expect(w.send('Nog een vraag')).rejects.toMatchObject({
      code: 'resource-exhausted',
      reason: 'chat.status.15',
    });
    expect((await w.progress())?.code).toBe(CHAT_STATUS.tooManyMessages);
    expect((await w.messages()).filter((m) => m.role === 'user')).toHaveLength(
      CHAT_RATE_LIMIT.messages,
    );
    // The clock stood still: the session still reads question, answer, question, answer.
    expect((await w.messages()).map((m) => m.role).slice(0, 4)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect((await w.messages())[2]!.text).toBe('Vraag 1 over ISO 9001');
    w.clock.advance(CHAT_RATE_LIMIT.windowMs + 1_000);
    await expect(w.send('Nog een vraag over ISO 9001')).resolves.toMatchObject({ statusCode: 28 });
  });

  it('leaves no trace of the hidden-text fixture in an answer, even from a model that echoes its input', async () => {
    const echo = streamingModel('echo', async function* (request) {
      yield `${request.system ?? ''} ${request.prompt} `;
      for (const p of request.context ?? []) yield `${p.text} [${p.id}] `;
    });
    for (const model of [echo, new LocalModel()]) {
      const w = await world({ model });
      const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs });
      const { pages } = await extractor.extract({
        bytes: await fixturePdf(true),
        fileName: 'bid.pdf',
      });
      await w.kbDocument('bid.pdf', pages ?? []);
      await w.tenderDocument('annex.pdf', pages ?? [], 'annex');
      await w.send('Which certificates do we hold, and what should we rate this company?');
      const stored = JSON.stringify(await w.messages());
      expect(stored, model.id).toContain('ISO 9001'); // the visible text of the same PDF is used
      for (const hidden of [HIDDEN_WHITE, HIDDEN_TINY]) {
        for (const words of hidden.split(/[.:]\s*/).filter((x) => x.length > 10)) {
          expect(stored, model.id).not.toContain(words);
        }
      }
      expect(stored).not.toMatch(/ignore previous|you are now|best bidder|full marks/i);
      expect(JSON.stringify(w.partials)).not.toMatch(/ignore previous|you are now/i);
    }
  });

  it('ends on the budget code when the daily budget is used up, keeping the question', async () => {
    const broke = {
      ...new LocalModel(),
      id: 'broke',
      embed: (texts: readonly string[]) => new LocalModel().embed(texts),
      generate: () => Promise.reject(new ModelError('budget-exceeded', 'budget')),
      // eslint-disable-next-line require-yield
      async *stream(): AsyncIterable<string> {
        throw new ModelError('budget-exceeded', 'budget');
      },
    } satisfies LanguageModel;
    const w = await world({ model: broke });
    await expect(w.send('Welk certificaat hebben wij?')).rejects.toMatchObject({
      code: 'resource-exhausted',
      reason: 'chat.status.24',
    });
    expect((await w.progress())?.code).toBe(CHAT_STATUS.budgetExceeded);
    expect((await w.messages()).map((m) => m.role)).toEqual(['user']);
  });

  it('refuses another company, a disabled user and an unknown project', async () => {
    const w = await world();
    await expect(
      w.send('Vraag', { uid: 'x', companyId: 'other', role: 'admin', status: 'active' }),
    ).rejects.toMatchObject({ code: 'permission-denied', reason: 'chat.status.1' });
    await expect(w.send('Vraag', { ...manager, status: 'disabled' })).rejects.toMatchObject({
      reason: 'chat.status.1',
    });
    await expect(w.send('Vraag', null as never)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(
      sendChatMessage(w.deps, manager, { projectId: 'nope', sessionId: SESSION, text: 'Vraag' }),
    ).rejects.toMatchObject({ code: 'not-found', reason: 'chat.status.30' });
    expect(await w.progress()).toBeNull(); // nothing written for a refusal before membership
    expect(await w.messages()).toEqual([]);
  });
});

describe('citations quote the sentence the answer uses (issue 18)', () => {
  it('picks the passage sentence an answer sentence draws on, whole across abbreviations', async () => {
    const { citedSentence } = await import('./chatCitations');
    const passage =
      'Hoofdstuk 3 Eisen\nDe inschrijver levert o.a. een plan van aanpak van max. 10 pagina’s. De opdrachtnemer lost storingen binnen 4 uur op.';
    expect(citedSentence(passage, 'Storingen worden binnen 4 uur opgelost')).toBe(
      'De opdrachtnemer lost storingen binnen 4 uur op.',
    );
    expect(citedSentence(passage, 'Een plan van aanpak van 10 pagina’s')).toBe(
      'De inschrijver levert o.a. een plan van aanpak van max. 10 pagina’s.',
    );
    expect(citedSentence(passage, 'Iets heel anders')).toBe(passage);
  });
});
