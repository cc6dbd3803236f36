import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Wording written for these tests (issue 19, item 6): a paragraph long enough to be cut into its
 * sentences, where the sentence after a certificate's says when it lapsed and then names another
 * standard. The lapse is the first certificate's; the other standard takes none of its details.
 */
const brief = (text: string) => certificateDetails(text, 'Milieu.pdf');

describe('a certificate that lapsed, said in the next sentence of a long paragraph (issue 19)', () => {
  it('reads the lapse in English, and no certificate for the standard named after it', async () => {
    const text = [
      'Our approach to the environment',
      'Since 2016 we have measured the energy use of every site and published it in our annual report, together with the figures for waste, water and business travel of all our staff. Our environmental management was certified to ISO 14001 (certificate EM-30417, issued by DNV). That certificate lapsed on 31 January 2026 and we did not renew it, because our clients now ask for ISO 50001 instead.',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 14001', number: 'EM-30417', issuer: 'DNV', expiresOn: '2026-01-31' },
    ]);
  });

  it('reads the lapse in Dutch, and no certificate for the standard named after it', async () => {
    const text = [
      'Onze aanpak voor het milieu',
      'Sinds 2016 meten wij het energieverbruik van elke vestiging en publiceren wij het in ons jaarverslag, samen met de cijfers voor afval, water en dienstreizen van al onze medewerkers. Ons milieumanagementsysteem was gecertificeerd volgens ISO 14001 (certificaat MZ-5520, uitgereikt door Vinçotte). Dat certificaat is op 30 april 2026 vervallen en wij hebben het niet verlengd, omdat onze klanten nu naar ISO 20121 vragen.',
    ].join('\n');
    expect(await brief(text)).toEqual([
      { scheme: 'ISO 14001', number: 'MZ-5520', issuer: 'Vinçotte', expiresOn: '2026-04-30' },
    ]);
  });
});
