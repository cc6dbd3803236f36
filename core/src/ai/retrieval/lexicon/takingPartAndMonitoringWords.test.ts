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

describe('general word pairs of the twenty-third study', () => {
  it('finds taking part across languages, both ways', async () => {
    const lexical = await textIndex(TEXTS);
    const dutch = 'Als een rederij niet meer kan meedoen aan de veerpool, wanneer melden?';
    expect(lexical.evidence(dutch, TEXTS.participate)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.fees),
    );
    const english =
      'When must a carrier report that it can no longer participate in the ferry pool?';
    expect(lexical.evidence(english, TEXTS.deelnemen)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.tarief),
    );
  });

  it('reads keeping track as monitoring', async () => {
    const lexical = await textIndex(TEXTS);
    const dutch = 'Worden de deelfietsen wekelijks bijgehouden?';
    expect(lexical.evidence(dutch, TEXTS.monitoren)).toBeGreaterThan(
      lexical.evidence(dutch, TEXTS.kleur),
    );
    const english = 'Are the shared bikes tracked every week?';
    expect(lexical.evidence(english, TEXTS.monitoren)).toBeGreaterThan(
      lexical.evidence(english, TEXTS.kleur),
    );
  });

  it('finds help across languages', async () => {
    const lexical = await textIndex(TEXTS);
    const question = 'Is er in de zomer hulp nodig van de veerdiensten?';
    expect(lexical.evidence(question, TEXTS.hulp)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.dienstregeling),
    );
  });

  it('finds a review, linked agreements and network ports in Dutch text from English', async () => {
    const lexical = await textIndex(TEXTS);
    expect(
      lexical.search('Helpt de leverancier als de opdrachtgever zelf doorgelicht wordt?', 1)[0]
        ?.chunkId,
    ).toBe('doorlichting');
    expect(lexical.search('Can linked agreements be ended one by one?', 1)[0]?.chunkId).toBe(
      'samenhangend',
    );
    const ports = 'Must unused ports on the harbour server be shut?';
    expect(lexical.evidence(ports, TEXTS.poorten)).toBeGreaterThan(
      lexical.evidence(ports, TEXTS.schijven),
    );
  });

  it('reads wiping data as erasing it', async () => {
    const lexical = await textIndex(TEXTS);
    const question = 'Is the ticketing data wiped at the end of the contract?';
    expect(lexical.evidence(question, TEXTS.wissen)).toBeGreaterThan(
      lexical.evidence(question, TEXTS.kopie),
    );
  });
});
