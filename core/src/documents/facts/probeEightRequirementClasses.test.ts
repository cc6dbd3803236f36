/**
 * Classes of issue 17 found studying the eighth probe set for knock-out and suitability
 * requirements (docs/decisions.md "Tender facts on the eighth probe set: parties, requirements,
 * limits and terms"; the other kinds are in probeEightOtherClasses.test.ts). Wording written for
 * this test, English and Dutch, with the cases that must stay quiet.
 */
import { describe, expect, it } from 'vitest';
import { item, para, structured, table } from './classSnippets';
import { extractTenderFacts } from './extractTenderFacts';

/** Each requirement's kind and its quote's opening words. */
const requirementsOf = (text: string) =>
  extractTenderFacts([text]).requirements.map(
    (r) => `${r.value.kind}: ${r.quote.split(' ').slice(0, 4).join(' ')}`,
  );
const quotesOf = (facts: ReturnType<typeof structured>) => facts.requirements.map((r) => r.quote);

describe('requirements: a numbered paragraph with several requirement sentences', () => {
  it('English: each sentence that states one is its own requirement', () => {
    const quotes = quotesOf(
      structured([
        {
          blocks: [
            item(
              '4.2',
              'Responses must be uploaded to the portal. Responses sent by post will not be accepted. Responses received late will be rejected.',
            ),
            item(
              'C1',
              'Suppliers must register on the Central Digital Platform. Suppliers must also submit the signed Form of Tender declaration.',
            ),
          ],
        },
      ]),
    );
    expect(quotes).toEqual(
      expect.arrayContaining([
        'Responses sent by post will not be accepted.',
        'Responses received late will be rejected.',
        'Suppliers must also submit the signed Form of Tender declaration.',
      ]),
    );
  });
  it('Dutch: "3.1 … . Een offerte per e-mail is nietig. Een laattijdige offerte wordt geweerd."', () => {
    const quotes = quotesOf(
      structured([
        {
          blocks: [
            item(
              '3.1',
              'De offerte wordt opgeladen op het platform. Een offerte die per e-mail wordt verstuurd, is nietig. Een offerte die te laat binnenkomt, wordt geweerd.',
            ),
          ],
        },
      ]),
    );
    expect(quotes).toEqual([
      'Een offerte die per e-mail wordt verstuurd, is nietig.',
      'Een offerte die te laat binnenkomt, wordt geweerd.',
    ]);
  });
});

describe('requirements: consequences in more words', () => {
  it('English: "render the tender non-compliant", a supplier "will be disregarded", "excluded from the competition", "only …; … is unacceptable"', () => {
    expect(
      requirementsOf(
        'Omitting the price schedule will render the bid non-compliant.\n\n' +
          'A supplier on the debarment list will be disregarded.\n\n' +
          'A tenderer found to have colluded shall be excluded from the competition.\n\n' +
          'Data must be processed within the EEA only; processing elsewhere is not permitted.',
      ),
    ).toEqual([
      'knockout: Omitting the price schedule',
      'knockout: A supplier on the',
      'knockout: A tenderer found to',
      'knockout: Data must be processed',
    ]);
  });
  it('Dutch: "is onregelmatig", "wordt niet geselecteerd", "wordt van de procedure uitgesloten", "zonder … wordt niet aanvaard"', () => {
    expect(
      requirementsOf(
        'Een offerte met een prijs boven de raming is onregelmatig.\n\n' +
          'Een kandidaat zonder de vereiste referenties wordt niet geselecteerd.\n\n' +
          'De inschrijver in staat van faillissement wordt van de procedure uitgesloten.\n\n' +
          'Een toestel zonder CE-markering wordt niet aanvaard.',
      ),
    ).toEqual([
      'knockout: Een offerte met een',
      'knockout: Een kandidaat zonder de',
      'knockout: De inschrijver in staat',
      'knockout: Een toestel zonder CE-markering',
    ]);
  });
  it('stays quiet on an "only" that refuses nothing and an item not accepted for another reason', () => {
    expect(
      requirementsOf(
        'Parking is available for visitors only.\n\nDe factuur wordt na controle aanvaard.',
      ),
    ).toEqual([]);
  });
});

describe('requirements: exclusion grounds and a citation that is not a sentence end', () => {
  it('English: "S.I. No. 284 of 2016" keeps the exclusion ground with its consequence', () => {
    expect(
      requirementsOf(
        'A tenderer subject to any ground for exclusion in Regulation 57 of S.I. No. 284 of 2016 shall be excluded.',
      ),
    ).toEqual(['knockout: A tenderer subject to']);
  });
  it('English: an "excluded supplier"; Dutch: "gevallen van verplichte uitsluiting"', () => {
    expect(
      requirementsOf(
        'Bids from an excluded supplier under the Act are set out in the register.\n\n' +
          'Het bestek somt de gevallen van verplichte uitsluiting op in bijlage 2.',
      ),
    ).toEqual(['exclusion: Bids from an excluded', 'exclusion: Het bestek somt de']);
  });
});

describe('requirements: evidence and standing stated without "must"', () => {
  it('insurance named by type and amount (English and Dutch)', () => {
    expect(
      requirementsOf(
        'Required cover: Employers Liability £5 million and Public Liability £10 million.\n\n' +
          'Professional Indemnity cover of €2,000,000 per claim.\n\n' +
          'Een beroepsaansprakelijkheid van € 1.250.000 per aanspraak.\n\n' +
          'Een verzekering met een dekking van minimaal € 2.000.000 per gebeurtenis.',
      ),
    ).toEqual([
      'other: Required cover: Employers Liability',
      'other: Professional Indemnity cover of',
      'other: Een beroepsaansprakelijkheid van €',
      'other: Een verzekering met een',
    ]);
  });
  it('tax compliance, staff vetting and a qualified electronic signature', () => {
    expect(
      requirementsOf(
        'A current tax clearance certificate issued by the Revenue authority.\n\n' +
          'Een recente verklaring betalingsgedrag van de Belastingdienst.\n\n' +
          'All personnel on site must hold enhanced DBS clearance before the start.\n\n' +
          'Medewerkers met toegang tot dossiers moeten beschikken over een VOG.\n\n' +
          'The bid must be signed with a qualified electronic signature.\n\n' +
          'Het indieningsrapport wordt getekend met een gekwalificeerde elektronische handtekening.',
      ),
    ).toEqual([
      // 'certificate' by the older rule for a valid or current certificate.
      'certificate: A current tax clearance',
      'other: Een recente verklaring betalingsgedrag',
      'other: All personnel on site',
      'other: Medewerkers met toegang tot',
      'other: The bid must be',
      'other: Het indieningsrapport wordt getekend',
    ]);
  });
  it('a licence or an erkenning the bidder holds', () => {
    expect(
      requirementsOf(
        'Een erkenning in categorie D, klasse 3.\n\n' +
          'De onderaannemer is erkend als installateur van branddetectie.\n\n' +
          "The carrier must hold a valid standard operator's licence.",
      ),
    ).toEqual([
      'certificate: Een erkenning in categorie',
      'certificate: De onderaannemer is erkend',
      'certificate: The carrier must hold',
    ]);
  });
  it('stays quiet on insurance without an amount and staff without vetting', () => {
    expect(
      requirementsOf(
        'Public liability claims are handled by the insurer.\n\n' +
          'Medewerkers moeten de huisregels kennen.',
      ),
    ).toEqual([]);
  });
});

describe('requirements: an amendment rewrites a requirement', () => {
  it('named by its words: "The requirement for … is replaced by", "De eis van … wordt vervangen door"', () => {
    expect(
      requirementsOf(
        'The requirement for a depot within 30 miles is replaced by: "A depot within 50 miles."\n\n' +
          'De eis van een kantoor in de provincie wordt vervangen door: "Een kantoor in Vlaanderen."',
      ),
    ).toEqual(['other: The requirement for a', 'other: De eis van een']);
  });
  it('an Old | New table row about a requirement gives the new wording, not the old', () => {
    const facts = structured([
      {
        blocks: [
          table(
            ['Nr.', 'Onderwerp', 'Oud', 'Nieuw'],
            [
              '1',
              'Selectie-eis S2',
              'omzet van € 900.000',
              'jaaromzet van ten minste € 600.000 in 2025',
            ],
            ['2', 'Sluitingsdatum', '3 mei 2027', '17 mei 2027'],
          ),
          table(
            ['Item', 'Original', 'Amended'],
            ['Condition C4', 'Two reference sites', 'Three reference sites in the public sector'],
          ),
        ],
      },
    ]);
    const quotes = quotesOf(facts);
    expect(quotes).toContain('jaaromzet van ten minste € 600.000 in 2025');
    expect(quotes).toContain('Three reference sites in the public sector');
    expect(quotes).not.toContain('17 mei 2027');
    expect(quotes).not.toContain('Two reference sites');
  });
  it('a coded conditions table with dotted codes under "Conditions of Participation"', () => {
    const facts = structured([
      {
        blocks: [
          { kind: 'heading', text: 'Conditions of Participation', level: 1 },
          para('Each condition below is assessed by the evaluation panel.'),
          table(
            ['Ref.', 'Condition'],
            ['B2.1', 'Operational presence in the region throughout the term.'],
            ['B2.2', 'A named account lead available during office hours.'],
          ),
        ],
      },
    ]);
    expect(quotesOf(facts)).toEqual(
      expect.arrayContaining([
        'Operational presence in the region throughout the term.',
        'A named account lead available during office hours.',
      ]),
    );
  });
});
