/**
 * Draft coverage on the eleventh set (issue 19): criterion titles answered under a document's
 * title line, and demands put to the reader ('u hebt', 'you have') with a window whose count
 * carries its figure ('acht (8) jaar'). The sentences were written for these tests, in English
 * and Dutch, not taken from a bench set.
 */
import { describe, expect, it } from 'vitest';
import { quoted } from './draftTestWorld';

const EN_OTHERS = [
  'Risk management',
  'Price',
  'The supplier holds a valid ISO 9001 certificate.',
  'The tender must be submitted through the portal before the deadline.',
];
const NL_OTHERS = [
  'Risicobeheersing',
  'Prijs',
  'U beschikt over een geldig ISO 9001-certificaat.',
  'U dient uw inschrijving uitsluitend elektronisch in via het portaal.',
];

describe('a criterion title answered under a title line in capitals', () => {
  it('quotes the English title line with the sentence it heads', async () => {
    expect(
      await quoted(
        ['Accessibility during construction', ...EN_OTHERS],
        'KEEPING THE SITE ACCESSIBLE\nWhile the road is closed we run a free shuttle bus and keep one footpath open for pushchairs and wheelchairs.',
      ),
    ).toEqual([
      'KEEPING THE SITE ACCESSIBLE',
      'While the road is closed we run a free shuttle bus and keep one footpath open for pushchairs and wheelchairs.',
    ]);
  });

  it('quotes the Dutch one, a time preposition in the title telling nothing', async () => {
    expect(
      await quoted(
        ['Toegankelijkheid tijdens de verbouwing', ...NL_OTHERS],
        'HET GEBOUW BLIJFT TOEGANKELIJK\nWe houden één ingang open, met een hellingbaan voor rolstoelen en borden langs de looproute.',
      ),
    ).toEqual([
      'HET GEBOUW BLIJFT TOEGANKELIJK',
      'We houden één ingang open, met een hellingbaan voor rolstoelen en borden langs de looproute.',
    ]);
  });
});

describe('a labelled demand put to the reader, its window counted with a figure', () => {
  it('finds the Dutch reference for "Kerncompetentie …: u hebt in de afgelopen zes (6) jaar …"', async () => {
    const found = await quoted(
      [
        'Kerncompetentie onderhoud: u hebt in de afgelopen zes (6) jaar ten minste één schutsluis gerenoveerd en opgeleverd.',
        ...NL_OTHERS,
      ],
      'REFERENTIE\nOpdrachtgever: Waterschap Noorderzijl.\nProject: schutsluis Oosterdiep, gerenoveerd van 2021 tot en met 2023.\nDe opdrachtgever verklaart dat het werk naar tevredenheid is uitgevoerd.',
    );
    expect(found).toContain(
      'Project: schutsluis Oosterdiep, gerenoveerd van 2021 tot en met 2023.',
    );
  });

  it('finds the English one for "Core competence …: you have in the last six (6) years …"', async () => {
    const found = await quoted(
      [
        'Core competence maintenance: you have in the last six (6) years refurbished and handed over at least one lock gate.',
        ...EN_OTHERS,
      ],
      'REFERENCE\nClient: Northmoor Drainage Board.\nProject: lock gate at Eastfield, refurbished from 2021 to 2023.\nThe client confirms the work was carried out to its satisfaction.',
    );
    expect(found).toContain('Project: lock gate at Eastfield, refurbished from 2021 to 2023.');
  });
});

describe('an amendment that restates a demand in quotes', () => {
  it('finds the Dutch reference for \'S2 luidt voortaan: "…"\'', async () => {
    const found = await quoted(
      [
        'S2 luidt voortaan: "Kerncompetentie onderhoud: u hebt in de afgelopen negen (9) jaar ten minste één schutsluis gerenoveerd en opgeleverd."',
        ...NL_OTHERS,
      ],
      'REFERENTIE\nOpdrachtgever: Waterschap Noorderzijl.\nProject: schutsluis Oosterdiep, gerenoveerd van 2021 tot en met 2023.\nDe opdrachtgever verklaart dat het werk naar tevredenheid is uitgevoerd.',
    );
    expect(found).toContain(
      'Project: schutsluis Oosterdiep, gerenoveerd van 2021 tot en met 2023.',
    );
  });

  it('finds the English one for \'Condition S2 now reads: "…"\'', async () => {
    const found = await quoted(
      [
        'Condition S2 now reads: "Core competence maintenance: you have in the last nine (9) years refurbished and handed over at least one lock gate."',
        ...EN_OTHERS,
      ],
      'REFERENCE\nClient: Northmoor Drainage Board.\nProject: lock gate at Eastfield, refurbished from 2021 to 2023.\nThe client confirms the work was carried out to its satisfaction.',
    );
    expect(found).toContain('Project: lock gate at Eastfield, refurbished from 2021 to 2023.');
  });
});
