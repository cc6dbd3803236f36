import { describe, expect, it } from 'vitest';
import { certificateDetails } from './certificateTestSheet';

/**
 * Audited registrations the sheet did not model, written for these tests (issue 19, item 6, set
 * 13's class): the Dutch PSO-prestatieladder (social enterprise), the Australian NHVAS mass and
 * maintenance management accreditations and Transport for NSW prequalification. Each is run and
 * granted by one body (PSO-Nederland, the National Heavy Vehicle Regulator, Transport for NSW),
 * its issuer when the text names no other; 'NHVAS-10882' alone is a number, not the scheme.
 */
describe('registrations read as certificates (issue 19, item 6)', () => {
  it.each([
    [
      'English, a website list line',
      '- Heavy vehicles: NHVAS Maintenance Management accreditation NHVAS-55102, expires 3 March 2027',
      {
        scheme: 'NHVAS Maintenance Management',
        number: 'NHVAS-55102',
        issuer: 'National Heavy Vehicle Regulator',
        expiresOn: '2027-03-03',
      },
    ],
    [
      'English, a register row with a period',
      '| Transport for NSW prequalification, Asphalt | Yes | Registration PQ-AS-30911, 01/02/2026 - 31/01/2029 |',
      {
        scheme: 'TfNSW prequalification',
        number: 'PQ-AS-30911',
        issuer: 'Transport for NSW',
        expiresOn: '2029-01-31',
      },
    ],
    [
      'English prose, NHVAS mass management',
      'We hold NHVAS Mass Management accreditation (number NHVAS-7702), valid until 14 May 2027.',
      {
        scheme: 'NHVAS Mass Management',
        number: 'NHVAS-7702',
        issuer: 'National Heavy Vehicle Regulator',
        expiresOn: '2027-05-14',
      },
    ],
    [
      'Dutch, een tabelregel PSO-prestatieladder',
      '| PSO-prestatieladder trede 3 | Ja | nr. PSO-25-1140, geldig tot 30-09-2028 |',
      {
        scheme: 'PSO-prestatieladder',
        number: 'PSO-25-1140',
        issuer: 'PSO-Nederland',
        expiresOn: '2028-09-30',
      },
    ],
    [
      'Dutch proza, Prestatieladder Socialer Ondernemen',
      'Wij zijn gecertificeerd op de Prestatieladder Socialer Ondernemen (certificaatnummer PSO-24-0071), geldig tot 1 juni 2027.',
      {
        scheme: 'PSO-prestatieladder',
        number: 'PSO-24-0071',
        issuer: 'PSO-Nederland',
        expiresOn: '2027-06-01',
      },
    ],
    [
      'Dutch, een NHVAS-accreditatie van de Australische vestiging',
      'Onze Australische vestiging heeft de NHVAS Mass Management-accreditatie, nummer NHVAS-3310, geldig t/m 31-12-2027.',
      {
        scheme: 'NHVAS Mass Management',
        number: 'NHVAS-3310',
        issuer: 'National Heavy Vehicle Regulator',
        expiresOn: '2027-12-31',
      },
    ],
  ])('%s', async (_, text, expected) => {
    expect(await certificateDetails(text)).toEqual([expected]);
  });

  it('does not read a bare NHVAS number or a prequalification not held as a certificate', async () => {
    expect(
      await certificateDetails('Our NHVAS-10882 trucks carry the accreditation label.'),
    ).toEqual([]);
    expect(
      await certificateDetails(
        '| Transport for NSW prequalification, Bridges | No | Not applied for |',
      ),
    ).toEqual([]);
  });
});
