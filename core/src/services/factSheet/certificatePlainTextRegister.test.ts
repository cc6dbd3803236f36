/**
 * A certificate register typed as spaced columns in a plain-text upload (issue 19, bid-writer
 * review 2026-11-27): each row is one certificate, read from its own cells, and a number stated
 * on another line for another registration is never taken. The text reaches the fact sheet as a
 * .txt upload does (readPlainText), not as written.
 */
import { describe, expect, it } from 'vitest';
import { readPlainText } from '../knowledgeBases/plainText';
import { certificateDetails } from './certificateTestSheet';

const uploaded = (text: string) =>
  (readPlainText(new TextEncoder().encode(text))!.pages ?? []).join('\n\n');
const read = async (text: string) => certificateDetails(uploaded(text), 'Certificates.txt');

describe('a register of spaced columns uploaded as text', () => {
  it.each([
    [
      'English, four spaces between cells',
      'Certified management systems (register as at 1 October 2026):\nStandard    Certificate no.    Certification body    Valid until\nISO 9001:2015    QA-40718    LRQA    31 May 2028\nISO 14001:2015    EM-51302    DNV    15 March 2029',
    ],
    [
      'English, tabs between cells',
      'Scheme\tNumber\tIssued by\tExpires\nISO 9001:2015\tQA-40718\tLRQA\t31 May 2028\nISO 14001:2015\tEM-51302\tDNV\t15 March 2029',
    ],
    [
      'Dutch, spaces between cells',
      'Norm      Certificaatnummer      Certificerende instelling      Geldig tot\nISO 9001:2015      QA-40718      LRQA      31 mei 2028\nISO 14001:2015      EM-51302      DNV      15 maart 2029',
    ],
    [
      'Dutch, tabs between cells',
      'Norm\tCertificaatnr.\tUitgegeven door\tVervaldatum\nISO 9001:2015\tQA-40718\tLRQA\t31 mei 2028\nISO 14001:2015\tEM-51302\tDNV\t15 maart 2029',
    ],
  ])('%s: each row its own number, body and expiry', async (_, text) => {
    expect(await read(text)).toEqual([
      { scheme: 'ISO 9001', number: 'QA-40718', issuer: 'LRQA', expiresOn: '2028-05-31' },
      { scheme: 'ISO 14001', number: 'EM-51302', issuer: 'DNV', expiresOn: '2029-03-15' },
    ]);
  });

  it.each([
    [
      'English',
      'Standard    Certificate no.    Certification body    Valid until\nISO 45001:2018    DI-OHS-22650    NSAI    14 February 2028\nThe ISO 45001 certificate covers planned maintenance and fault repair of public lighting.\nDijkman Infra Ireland Ltd is a Registered Electrical Contractor with Safe Electric (registration number E-30417).',
    ],
    [
      'Dutch',
      'Norm    Certificaatnummer    Certificerende instelling    Geldig tot\nISO 45001:2018    DI-OHS-22650    NSAI    14 februari 2028\nHet ISO 45001-certificaat geldt voor het onderhoud van openbare verlichting.\nDijkman Infra BV is erkend installateur bij Techniek Nederland (registratienummer E-30417).',
    ],
  ])('%s: a registration stated on the next line lends no number', async (_, text) => {
    const certificates = await read(text);
    expect(certificates.map((c) => c.number)).not.toContain('E-30417');
    expect(certificates).toContainEqual({
      scheme: 'ISO 45001',
      number: 'DI-OHS-22650',
      issuer: 'NSAI',
      expiresOn: '2028-02-14',
    });
  });
});
