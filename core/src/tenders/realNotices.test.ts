/**
 * Every real notice in ../shared/data/ted parses, and the parse agrees field by field with
 * ted_notices_summary.json (a summary derived independently with Python's xml.etree).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countryCode, eformsInstant, languageCode, tedXmlInstant, uniqueCpv } from './codes';
import { parseNoticeXml } from './parseNotice';
import { buyerTimeZone } from './timeZones';

const TED = new URL('../../../../shared/data/ted/', import.meta.url);

type SummaryCriterion = { type: string | null; name: string | null; weight: string | null };
type SummaryLot = {
  lot_id: string | null;
  title: string | null;
  cpv: string[];
  nuts: string[];
  award_criteria: SummaryCriterion[];
  deadline_receipt_tenders?: string | null;
  deadline_receipt_requests?: string | null;
  deadline_expression_of_interest?: string | null;
  estimated_value?: string | null;
  currency?: string | null;
};
type SummaryNotice = {
  source_file: string;
  source_format: 'eforms-ubl' | 'ted-xml-r2.0.9';
  document_type: string | { code: string; label: string };
  publication_number: string;
  publication_date: string;
  notice_language: string;
  contract_nature: string | { code: string; label: string } | null;
  title: string | null;
  description: string | null;
  main_cpv: string | null;
  buyers: {
    name: string | null;
    city: string | null;
    country_iso2: string | null;
    nuts?: string;
  }[];
  estimated_value: string | null;
  currency: string | null;
  deadline_receipt_tenders?: string | null;
  procedure_type: string | { code: string; label: string } | null;
  lots: SummaryLot[];
};

const summary = JSON.parse(readFileSync(new URL('ted_notices_summary.json', TED), 'utf8')) as {
  notices: SummaryNotice[];
};

/** eForms deadlines in the summary are 'date time' with the zone on each part. */
function summaryDeadline(lot: SummaryLot) {
  const raw =
    lot.deadline_receipt_tenders ??
    lot.deadline_receipt_requests ??
    lot.deadline_expression_of_interest ??
    null;
  if (!raw) return null;
  const [date, time] = raw.split(' ');
  return eformsInstant(date ?? null, time ?? null)?.toMillis() ?? null;
}

/**
 * The summary's procedure types (eForms BT-105 codes; TED-XML PR_PROC code and label) in the
 * record's vocabulary, written out here from the codelists' labels, not taken from the parser.
 */
const PROCEDURE: Record<string, string | null> = {
  open: 'open',
  restricted: 'restricted',
  'neg-w-call': 'negotiated_with_call',
  'comp-dial': 'competitive_dialogue',
  'oth-mult': 'other',
  'Open procedure': 'open',
  'Restricted procedure': 'restricted',
  'Negotiated procedure': 'negotiated_with_call',
  'Competitive procedure with negotiation': 'negotiated_with_call',
  'Negotiated without a prior call for competition': 'negotiated_without_call',
  'Contract award without prior publication': 'negotiated_without_call',
  'Concession award procedure': 'other',
  'Not applicable': null,
  'Not specified': null,
};

function expectedProcedure(p: SummaryNotice['procedure_type']): string | null {
  if (p === null) return null;
  const key = typeof p === 'string' ? p : p.label;
  if (!(key in PROCEDURE)) throw new Error(`procedure type ${key} missing from the test's table`);
  return PROCEDURE[key]!;
}

/** eForms lot groups (GLO-0001) bundle lots; the summary lists them among the lots. */
const isLotGroup = (lot: SummaryLot) => /^GLO-/.test(lot.lot_id ?? '');

const NATURE: Record<string, string> = { supplies: 'supply', works: 'works', services: 'services' };
const EXPECTED_TYPE: Record<string, string> = {
  ContractNotice: 'contract_notice',
  ContractAwardNotice: 'award',
  PriorInformationNotice: 'prior_notice',
};

/** Whitespace differs between the two readers (xml.etree keeps inner newlines as written). */
/**
 * The summary leaves out the only awarded contract's VAL_ESTIMATED_TOTAL of this F03 notice
 * (AWARD_CONTRACT/AWARDED_CONTRACT/VALUES: 2500000.00 EUR), while it sums those values for the
 * other award notices; we read it like the others.
 */
const SUMMARY_MISSES_ESTIMATE: Record<string, { amount: number; currency: string }> = {
  '15463-2021': { amount: 2500000, currency: 'EUR' },
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

describe('real TED notices (../shared/data/ted)', () => {
  it('has all 95 real notices in the summary and every XML file in it', () => {
    const files = [
      ...readdirSync(new URL('eforms-real-notices/', TED)).map((f) => `eforms-real-notices/${f}`),
      ...readdirSync(new URL('ted-xml-r209-real-notices/', TED)).map(
        (f) => `ted-xml-r209-real-notices/${f}`,
      ),
    ].filter((f) => f.endsWith('.xml'));
    expect(files).toHaveLength(95);
    expect(summary.notices.map((n) => n.source_file).sort()).toEqual(files.sort());
  });

  for (const expected of summary.notices) {
    it(`parses ${expected.source_file} as the summary describes it`, () => {
      const xml = readFileSync(new URL(expected.source_file, TED), 'utf8');
      const t = parseNoticeXml(xml);
      const eforms = expected.source_format === 'eforms-ubl';

      expect(t.source).toBe('ted');
      expect(t.sourceId).toBe(expected.publication_number);
      expect(t.language).toBe(languageCode(expected.notice_language));
      expect(squash(t.title)).toBe(squash(expected.title));
      expect(squash(t.description)).toBe(squash(expected.description));
      expect(t.titles?.[t.language]).toBe(t.title);
      expect(t.mainCpv).toBe(expected.main_cpv);
      if (expected.main_cpv) expect(t.cpvCodes[0]).toBe(expected.main_cpv);
      expect(new Set(t.cpvCodes).size).toBe(t.cpvCodes.length);
      for (const lot of expected.lots) {
        for (const code of lot.cpv) expect(t.cpvCodes).toContain(code);
      }

      const buyer = expected.buyers[0];
      // Multilingual buyers: we take the name in the notice language, the summary the first one.
      if (t.buyer !== (buyer?.name ?? '')) {
        expect(xml).toContain(`>${escapeXml(t.buyer)}</cbc:Name>`);
        expect(xml).toContain(`>${escapeXml(buyer!.name!)}</cbc:Name>`);
      }
      expect(t.location).toBe(buyer?.city ?? '');
      expect(t.country).toBe(buyer?.country_iso2 ?? null);
      if (buyer?.nuts) expect(t.nuts).toContain(buyer.nuts);

      const published = eforms
        ? eformsInstant(expected.publication_date)
        : tedXmlInstant(expected.publication_date);
      expect(t.publishedAt.toMillis()).toBe(published?.toMillis());

      const nature =
        typeof expected.contract_nature === 'string'
          ? NATURE[expected.contract_nature]
          : expected.contract_nature
            ? NATURE[expected.contract_nature.label.toLowerCase()]
            : undefined;
      if (nature) expect(t.category).toBe(nature);

      if (typeof expected.document_type === 'string') {
        expect(t.publicationType).toBe(EXPECTED_TYPE[expected.document_type]);
      } else if (/award|result|ex ante/i.test(expected.document_type.label)) {
        expect(t.publicationType).toBe('award');
      }

      expect(t.procedureType ?? null).toBe(expectedProcedure(expected.procedure_type));

      const lots = expected.lots.filter((l) => !isLotGroup(l));
      const lotValues = lots.map((l) => l.estimated_value ?? null);
      const lotCurrencies = new Set(lots.map((l) => l.currency));
      if (SUMMARY_MISSES_ESTIMATE[expected.publication_number]) {
        expect(t.estimatedValue).toEqual(SUMMARY_MISSES_ESTIMATE[expected.publication_number]);
      } else if (
        expected.estimated_value === null &&
        lots.length &&
        lotValues.every((v) => v !== null) &&
        lotCurrencies.size === 1
      ) {
        // Only lot values: the notice's value is their sum.
        expect(t.estimatedValue).toEqual({
          amount: lotValues.reduce((sum, v) => sum + Number(v), 0),
          currency: lots[0]!.currency,
        });
      } else if (expected.estimated_value === null) {
        expect(t.estimatedValue ?? null).toBeNull();
      } else {
        expect(t.estimatedValue).toEqual({
          amount: Number(expected.estimated_value),
          currency: expected.currency,
        });
      }

      // Every lot: the same number (lot groups are no lots), ids, titles, CPV codes
      // (deduplicated), NUTS, values and award criteria.
      expect(t.lots ?? []).toHaveLength(lots.length);
      lots.forEach((lot, i) => {
        const got = t.lots![i]!;
        expect(got.id).toBe(lot.lot_id);
        expect(squash(got.title)).toBe(squash(lot.title));
        expect(got.cpvCodes).toEqual(uniqueCpv(lot.cpv));
        // xml.etree missed NUTS written without the n2016 prefix; we read both.
        for (const code of lot.nuts) expect(got.nuts).toContain(code);
        const criteria = lot.award_criteria.filter((c) => c.type !== null || c.name !== null);
        expect(got.awardCriteria.map((c) => c.type)).toEqual(
          criteria.map((c) =>
            c.type === 'stated-in-procurement-documents' ? 'documents' : c.type,
          ),
        );
        expect(got.awardCriteria.map((c) => c.name)).toEqual(criteria.map((c) => c.name));
        expect(got.awardCriteria.map((c) => c.weight)).toEqual(
          criteria.map((c) => {
            const n = c.weight === null ? null : /\d+(?:[.,]\d+)?/.exec(c.weight);
            return n ? Number(n[0].replace(',', '.')) : null;
          }),
        );
        if (lot.estimated_value) {
          expect(got.estimatedValue).toEqual({
            amount: Number(lot.estimated_value),
            currency: lot.currency,
          });
        }
        if (eforms) expect(got.deadline?.toMillis() ?? null).toBe(summaryDeadline(lot));
      });

      if (!eforms) {
        // TED-XML writes the buyer's wall-clock time: read in the buyer's zone.
        const raw = expected.deadline_receipt_tenders ?? null;
        const zone = buyerTimeZone(buyer?.country_iso2, [buyer?.nuts]);
        expect(t.deadline?.toMillis() ?? null).toBe(
          raw ? tedXmlInstant(raw, null, zone)?.toMillis() : null,
        );
      }
      expect(t.links.find((l) => l.label === 'notice')?.url).toContain(expected.publication_number);
    });
  }

  it('reads a TED-XML country given as UK as GB', () => {
    expect(countryCode('UK')).toBe('GB');
    const uk = summary.notices.find((n) => n.buyers[0]?.country_iso2 === 'GB');
    expect(uk).toBeDefined();
    expect(parseNoticeXml(readFileSync(new URL(uk!.source_file, TED), 'utf8')).country).toBe('GB');
  });
});

describe('TED-XML deadlines in the buyer’s time zone (issue 21)', () => {
  const parse = (file: string) =>
    parseNoticeXml(readFileSync(new URL(`ted-xml-r209-real-notices/${file}`, TED), 'utf8'));

  it('reads an Irish, a British and a Portuguese buyer’s 12:00-style deadline in their own time', () => {
    // Dublin in summer is UTC+1: 16:00 there is 15:00 UTC (Brussels time would say 14:00 UTC).
    expect(parse('20-295737-001-EXP.xml').deadline?.toMillis()).toBe(Date.UTC(2020, 6, 31, 15));
    // London in winter is UTC: 13:00 on 4 January 2021 is 13:00 UTC.
    expect(parse('20-566267-001-EXP.xml').deadline?.toMillis()).toBe(Date.UTC(2021, 0, 4, 13));
    // Lisbon in winter is UTC: 17:00 on 3 March 2023.
    expect(parse('23-119901-001-EXP.xml').deadline?.toMillis()).toBe(Date.UTC(2023, 2, 3, 17));
  });

  it('keeps a Belgian buyer’s deadline in Brussels time', () => {
    const be = summary.notices.find(
      (n) =>
        n.source_format === 'ted-xml-r2.0.9' &&
        n.buyers[0]?.country_iso2 === 'BE' &&
        n.deadline_receipt_tenders,
    )!;
    const t = parseNoticeXml(readFileSync(new URL(be.source_file, TED), 'utf8'));
    expect(t.deadline?.toMillis()).toBe(tedXmlInstant(be.deadline_receipt_tenders!)?.toMillis());
  });

  it('takes the zone of a region that has its own (the Azores, the Canaries) over the capital’s', () => {
    expect(buyerTimeZone('PT', ['PT200'])).toBe('Atlantic/Azores');
    expect(buyerTimeZone('ES', ['ES703'])).toBe('Atlantic/Canary');
    expect(buyerTimeZone('ES', ['ES300'])).toBe('Europe/Madrid');
    expect(buyerTimeZone('FR', ['FRY40'])).toBe('Indian/Reunion');
    expect(buyerTimeZone(null, [])).toBe('Europe/Brussels');
    expect(tedXmlInstant('2021-07-01', '12:00', buyerTimeZone('PT', ['PT200']))?.toMillis()).toBe(
      Date.UTC(2021, 6, 1, 12),
    );
  });
});

describe('country codes', () => {
  it('converts every ISO alpha-3 code, not only the EU ones, and refuses codes that are no country', () => {
    expect(countryCode('NLD')).toBe('NL');
    expect(countryCode('GBR')).toBe('GB');
    expect(countryCode('JPN')).toBe('JP');
    expect(countryCode('CAN')).toBe('CA');
    expect(countryCode('EL')).toBe('GR');
    expect(countryCode('XYZ')).toBeNull();
    expect(countryCode('QQ')).toBeNull();
  });
});
