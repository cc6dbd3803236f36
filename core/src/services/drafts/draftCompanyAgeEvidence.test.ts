/**
 * Set 22's class of the evidence (issue 19, item 2), with wording written for these tests: a
 * demand on the company's age is answered by a dated registration or founding, never by any
 * sentence with a number of years in it.
 */
import { describe, expect, it } from 'vitest';
import { asksForTheCompanysAge, datesTheCompany } from './draftCompanyAgeEvidence';

describe("the company's age", () => {
  it('en: registration or time in business for a minimum of years', () => {
    expect(asksForTheCompanysAge('C2 Firm registered for at least six (6) years')).toBe(true);
    expect(
      asksForTheCompanysAge('The supplier shall have been in business for a minimum of 3 years'),
    ).toBe(true);
    expect(asksForTheCompanysAge('Site engineer with at least eight years of experience')).toBe(
      false,
    );
    expect(asksForTheCompanysAge('Two contracts of similar size in the last five years')).toBe(
      false,
    );
    expect(
      datesTheCompany('Date of incorporation: 4 June 2019, Chamber of Commerce no. 5512.'),
    ).toBe(true);
    expect(datesTheCompany('We have operated the depot since 2016.')).toBe(true);
    expect(datesTheCompany('Staff receive a bonus after five years of service.')).toBe(false);
  });

  it('nl: ingeschreven of bestaand sinds ten minste een aantal jaren', () => {
    expect(
      asksForTheCompanysAge(
        'De inschrijver is ten minste vier jaar ingeschreven in het Handelsregister',
      ),
    ).toBe(true);
    expect(asksForTheCompanysAge('De onderneming bestaat minimaal 3 jaar')).toBe(true);
    expect(asksForTheCompanysAge('Een uitvoerder met minimaal vijf jaar werkervaring')).toBe(false);
    expect(datesTheCompany('Het bedrijf is opgericht in 2011 te Zwolle.')).toBe(true);
    expect(datesTheCompany('Datum van inschrijving: 2 februari 2018')).toBe(true);
    expect(datesTheCompany('Na vijf jaar dienstverband krijgt u een extra vrije dag.')).toBe(false);
  });
});
