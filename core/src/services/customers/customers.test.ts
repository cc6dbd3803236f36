import { describe, expect, it } from 'vitest';
import { MemoryDocStore } from '../../memory/index';
import { customerNameKey } from '../../model/customer';
import { newCustomer } from '../../model/factories';
import { refs } from '../../model/paths';
import { customerInputFromTender, customerTypeOfName, findCustomerByName } from './fromTender';
import { isCustomersMatch, isCustomersProject, matchesCustomerSearch } from './customerLinks';

const countries = (code: string) => ({ NL: 'Nederland', BE: 'België' })[code] ?? code;

describe('a customer from a tender’s buyer', () => {
  it('takes name, kind, place, registration number and contact from the notice', () => {
    expect(
      customerInputFromTender(
        {
          buyer: 'Gemeente Zaanstad',
          location: 'Zaandam',
          country: 'NL',
          buyerDetails: {
            registrationNumber: '00000001002220647000',
            contactName: 'Inkoop',
            email: 'Inkoop@Zaanstad.nl',
            phone: '+31 75 655 2911',
            website: 'https://www.zaanstad.nl',
          },
        },
        countries,
      ),
    ).toEqual({
      name: 'Gemeente Zaanstad',
      type: 'municipality',
      registrationNumber: '00000001002220647000',
      place: 'Zaandam, Nederland',
      contactName: 'Inkoop',
      email: 'inkoop@zaanstad.nl',
      phone: '+31 75 655 2911',
      website: 'https://www.zaanstad.nl',
      notes: '',
    });
  });

  it('leaves out what the notice lacks or what the form would refuse', () => {
    expect(
      customerInputFromTender(
        {
          buyer: 'Hoogheemraadschap Hollands Noorderkwartier',
          location: '',
          country: null,
          buyerDetails: {
            registrationNumber: null,
            contactName: null,
            email: 'not an address',
            phone: '1'.repeat(60),
            website: 'www.hhnk.nl',
          },
        },
        countries,
      ),
    ).toMatchObject({
      type: 'waterBoard',
      place: '',
      email: '',
      phone: '',
      website: '',
      registrationNumber: '',
    });
  });

  it('cuts a buyer name longer than a customer name, and still links the buyer to it', () => {
    const buyer = `Magistrat der Universitätsstadt Gießen ${'– Hochbauamt '.repeat(12)}`;
    const input = customerInputFromTender({ buyer, location: 'Gießen', country: null }, countries);
    expect(input.name.length).toBeLessThanOrEqual(120);
    const nameKey = customerNameKey(input.name);
    expect(isCustomersMatch({ tender: { buyer } } as never, nameKey)).toBe(true);
    expect(isCustomersProject({ buyer }, nameKey)).toBe(true);
  });

  it('guesses the kind of buyer from its name', () => {
    expect(customerTypeOfName('Provincie Noord-Holland')).toBe('province');
    expect(customerTypeOfName('Ministerie van Defensie')).toBe('centralGovernment');
    expect(customerTypeOfName('Hogeschool Utrecht')).toBe('education');
    expect(customerTypeOfName('Amsterdam UMC')).toBe('healthcare');
    expect(customerTypeOfName('Gemeinsame Forschungsstelle')).toBe('other');
  });

  it('finds the existing customer however the name is spelt', async () => {
    const docs = new MemoryDocStore();
    await docs.setDoc(
      refs.customer('c1', 'cu1'),
      newCustomer(
        customerInputFromTender(
          { buyer: 'Gemeente Den Haag', location: '', country: null },
          countries,
        ),
        'u1',
      ),
    );
    expect(await findCustomerByName(docs, 'c1', '  GEMEENTE den-Haag')).toBe('cu1');
    expect(await findCustomerByName(docs, 'c1', 'Gemeente Delft')).toBeNull();
    expect(await findCustomerByName(docs, 'c2', 'Gemeente Den Haag')).toBeNull();
  });
});

describe('a customer’s projects, tenders and search', () => {
  it('links by the folded buyer name', () => {
    expect(isCustomersProject({ buyer: 'Gemeente  Den Haag' }, 'gemeente den haag')).toBe(true);
    expect(isCustomersProject({}, 'gemeente den haag')).toBe(false);
    expect(isCustomersProject({ buyer: '' }, '')).toBe(false);
    expect(
      isCustomersMatch({ tender: { buyer: 'GEMEENTE DEN HAAG' } } as never, 'gemeente den haag'),
    ).toBe(true);
  });

  it('searches name, place, registration and contact, every word', () => {
    const customer = {
      ...customerInputFromTender(
        { buyer: 'Gemeente Zaanstad', location: 'Zaandam', country: 'NL' },
        countries,
      ),
      nameKey: 'gemeente zaanstad',
    } as never;
    expect(matchesCustomerSearch(customer, 'zaandam gemeente')).toBe(true);
    expect(matchesCustomerSearch(customer, 'zaanstad utrecht')).toBe(false);
    expect(matchesCustomerSearch(customer, '  ')).toBe(true);
  });
});
