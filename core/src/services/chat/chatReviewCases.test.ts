/**
 * The bid manager review's two chat questions (docs/decisions.md, 2026-11-27), on the studied
 * probe documents themselves (bench/data/probe-tenders-3): the answer is of the kind asked, never
 * the neighbouring kind the chat gave before (the award criteria for the knock-outs, the value and
 * budget for the size of the answer).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readDocNode } from '../../extraction/docReaderNode';
import { loadNodePdfjs } from '../../extraction/testPdfjs';
import { createTextExtractor } from '../../extraction/textExtractor';
import { tenderChat } from './chatTestWorld';

const PROBES = new URL('../../../../bench/data/probe-tenders-3/', import.meta.url);
const extractor = createTextExtractor({ loadPdfjs: loadNodePdfjs, readDoc: readDocNode });

async function pagesOf(fileName: string, contentType: string): Promise<string[]> {
  const bytes = new Uint8Array(readFileSync(new URL(fileName, PROBES)));
  const { pages } = await extractor.extract({ bytes, fileName, contentType });
  return [...(pages ?? [])];
}

describe('chat: the fact asked for on the review documents', () => {
  it('Lindewaard: the knock-outs are not answered with the award criteria', async () => {
    const pages = await pagesOf(
      'nl-gemeente-lindewaard-aanbestedingsleidraad-speelvoorzieningen.pdf',
      'application/pdf',
    );
    const chat = await tenderChat(pages);
    const { answer } = await chat.ask('Welke knock-outcriteria zijn er?');
    expect(answer.text).not.toMatch(/gunningscriteria zijn|Prijs\/kwaliteit/i);
    expect(answer.text).toMatch(/^De knock-outeisen zijn:/);
    expect(answer.text).toMatch(/leidt dat tot uitsluiting/);
  }, 60_000);

  it('Severnvale: the size of the answer is answered with the response limits', async () => {
    const pages = await pagesOf(
      'en-gb-nhs-severnvale-itt-e-rostering.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const chat = await tenderChat(pages);
    const { answer } = await chat.ask('Wat is de maximale omvang van het antwoord?');
    expect(answer.text).not.toMatch(/£|budget|waarde/i);
    expect(answer.text).toMatch(/1[.,]?500/);
  }, 60_000);
});
