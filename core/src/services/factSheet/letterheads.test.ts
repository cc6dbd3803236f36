import { describe, expect, it } from 'vitest';
import { type LetterheadRule, letterheadBody, letterheadName } from './letterheads';
import { registerLetterhead } from './registrationNotes';
import { accreditationLetterhead } from './certificateHeads';
import type { Segment } from './segments';

const certifies: LetterheadRule = { kind: /\b(?:certification|certificering)\b/i };
const keepsRegister: LetterheadRule = {
  kind: /\b(?:guild|gilde)\b/i,
  fewestWords: 2,
  everyWordCapitalised: true,
};

describe('letterheadName', () => {
  it('takes the part before a dash or a bar', () => {
    expect(letterheadName('Harbourline Certification Ltd - Certificate HC-77')).toBe(
      'Harbourline Certification Ltd',
    );
    expect(letterheadName('Duinrand Certificering B.V. | Postbus 4, Gouda')).toBe(
      'Duinrand Certificering B.V.',
    );
    expect(letterheadName('  Gilde van Steenhouwers  ')).toBe('Gilde van Steenhouwers');
  });

  it('keeps a hyphen inside a word', () => {
    expect(letterheadName('Noord-Veluwe Certificering')).toBe('Noord-Veluwe Certificering');
  });
});

describe('letterheadBody', () => {
  it('reads a short capitalised name with its kind word, English and Dutch', () => {
    expect(letterheadBody('Harbourline Certification Ltd', certifies)).toBe(
      'Harbourline Certification Ltd',
    );
    expect(letterheadBody('Duinrand Certificering B.V.', certifies)).toBe(
      'Duinrand Certificering B.V.',
    );
  });

  it('reads no name with a digit, more than seven words, or no kind word', () => {
    expect(letterheadBody('Harbourline Certification 2026', certifies)).toBeNull();
    expect(
      letterheadBody('The Very Long Harbourline Certification Company Of The North', certifies),
    ).toBeNull();
    expect(letterheadBody('Duinrand Adviesgroep B.V.', certifies)).toBeNull();
  });

  it('asks a capital at the start, or at every word but a particle when the rule says so', () => {
    expect(letterheadBody('harbourline Certification', certifies)).toBeNull();
    expect(letterheadBody('Guild of Stone Carvers', keepsRegister)).toBe('Guild of Stone Carvers');
    expect(letterheadBody('Gilde van de Steenhouwers', keepsRegister)).toBe(
      'Gilde van de Steenhouwers',
    );
    expect(letterheadBody('Guild members list', keepsRegister)).toBeNull();
  });

  it("keeps the rule's fewest words and longest name", () => {
    expect(letterheadBody('Gilde', keepsRegister)).toBeNull();
    const short = { ...certifies, longest: 20 };
    expect(letterheadBody('Harbourline Certification Ltd', short)).toBeNull();
  });

  it('takes a known body by its own name before the kind word', () => {
    const known = (name: string) => (name.startsWith('Zwaluw') ? 'Zwaluw' : null);
    expect(letterheadBody('Zwaluw Nederland', { ...certifies, known })).toBe('Zwaluw');
    expect(letterheadBody('Zwaluw Nederland', certifies)).toBeNull();
  });
});

describe('the two callers', () => {
  it("reads a register keeper's letterhead, not a line with a number or a label", () => {
    expect(registerLetterhead('Chamber of Tilers - members roll')).toBe('Chamber of Tilers');
    expect(registerLetterhead('Vereniging Dakdekkers - ledenlijst')).toBe('Vereniging Dakdekkers');
    expect(registerLetterhead('Chamber of Tilers - roll 2026')).toBeNull();
    expect(registerLetterhead('Vereniging Dakdekkers: ledenlijst')).toBeNull();
  });

  it("reads an accreditation body's letterhead opening the text", () => {
    const seg = (text: string): Segment => ({ text, start: 0, end: text.length });
    expect(accreditationLetterhead([seg('Accreditation Council of Westmark - decision')])).toBe(
      'Accreditation Council of Westmark',
    );
    expect(accreditationLetterhead([seg('Stichting Accreditatie Zuid | besluit')])).toBe(
      'Stichting Accreditatie Zuid',
    );
    expect(accreditationLetterhead([seg('Westmark Certification Ltd - decision')])).toBeNull();
  });
});
