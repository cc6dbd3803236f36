import { describe, expect, it } from 'vitest';
import { CHAT_STATUS } from '../../model/chat';
import type { Draft } from '../../model/draft';
import { refs, rtdbPaths } from '../../model/paths';
import type { ChatProgress } from '../../model/progress';
import { wordCount } from '../drafts/draftHtml';
import { CID, JOB, PID, draftWorld } from '../drafts/draftTestWorld';
import { generateDraft } from '../drafts/generateDraft';
import { saveDraftContent } from '../drafts/saveDraft';
import { manager, projectChat } from './chatTestWorld';
import { createDraftEditor, parseDraftEditRequest, shortenBody } from './draftEdits';

const TENDER = [
  [
    'Aanbestedingsleidraad Onderhoud bruggen gemeente Utrecht',
    'Gunningscriteria: Plan van aanpak 60%, Duurzaamheid 40%.',
    'Plan van aanpak: beschrijf hoe u het onderhoud van de bruggen plant en uitvoert, met planning en fasering.',
    'Duurzaamheid: beschrijf hoe u de milieubelasting van de werkzaamheden beperkt.',
  ].join('\n'),
];
const COMPANY = [
  [
    'Werkwijze',
    'Onze planning van het onderhoud van bruggen werkt met fasering per brug.',
    'Wij voeren het onderhoud uit met nachtelijke afsluitingen om hinder te beperken.',
    'Elke fase van de planning wordt vooraf met de gemeente afgestemd en vastgelegd.',
    'Na afloop van elke fase controleren wij de brug en leggen wij de staat vast.',
    'Wij beperken de milieubelasting met elektrisch materieel en hergebruik van materialen.',
    'Duurzaamheid staat bij ons centraal: wij werken met elektrisch materieel op de bouwplaats.',
    'Voor duurzaamheid hergebruiken wij de materialen van de bruggen waar dat kan.',
  ].join('\n'),
];

async function world(options: { iso14001?: boolean; undatedIn?: string } = {}) {
  const w = draftWorld();
  await w.company();
  await w.kbDocument('Werkwijze.pdf', COMPANY);
  // A sentence naming the certificate's number, which the sheet holds without an end (issue 19).
  if (options.undatedIn) await w.kbDocument('Milieu.pdf', [options.undatedIn]);
  await w.factSheet({
    certificates: options.iso14001
      ? [
          {
            scheme: 'ISO 14001',
            name: 'ISO 14001:2015',
            level: null,
            issuer: 'DNV',
            number: 'NL-140',
            issuedOn: null,
            expiresOn: options.undatedIn ? null : '2027-06-30',
            citation: {
              chunkId: 'kd1-0',
              documentId: 'kd1',
              documentName: 'Werkwijze.pdf',
              page: 1,
              quote: 'ISO 14001 certificaat',
            },
          },
        ]
      : [],
    schemes: options.iso14001 ? ['ISO 14001'] : [],
  });
  await w.project({
    awardCriteria: [
      { id: 'k1', description: 'Plan van aanpak', weight: 60 },
      { id: 'k2', description: 'Duurzaamheid', weight: 40 },
    ],
    draftJob: w.draftJob(),
  });
  await w.tenderDocument('Aanbestedingsleidraad.pdf', TENDER);
  const codes: number[] = [];
  const set = w.realtime.set.bind(w.realtime);
  w.realtime.set = async (path: string, value: unknown) => {
    if (path.startsWith('chat/')) codes.push((value as ChatProgress).code);
    return set(path, value);
  };
  const chat = projectChat(w, {
    draftEditor: createDraftEditor({ docs: w.docs, retriever: w.retriever }),
  });
  const generate = () => generateDraft(w.jobDeps, JOB);
  const draft = async () => (await w.docs.getDoc(refs.draft(CID, PID, 'job1'))).data as Draft;
  const send = async (text: string) => (await chat.ask(text)).answer;
  const progress = () => w.realtime.get<ChatProgress>(rtdbPaths.chat(CID, PID, 's1'));
  return { ...w, generate, draft, send, progress, codes };
}

describe('parseDraftEditRequest', () => {
  it('reads the two kinds of change in English and Dutch, and leaves questions alone', () => {
    expect(parseDraftEditRequest('Make section 2 shorter')).toEqual({
      kind: 'shorten',
      section: { number: 2 },
    });
    expect(parseDraftEditRequest('Maak sectie 2 korter.')).toEqual({
      kind: 'shorten',
      section: { number: 2 },
    });
    expect(parseDraftEditRequest('Kun je het onderdeel Duurzaamheid inkorten?')).toMatchObject({
      kind: 'shorten',
      section: { words: 'Duurzaamheid' },
    });
    expect(parseDraftEditRequest('Add our ISO 14001 certificate')).toEqual({
      kind: 'add',
      section: null,
      subject: 'ISO 14001 certificate',
    });
    expect(parseDraftEditRequest('Voeg ons ISO 14001-certificaat toe aan sectie 2')).toEqual({
      kind: 'add',
      section: { number: 2 },
      subject: 'ISO 14001-certificaat',
    });
    expect(parseDraftEditRequest('Kun je ons ISO 14001-certificaat toevoegen?')).toMatchObject({
      kind: 'add',
      subject: 'ISO 14001-certificaat',
    });
    for (const question of [
      'Why is section 2 shorter than section 3?',
      'Do we mention ISO 9001 anywhere?',
      'Wat is de deadline van de inschrijving?',
      'Welke certificaten moeten we toevoegen volgens de leidraad?',
    ]) {
      expect(parseDraftEditRequest(question), question).toBeNull();
    }
  });

  it('shortens a body to about half, keeping each sentence with its citation', () => {
    const body =
      '<p>Een. <cite data-citation="c1">[1]</cite> Twee zin hier. Drie zin hier. <cite data-citation="c2">[2]</cite> Vier zin hier.</p><ul><li>a</li><li>b</li><li>c</li></ul>';
    expect(shortenBody(body)).toBe(
      '<p>Een. <cite data-citation="c1">[1]</cite> Twee zin hier.</p><ul><li>a</li><li>b</li></ul>',
    );
  });
});

describe('draft changes from the chat', () => {
  it('"make section 2 shorter" proposes a shorter section 2 that saves with the revision it names', async () => {
    const w = await world();
    expect(await w.generate()).toBe('done');
    const before = await w.draft();
    const target = before.content[1]!;
    const message = await w.send('Make section 2 shorter');
    const proposal = message.proposal!;
    expect(proposal).toMatchObject({
      draftId: 'job1',
      sectionId: target.id,
      revision: before.revision,
      before: target.body,
    });
    expect(wordCount(proposal.after)).toBeLessThan(wordCount(target.body));
    expect(message.text).toMatch(/section 2/);
    // Nothing changes until it is accepted.
    expect((await w.draft()).content[1]!.body).toBe(target.body);
    expect(w.codes).toEqual(expect.arrayContaining([10, 11, 12, 16, 19, 25, 27, 28]));

    // Accept: saved through saveDraftContent with the proposal's revision.
    const accept = (revision: number) =>
      saveDraftContent(
        w.docs,
        {
          cid: CID,
          pid: PID,
          draftId: proposal.draftId,
          expectedRevision: revision,
          content: before.content.map((s) =>
            s.id === proposal.sectionId ? { ...s, body: proposal.after } : s,
          ),
          citations: [...before.citations, ...proposal.citations],
        },
        manager,
        w.clock,
      );
    await accept(proposal.revision);
    expect((await w.draft()).content[1]!.body).toBe(proposal.after);
    // A second accept of the same (now stale) proposal is a conflict, not an overwrite.
    await expect(accept(proposal.revision)).rejects.toMatchObject({ code: 'aborted' });
  });

  it('"Voeg ons ISO 14001-certificaat toe" adds the certificate from the fact sheet with its citation', async () => {
    const w = await world({ iso14001: true });
    expect(await w.generate()).toBe('done');
    const before = await w.draft();
    const message = await w.send('Voeg ons ISO 14001-certificaat toe');
    const proposal = message.proposal!;
    expect(proposal.after.startsWith(proposal.before)).toBe(true);
    expect(proposal.after).toContain('ISO 14001:2015');
    expect(proposal.citations).toHaveLength(1);
    expect(proposal.citations[0]).toMatchObject({
      source: 'knowledgeBase',
      documentName: 'Werkwijze.pdf',
    });
    expect(before.citations.map((c) => c.id)).not.toContain(proposal.citations[0]!.id);
    expect(proposal.after).toContain(`data-citation="${proposal.citations[0]!.id}"`);
    // Without a named section it goes where the subject fits: sustainability.
    expect(before.content.find((s) => s.id === proposal.sectionId)!.heading).toBe('Duurzaamheid');
    expect(message.text).toMatch(/^Voorstel om dit toe te voegen aan sectie 2 “Duurzaamheid”/);
  });

  it.each([
    [
      'Voeg ons ISO 14001-certificaat toe',
      'Ons ISO 14001-certificaat NL-140 van DNV dekt het hergebruik van materialen op de bouwplaats.',
    ],
    [
      'Add our ISO 14001 certificate',
      'Our ISO 14001 certificate NL-140 from DNV covers the reuse of materials on site.',
    ],
  ])(
    '"%s" never adds a sentence naming a certificate the sheet does not hold',
    async (request, sentence) => {
      const w = await world({ iso14001: true, undatedIn: sentence });
      expect(await w.generate()).toBe('done');
      const message = await w.send(request);
      expect(message.proposal?.after ?? '').not.toContain('NL-140');
    },
  );

  it('says so when there is no evidence, and proposes nothing', async () => {
    const w = await world({ iso14001: false });
    expect(await w.generate()).toBe('done');
    const message = await w.send('Add our ISO 14001 certificate');
    expect(message.proposal).toBeNull();
    expect(message.text).toMatch(/no evidence of “ISO 14001 certificate”/);
  });

  it('without a draft, or naming a section that is not there, ends on 22 or 23', async () => {
    const w = await world();
    await expect(w.send('Make section 2 shorter')).rejects.toMatchObject({
      reason: 'chat.status.22',
    });
    expect((await w.progress())?.code).toBe(CHAT_STATUS.noDraft);
    expect(await w.generate()).toBe('done');
    await expect(w.send('Make section 9 shorter')).rejects.toMatchObject({
      reason: 'chat.status.23',
    });
    expect((await w.progress())?.code).toBe(CHAT_STATUS.sectionNotFound);
  });
});

describe('shortening keeps whole sentences (issue 18)', () => {
  it('does not cut at an abbreviation or a number', () => {
    const body =
      '<p>Wij leveren o.a. De planning volgens art. 5 van de leidraad. <cite data-citation="c1">[1]</cite> De prijs is EUR 1.000 per maand. Dat is alles.</p>';
    expect(shortenBody(body)).toBe(
      '<p>Wij leveren o.a. De planning volgens art. 5 van de leidraad. <cite data-citation="c1">[1]</cite> De prijs is EUR 1.000 per maand.</p>',
    );
  });
});

describe('shortening leaves gaps still to write whole (issue 19)', () => {
  it('keeps every gap, in English and in Dutch, and halves only what is written', () => {
    const en =
      '<p>We meet the first requirement. <cite data-citation="c1">[1]</cite> We meet the second. <mark>[To write: how we meet “1. Column A: list the labour categories”]</mark> We meet the third. We meet the fourth.</p>';
    expect(shortenBody(en)).toBe(
      '<p>We meet the first requirement. <cite data-citation="c1">[1]</cite> We meet the second. <mark>[To write: how we meet “1. Column A: list the labour categories”]</mark></p>',
    );
    const nl =
      '<p>Wij voldoen aan eis één. <mark>[Nog te schrijven: hoe wij voldoen aan ‘2. Kolom B: vul de tarieven in’]</mark> Wij voldoen aan eis drie.</p>';
    expect(shortenBody(nl)).toBe(
      '<p>Wij voldoen aan eis één. <mark>[Nog te schrijven: hoe wij voldoen aan ‘2. Kolom B: vul de tarieven in’]</mark></p>',
    );
  });

  it('has nothing to shorten in a paragraph of gaps only', () => {
    const body =
      '<p><mark>[To write: how we meet “1. Column A”]</mark></p><p><mark>[To write: how we meet “2. Column B”]</mark></p>';
    expect(shortenBody(body)).toBe(body);
  });
});
