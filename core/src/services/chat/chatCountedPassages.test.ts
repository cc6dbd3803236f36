/**
 * The bid writer's review of the chat (docs/decisions.md, 2026-11-27): a how-many question about
 * the company's own work is answered by the passage stating that count for the subject asked, not
 * by six passages on the topic around it. Pages and questions written here, in both languages.
 */
import { describe, expect, it } from 'vitest';
import { tenderChat } from './chatTestWorld';

const TENDER = [
  'Request for Tender: bridge inspection services\nThe Council owns 410 road bridges and invites tenders for their inspection.\nLot 1 North Area bridges\nLot 2 South Area bridges',
];
const KNOWLEDGE = {
  'Reference list bridges.txt': [
    'REFERENCE LIST BRIDGE INSPECTION\nArdmore County Council, principal inspection of 240 bridges, 2021 to 2025. Kilbeg County Council, inspection of 95 bridges and 12 culverts, 2022 to date.',
  ],
  'Referentielijst bruggen.txt': [
    'REFERENTIELIJST BRUGINSPECTIE\nGemeente Veldhoven-Noord, inspectie van 180 bruggen, 2020 tot 2024. Gemeente Oosterwijde, inspectie van 60 bruggen, 2023 tot heden.',
  ],
  'Bedrijfsprofiel.txt': [
    'Wij inspecteren bruggen, viaducten en duikers voor gemeenten en county councils in Nederland en Ierland.',
  ],
};

describe('a how-many question gets the passage stating that count', () => {
  it.each([
    ['How many bridges do we inspect for Ardmore?', /240 bridges/, /95|410|180|60 bruggen|duikers/],
    [
      'Hoeveel bruggen inspecteren wij voor Ardmore?',
      /240 bridges/,
      /95|410|180|60 bruggen|duikers/,
    ],
    [
      'Hoeveel bruggen inspecteren wij voor Veldhoven-Noord?',
      /180 bruggen/,
      /240|95|410|60 bruggen|duikers/,
    ],
  ])('%s', async (question, wanted, other) => {
    const chat = await tenderChat(TENDER, KNOWLEDGE);
    const { answer } = await chat.ask(question);
    expect(answer.text).toMatch(wanted);
    expect(answer.text).not.toMatch(other);
  });
});
