/**
 * A role named by its title is a demand about people (issue 19, item 2; seventeenth set: a
 * criterion's sub-criteria 'Site agent', 'Contracts manager' were gaps, the CVs that answer them
 * being kept for demands about people only). Wording written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { asksAboutPeople } from './draftPeoplePassages';

describe('a role named by its title asks about people', () => {
  it.each([
    'Site agent',
    'Contracts manager (registered engineer)',
    'Hydrogeologist',
    'Works supervisor',
  ])('en: %s', (role) => expect(asksAboutPeople(role)).toBe(true));
  it.each(['Uitvoerder (MBO 4)', 'Werkvoorbereider', 'Hoofdinstallateur met NV-erkenning'])(
    'nl: %s',
    (role) => expect(asksAboutPeople(role)).toBe(true),
  );
  it.each([
    'Monitoring agent on every server',
    'Asset management software with audit trail',
    'Levering van omvormers en accubanken',
  ])('no role: %s', (text) => expect(asksAboutPeople(text)).toBe(false));
});

describe("the company's own experience is no demand about people", () => {
  it.each([
    'Company experience in pipeline repairs',
    'Experience of the tenderer with solar farms',
  ])('en: %s', (text) => expect(asksAboutPeople(text)).toBe(false));
  it.each(['Ervaring van de inschrijver met zonneparken', 'Bedrijfservaring in leidingherstel'])(
    'nl: %s',
    (text) => expect(asksAboutPeople(text)).toBe(false),
  );
  it.each(['Experience of the site agent', 'Ervaring van de uitvoerder'])(
    'a person’s experience still is: %s',
    (text) => expect(asksAboutPeople(text)).toBe(true),
  );
});
