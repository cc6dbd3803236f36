import { describe, expect, it } from 'vitest';
import { ValidationError, type Schema } from 'yup';
import * as model from './index';
import { isValidationKey } from './validationKeys';
import { parseValidationMessage, validationMessage } from './validationMessage';

/** Every error message a schema can produce, with abortEarly off. */
async function errorsOf(schema: Schema, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    return e.errors;
  }
}

const schemaEntries: [string, Schema][] = (Object.entries(model) as [string, unknown][])
  .filter(
    ([name, value]) => name.endsWith('Schema') && typeof (value as Schema).validate === 'function',
  )
  .map(([name, value]) => [name, value as Schema]);

describe('validation messages', () => {
  it('encodes parameters so they can be parsed back', () => {
    const msg = validationMessage('validation.tooLong', { max: 120 });
    expect(msg).toBe('validation.tooLong?max=120');
    expect(parseValidationMessage(msg)).toEqual({
      key: 'validation.tooLong',
      params: { max: '120' },
    });
    expect(parseValidationMessage('validation.required')).toEqual({
      key: 'validation.required',
      params: {},
    });
  });

  it('exports a good number of schemas', () => {
    expect(schemaEntries.length).toBeGreaterThan(25);
  });

  const garbage: unknown[] = [
    {},
    { name: '', description: 42, type: 'nope', extra: true },
    {
      name: 'x'.repeat(100_000),
      email: 'not-an-email',
      url: 'ftp://x',
      size: -1,
      role: 'god',
      uid: 'a/b',
    },
    { text: ' ', status: 'sideways', content: 'not-an-array', knowledgeBaseIds: ['a', 'a'] },
    [],
  ];
  it.each(schemaEntries)('%s only produces documented i18n keys', async (_name, schema) => {
    for (const value of garbage) {
      for (const message of await errorsOf(schema, value)) {
        const { key } = parseValidationMessage(message);
        expect(isValidationKey(key), `${message}`).toBe(true);
      }
    }
  });
});

describe('project schemas', () => {
  it('rejects an empty or blank project name with the spec message key', async () => {
    expect(await errorsOf(model.projectCreateSchema, { name: '   ' })).toEqual([
      'validation.projectNameEmpty',
    ]);
  });

  it('trims and fills defaults', () => {
    expect(model.projectCreateSchema.validateSync({ name: '  Brug Zwolle ' })).toEqual({
      name: 'Brug Zwolle',
      description: '',
      type: 'ai_draft',
      tenderId: null,
    });
  });

  it('rejects unknown fields so callables cannot be smuggled extra data', async () => {
    const errors = await errorsOf(model.projectCreateSchema, {
      name: 'A',
      ownerId: 'someone-else',
    });
    expect(errors.map((e) => parseValidationMessage(e))).toContainEqual({
      key: 'validation.unknownField',
      params: { unknown: 'ownerId' },
    });
  });

  it('requires the announcement date not to be after the deadline', async () => {
    const base = { dataSources: { knowledgeBaseIds: [], enableAll: true } };
    expect(
      await errorsOf(model.projectSettingsSchema, {
        ...base,
        submissionDeadline: 1000,
        announcementDate: 2000,
      }),
    ).toEqual(['validation.dateOrder']);
    expect(
      await errorsOf(model.projectSettingsSchema, {
        ...base,
        submissionDeadline: 2000,
        announcementDate: 1000,
      }),
    ).toEqual([]);
    expect(
      await errorsOf(model.projectSettingsSchema, {
        ...base,
        submissionDeadline: null,
        announcementDate: 1000,
      }),
    ).toEqual([]);
  });

  it('rejects duplicate knowledge bases in the data sources', async () => {
    expect(await errorsOf(model.dataSourcesSchema, { knowledgeBaseIds: ['kb1', 'kb1'] })).toEqual([
      'validation.duplicate',
    ]);
  });
});

describe('company schemas', () => {
  it('accepts the seed profile', () => {
    const profile = {
      description: 'Bouwbedrijf',
      cpvCodes: ['45000000-7', '45210000-2'],
      contractTypes: ['work', 'services'],
      publicationTypes: ['contract_notice', 'prior_notice'],
      scope: ['national', 'european'],
    };
    // A profile saved before issue 21 has no procedure types: read as "no preference".
    expect(model.companyProfileSchema.validateSync(profile)).toEqual({
      ...profile,
      procedureTypes: [],
    });
  });

  it('rejects malformed CPV codes and unknown enum values', async () => {
    const errors = await errorsOf(model.companyProfileSchema, {
      cpvCodes: ['4500000-7'],
      contractTypes: ['building'],
    });
    expect(errors).toEqual(['validation.cpvCode', 'validation.oneOf']);
  });

  it('checks bid/no-bid importance', async () => {
    expect(
      await errorsOf(model.bidNoBidCriterionSchema, {
        description: 'Min. omzet',
        importance: 'urgent',
      }),
    ).toEqual(['validation.oneOf']);
  });
});

describe('visual schema', () => {
  it('requires infographic size for infographics and drops image options', () => {
    expect(() =>
      model.visualCreateSchema.validateSync({ name: 'A', prompt: 'p', type: 'infographic' }),
    ).toThrow('validation.required');
    const ok = model.visualCreateSchema.validateSync({
      name: 'A',
      prompt: 'p',
      type: 'infographic',
      infographic: { width: 1080, height: 1350 },
      image: { aspectRatio: '1:1', styleType: 'auto', magicPrompt: 'on' },
    });
    expect(ok.infographic).toEqual({ width: 1080, height: 1350 });
    expect(ok.image).toBeNull();
    expect(ok.description).toBe('');
  });

  it('validates image options against the spec lists', async () => {
    const errors = await errorsOf(model.visualCreateSchema, {
      name: 'A',
      prompt: 'p',
      type: 'image',
      image: { aspectRatio: '5:4', styleType: 'auto', magicPrompt: 'maybe' },
    });
    expect(errors).toEqual(['validation.oneOf', 'validation.oneOf']);
  });
});

describe('user and customer schemas', () => {
  it('enforces the password minimum of the identity service', async () => {
    expect(await errorsOf(model.passwordSchema, '12345')).toEqual([
      'validation.passwordTooShort?min=6',
    ]);
    expect(await errorsOf(model.passwordSchema, '123456')).toEqual([]);
  });

  it('normalises e-mail addresses and rejects bad ones', async () => {
    expect(
      model.userCreateSchema.validateSync({ name: 'Sanne', email: ' Sanne@VanDijk.example ' })
        .email,
    ).toBe('sanne@vandijk.example');
    expect(
      await errorsOf(model.userCreateSchema, { name: 'S', email: 'sanne', role: 'owner' }),
    ).toEqual(['validation.email', 'validation.oneOf']);
  });

  it('lets customer contact fields be blank but valid when filled', async () => {
    expect(await errorsOf(model.customerSchema, { name: 'Gemeente Utrecht' })).toEqual([]);
    expect(
      await errorsOf(model.customerSchema, {
        name: 'G',
        email: 'x',
        website: 'javascript:alert(1)',
      }),
    ).toEqual(['validation.email', 'validation.url']);
    expect(model.customerSchema.cast({ name: 'G' }).type).toBe('other');
    expect(await errorsOf(model.customerSchema, { name: 'G', type: 'company' })).toEqual([
      'validation.oneOf',
    ]);
    expect(
      await errorsOf(model.customerSchema, { name: 'G', registrationNumber: '1'.repeat(41) }),
    ).toEqual(['validation.tooLong?max=40']);
  });

  it('recognises a customer however its name is spelt', () => {
    expect(model.customerNameKey('  Gemeente  Den-Haag ')).toBe('gemeente den haag');
    expect(model.customerNameKey('Gemeente ’s-Hertogenbosch')).toBe(
      model.customerNameKey('gemeente s hertogenbosch'),
    );
    expect(model.customerNameKey('Université de Liège')).toBe('universite de liege');
    expect(model.customerNameKey('Gemeente Utrecht')).not.toBe(
      model.customerNameKey('Provincie Utrecht'),
    );
  });
});

describe('ticket schemas', () => {
  it('requires category, subject and description; defaults priority', async () => {
    expect(await errorsOf(model.ticketCreateSchema, {})).toEqual([
      'validation.required',
      'validation.required',
      'validation.required',
    ]);
    expect(
      model.ticketCreateSchema.validateSync({ category: 'billing', subject: 'S', description: 'D' })
        .priority,
    ).toBe('medium');
  });
});
