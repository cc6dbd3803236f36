/**
 * The buyer's registration number and contact, read from real notices (../shared/data/ted), so a
 * customer can be created from a tender's buyer with what the notice says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNoticeXml } from './parseNotice';

const TED = new URL('../../../../shared/data/ted/', import.meta.url);
const parse = (file: string) => parseNoticeXml(readFileSync(new URL(file, TED), 'utf8'));

describe('buyer details', () => {
  it('reads BT-501 and the contact of the eForms buyer organisation', () => {
    const t = parse('eforms-real-notices/2023-OJS165-00522031.xml');
    expect(t.location).toBe('Geel');
    expect(t.buyerDetails).toEqual({
      registrationNumber: 'JRC',
      contactName: null,
      email: 'jrc-geel-procurement@ec.europa.eu',
      phone: '003222991111',
      website: 'https://ec.europa.eu/jrc/',
    });
  });

  it('reads the contracting body of a TED-XML notice', () => {
    const t = parse('ted-xml-r209-real-notices/18-412273-001-EXP.xml');
    expect(t.buyer).toBe('CAPL');
    expect(t.buyerDetails).toEqual({
      registrationNumber: null,
      contactName: "M. le président de la Communauté d'Agglomération Cannes Pays de Lérins (CACPL)",
      email: 'marches.publics@cannespaysdelerins.fr',
      phone: '+33 489822700',
      website: 'http://www.cannespaysdelerins.fr',
    });
  });

  it('takes the national id where the notice gives one, not a placeholder', () => {
    expect(
      parse('ted-xml-r209-real-notices/19-111211-001-EXP.xml').buyerDetails?.registrationNumber,
    ).toBe('90000063185');
    // This buyer wrote 'N/A' in NATIONALID.
    expect(
      parse('ted-xml-r209-real-notices/19-289373-001-EXP.xml').buyerDetails?.registrationNumber,
    ).toBeNull();
  });
});
