/**
 * Evidence worded differently from the requirement (issue 19, draft coverage round 3): the
 * sentences below were written for these tests, in English and Dutch, not taken from a bench set.
 */
import { describe, expect, it } from 'vitest';
import { withVerbStems } from './draftDutchVerbs';
import { withPhrases } from './draftPhrases';
import { asksForTheUnlisted } from './draftSubjectless';
import { quoted } from './draftTestWorld';

/** Requirements of the same tender, so that the first one's words are weighed among others. */
const EN_OTHERS = [
  'Does the description reference the creation of unit tests for their code?',
  'Does the description reference deploying their software in a container?',
  'Does the prototype use a design style guide?',
];
const NL_OTHERS = [
  'Q2. De app is beschikbaar in de gangbare app stores.',
  'Q3. De app maakt geen gebruik van locatiegegevens.',
  'Q4. De server is eenvoudig op te schalen.',
];

describe('evidence that says a word in an expression of its own', () => {
  it('reads "around the clock" and "dag en nacht" as continuous', async () => {
    expect(
      await quoted(
        ['Does the description reference continuous monitoring?', ...EN_OTHERS],
        'Our platforms. We monitor response times and error rates around the clock with an on-call rota.',
      ),
    ).toEqual(['We monitor response times and error rates around the clock with an on-call rota.']);
    expect(
      await quoted(
        ['Q1. De leverancier voert continue monitoring uit op de productieomgeving.', ...NL_OTHERS],
        'Beheer. Wij monitoren de productieomgeving van elke klant dag en nacht met een piketdienst.',
      ),
    ).toEqual([
      'Wij monitoren de productieomgeving van elke klant dag en nacht met een piketdienst.',
    ]);
  });

  it('reads a delivery dated in the past as a history of delivery, in either language', async () => {
    // 'working' is in most of this tender's requirements (the Working Prototype): it tells nothing.
    const prototype = [
      'Does the Working Prototype allow role-based access?',
      'Does the Working Prototype send reminders to approvers?',
      'Does the Working Prototype let staff create articles?',
      'Is the Working Prototype openly licensed?',
    ];
    expect(
      await quoted(
        [
          'Does the vendor submitting the response have a verifiable history of delivering working software?',
          ...prototype,
        ],
        'Booking portal for a library service\nCompleted in 2022. We delivered the working booking portal, now used by 4,000 residents.',
      ),
    ).toEqual([
      'Completed in 2022.',
      'We delivered the working booking portal, now used by 4,000 residents.',
    ]);
    expect(
      await quoted(
        [
          'Q1. De inschrijver heeft aantoonbare ervaring met apps voor gemeenten.',
          ...NL_OTHERS,
          'Q5. De app toont een melding bij uitval van het netwerk.',
        ],
        'Meldingenapp\nDe meldingenapp voor twaalf gemeenten is opgeleverd in 2021.',
      ),
    ).toEqual(['De meldingenapp voor twaalf gemeenten is opgeleverd in 2021.']);
  });

  it('does not read a year alone, or a monitoring without the expression, as either', () => {
    expect(withPhrases('ISO 9001, valid until 2027.')).toBe('ISO 9001, valid until 2027.');
    expect(withPhrases('In 2023 we hired four testers.')).toBe('In 2023 we hired four testers.');
    expect(withPhrases('Wij monitoren de servers tijdens kantooruren.')).toBe(
      'Wij monitoren de servers tijdens kantooruren.',
    );
    expect(withPhrases('Support is available 24/7.')).toContain('continuous');
  });

  it('leaves a requirement without such evidence a gap', async () => {
    expect(
      await quoted(
        ['Does the description reference continuous monitoring?', ...EN_OTHERS],
        'Our platforms. We monitor response times during office hours.',
      ),
    ).toEqual([]);
  });
});

describe('a requirement that asks for what the others do not name', () => {
  it('is a gap to write, not met by a passage that shares its words', async () => {
    const passage =
      'Our portals. Staff create useful reports and creative dashboards with the features of our reporting module.';
    expect(
      await quoted(
        [
          'Does the prototype include any other useful and/or creative features not mentioned above?',
          ...EN_OTHERS,
        ],
        passage,
      ),
    ).toEqual([]);
    // The same words as a requirement of their own are answered.
    expect(
      await quoted(
        ['Does the prototype include useful and creative reporting features?', ...EN_OTHERS],
        passage,
      ),
    ).not.toEqual([]);
    const dutch =
      'Onze apps. Gebruikers maken nuttige overzichten en creatieve dashboards met de functies van onze rapportagemodule.';
    expect(
      await quoted(
        [
          'Q6. Beschrijf andere nuttige of creatieve functies die niet hierboven zijn genoemd.',
          ...NL_OTHERS,
        ],
        dutch,
      ),
    ).toEqual([]);
    expect(
      await quoted(
        ['Q6. Beschrijf nuttige en creatieve functies voor rapportage.', ...NL_OTHERS],
        dutch,
      ),
    ).not.toEqual([]);
  });

  it('is told by asking for what is not named, not by a negation alone', () => {
    expect(asksForTheUnlisted('Other data must not be stored on the phone.')).toBe(false);
    expect(asksForTheUnlisted('Describe any further services not listed in this RFI.')).toBe(true);
    expect(asksForTheUnlisted('De app slaat geen andere gegevens op.')).toBe(false);
    expect(asksForTheUnlisted('Noem overige diensten die niet eerder zijn genoemd.')).toBe(true);
  });
});

describe('a Dutch participle as the verb it is a form of', () => {
  const others = [...NL_OTHERS, 'Q5. De app toont een melding bij uitval van het netwerk.'];
  it('meets "ophalen" with "opgehaald" and "uitvoeren" with "uitgevoerd"', async () => {
    expect(
      await quoted(
        ['Q1. De app kan nieuwe tarieven periodiek ophalen.', ...others],
        'Tarieven\nDe tarieven worden elke nacht door de app opgehaald.',
      ),
    ).toEqual(['De tarieven worden elke nacht door de app opgehaald.']);
    expect(
      await quoted(
        ['Q1. De leverancier laat periodiek een penetratietest uitvoeren.', ...others],
        'Beveiliging\nDe penetratietest wordt door een externe partij uitgevoerd.',
      ),
    ).toEqual(['De penetratietest wordt door een externe partij uitgevoerd.']);
  });

  it('reads the stem from the form, and leaves English and other words alone', () => {
    expect(withVerbStems('Alle bevindingen zijn opgelost en getest.')).toContain(' oplos ');
    expect(withVerbStems('Alle bevindingen zijn opgelost en getest.')).toMatch(/ test$/);
    expect(withVerbStems('We restore databases from encrypted backups.')).toBe(
      'We restore databases from encrypted backups.',
    );
    expect(withVerbStems('Het gebied van de gemeente.')).toBe(
      'Het gebied van de gemeente. bie bied',
    );
  });
});

describe('the price criterion’s name as a requirement', () => {
  it('is a gap for the price form, not met by a passage on costs (en, nl)', async () => {
    expect(
      await quoted(
        ['Price', ...EN_OTHERS],
        'Our projects. Each risk gets an estimate of its cost and price before the work starts.',
      ),
    ).toEqual([]);
    expect(
      await quoted(
        ['Prijs (inschrijfsom fictieve opdracht)', ...NL_OTHERS],
        'Onze projecten. Wij rekenen de kosten en de prijs van elke variant door voordat wij kiezen.',
      ),
    ).toEqual([]);
    // A demand about the price that says more is looked up as before.
    expect(
      await quoted(
        ['Does the quote keep the price of each variant within the budget?', ...EN_OTHERS],
        'Our projects. We keep the price of each variant within the budget the client set.',
      ),
    ).not.toEqual([]);
  });
});

describe('two telling words joined by "of the" / "van het" as one term', () => {
  it('is not met by a sentence that shares one of them (en, nl)', async () => {
    expect(
      await quoted(
        ['Quality of the team', ...EN_OTHERS],
        'Our projects. An ecologist joins the team from the start of every design.',
      ),
    ).toEqual([]);
    expect(
      await quoted(
        ['Kwaliteit van het team', ...NL_OTHERS],
        'Onze projecten. Een ecoloog zit vanaf de start in het team van elk ontwerp.',
      ),
    ).toEqual([]);
    // A sentence on both is evidence.
    expect(
      await quoted(
        ['Kwaliteit van het team', ...NL_OTHERS],
        'Ons team. De kwaliteit van ons team blijkt uit de opleiding en ervaring van elke adviseur.',
      ),
    ).not.toEqual([]);
  });
});
