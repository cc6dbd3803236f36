/**
 * General word pairs found missing when unseen-h23 was studied (issue 18, docs/decisions.md
 * "Retrieval on the twenty-third held-out set"): taking part, help,
 * keeping track as monitoring, a review as "doorlichten", linked agreements, network ports and
 * wiping data. Texts in invented wording.
 */
import { describe, expect, it } from 'vitest';
import { textIndex } from '../testChunk';

const TEXTS = {
  participate:
    'Ferry pool: a carrier that can no longer participate in the pool tells the port authority within two days.',
  fees: 'Ferry pool: a carrier pays the port authority a yearly fee for the pool.',
  deelnemen:
    'Veerpool: een rederij die niet meer kan deelnemen aan de pool meldt dit binnen twee dagen.',
  tarief: 'Veerpool: een rederij betaalt de havendienst een jaarlijks tarief voor de pool.',
  monitoren: 'Fietsdeelsysteem: de opdrachtnemer gaat de fietsen elke week monitoren.',
  kleur: 'Fietsdeelsysteem: de opdrachtnemer gaat de fietsen elke week schilderen.',
  hulp: 'Harbour ferries: help from private carriers is needed in summer.',
  dienstregeling: 'Harbour ferries: timetables from private carriers are needed in summer.',
  doorlichting:
    'Havenbeheer: de opdrachtgever kan zelf aan een audit worden onderworpen; de leverancier werkt daaraan mee.',
  samenhangend:
    'Havenbeheer: samenhangende overeenkomsten kunnen elk apart tegen het einde van de looptijd worden beëindigd.',
  poorten: 'Havenserver: poorten die niet gebruikt worden zijn afgesloten.',
  schijven: 'Havenserver: schijven worden elk jaar vervangen.',
  wissen: 'Ticketing: bij het einde van het contract worden alle gegevens gewist.',
  kopie: 'Ticketing: bij het einde van het contract krijgt de klant een kopie van de gegevens.',
};

type Name = keyof typeof TEXTS;

/** Each case: a question, the text that says it in other words, and a text that does not. */
const CASES: readonly [string, string, Name, Name][] = [
  [
    'taking part, Dutch on English',
    'Als een rederij niet meer kan meedoen aan de veerpool, wanneer melden?',
    'participate',
    'fees',
  ],
  [
    'taking part, English on Dutch',
    'When must a carrier report that it can no longer participate in the ferry pool?',
    'deelnemen',
    'tarief',
  ],
  [
    'keeping track as monitoring (Dutch)',
    'Worden de deelfietsen wekelijks bijgehouden?',
    'monitoren',
    'kleur',
  ],
  [
    'keeping track as monitoring (English)',
    'Are the shared bikes tracked every week?',
    'monitoren',
    'kleur',
  ],
  ['help', 'Is er in de zomer hulp nodig van de veerdiensten?', 'hulp', 'dienstregeling'],
  ['network ports', 'Must unused ports on the harbour server be shut?', 'poorten', 'schijven'],
  [
    'wiping data as erasing it',
    'Is the ticketing data wiped at the end of the contract?',
    'wissen',
    'kopie',
  ],
];

describe('general word pairs of the twenty-third study', () => {
  it.each(CASES)('finds %s', async (_name, question, says, other) => {
    const lexical = await textIndex(TEXTS);
    expect(lexical.evidence(question, TEXTS[says])).toBeGreaterThan(
      lexical.evidence(question, TEXTS[other]),
    );
  });

  it('finds a review and linked agreements first', async () => {
    const lexical = await textIndex(TEXTS);
    const top = (question: string) => lexical.search(question, 1)[0]?.chunkId;
    expect(top('Helpt de leverancier als de opdrachtgever zelf doorgelicht wordt?')).toBe(
      'doorlichting',
    );
    expect(top('Can linked agreements be ended one by one?')).toBe('samenhangend');
  });
});
