/**
 * The bid writer's review of the chat (docs/decisions.md, 2026-11-27): a question's asked kind is
 * what it asks for (certificates, insurance), not the party it names as who asks; on pages
 * written here in both languages and on the studied probe tender itself (probe-tenders-2).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { tenderChat } from './chatTestWorld';

const PROBES = new URL('../../../../bench/data/probe-tenders-2/', import.meta.url);
const COMPANY = new URL('../../../../bench/data/draft-coverage-5.kb.json', import.meta.url);
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });

async function pdfPages(fileName: string): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync(new URL(fileName, PROBES)));
  const { pages } = await extractor.extract({ bytes, fileName, contentType: 'application/pdf' });
  return [...(pages ?? [])];
}

const EN_TENDER = [
  'Request for Tender: grounds maintenance\nContracting Authority: Harrowdene Borough Council, Civic Centre, Harrowdene',
  'Selection criteria\nTenderers must hold certification to ISO 14001 or an equivalent environmental scheme.\nTenderers must hold employer liability insurance of at least EUR 5 million.',
];
const NL_TENDER = [
  'Aanbestedingsleidraad groenonderhoud\nAanbestedende dienst: Gemeente Wolderveen, Stadhuisplein 1, Wolderveen',
  'Geschiktheidseisen\nDe inschrijver moet beschikken over een geldig VCA-certificaat of een gelijkwaardig certificaat.\nDe inschrijver moet een bedrijfsaansprakelijkheidsverzekering hebben van ten minste EUR 2,5 miljoen.',
];

describe('chat: the asked kind is what the question asks for, not who asks', () => {
  it.each([
    ['Which certificates does the contracting authority ask for?', EN_TENDER, /ISO 14001/],
    ['Welke certificaten vraagt de opdrachtgever?', NL_TENDER, /VCA-certificaat/],
    ['What insurance does the buyer require?', NL_TENDER, /aansprakelijkheidsverzekering/],
    ['Welke verzekering eist de aanbestedende dienst?', EN_TENDER, /liability insurance/],
  ])('%s', async (question, pages, wanted) => {
    const chat = await tenderChat(pages);
    const { answer } = await chat.ask(question);
    expect(answer.text).not.toMatch(/Harrowdene Borough Council|Gemeente Wolderveen/);
    expect(answer.text).toMatch(wanted);
  });

  it('the buyer asked for is still the buyer', async () => {
    const chat = await tenderChat(NL_TENDER);
    const { answer } = await chat.ask('Wie is de opdrachtgever?');
    expect(answer.text).toMatch(/Gemeente Wolderveen/);
  });

  it("Kilcarrig: the certificates asked are the RFT's, not the contracting authority", async () => {
    const chat = await tenderChat(await pdfPages('en-ie-kilcarrig-rft-public-lighting.pdf'));
    const { answer } = await chat.ask('Welke certificaten vraagt de opdrachtgever?');
    expect(answer.text).not.toMatch(/aanbestedende dienst is|Main Street/i);
    expect(answer.text).toMatch(/ISO 45001/);
    expect(answer.citations[0]?.page).toBe(5);
  }, 60_000);

  it('Veenrijn: the Dutch deadline row is not said to be English', async () => {
    const chat = await tenderChat(
      await pdfPages('nl-waterschap-veenrijn-inschrijvingsleidraad-ingenieursdiensten.pdf'),
    );
    const { answer } = await chat.ask('Wat is de sluitingsdatum?');
    expect(answer.text).toMatch(/23 maart 2027/);
    expect(answer.text).not.toMatch(/in het Engels/);
    expect(answer.text).toMatch(/Het document zegt: “Sluitingstermijn/);
  }, 60_000);

  it('Kilcarrig with the reviewed knowledge base: how many lights for Westmeath is its count', async () => {
    const kb = JSON.parse(readFileSync(COMPANY, 'utf8')) as {
      documents: { name: string; pages: string[] }[];
    };
    // The nine company documents the review uploaded, as .txt.
    const knowledge = Object.fromEntries(
      kb.documents.slice(0, 9).map((d) => [d.name.replace(/\.pdf$/, '.txt'), d.pages]),
    );
    const chat = await tenderChat(
      await pdfPages('en-ie-kilcarrig-rft-public-lighting.pdf'),
      knowledge,
    );
    const { answer } = await chat.ask('How many public lights do we maintain for Westmeath?');
    expect(answer.text).toMatch(/17,800 public lights/);
    // Not the tender's own lights, the lots, the other councils or the Dutch profile around it.
    expect(answer.text).not.toMatch(/21,600|Lot 1|Laois|Dijkman Infra Ireland Ltd/);
  }, 60_000);
});
