/** Matching on real notices with realistic Dutch company profiles. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_PROFILE } from '../../model/company';
import { parseNoticeXml } from '../../tenders/parseNotice';
import { feedbackShift } from './feedback';
import { buildMatchIndex } from './buildMatchIndex';
import { candidateProfiles } from './matchCandidates';
import { matchTenders } from './matchIndex';
import type { MatchProfile } from './matchProfile';
import { scoreTender } from './scoreTender';

const TED = new URL('../../../../../shared/data/ted/', import.meta.url);
const notice = (f: string) => parseNoticeXml(readFileSync(new URL(f, TED), 'utf8'));

/** Openbare verlichting, Heemstede (NL, services, 50232100, F02 contract notice, Dutch). */
const lighting = notice('ted-xml-r209-real-notices/21-064844-001-EXP.xml');
/** ICT-diensten raamovereenkomst (BE, services, 72500000 …, award notice, Dutch). */
const ictAward = notice('eforms-real-notices/2024-OJS198-00611835.xml');
/** Waste transfer station, Brent Cross (GB, works, 45232470 …). */
const brentCross = notice('ted-xml-r209-real-notices/20-246700-001-EXP.xml');

const lightingCompany: MatchProfile = {
  companyId: 'lumen',
  country: 'NL',
  profile: {
    description:
      'Wij verzorgen onderhoud van openbare verlichting en straatverlichting voor gemeenten: preventief en correctief onderhoud van lichtmasten en armaturen.',
    cpvCodes: ['50232000-0'],
    contractTypes: ['services'],
    publicationTypes: ['contract_notice', 'prior_notice'],
    scope: ['national'],
  },
  bidNoBid: [{ description: 'Raamovereenkomst', importance: 'high' }],
};

const ictCompany: MatchProfile = {
  companyId: 'bytes',
  country: 'NL',
  profile: {
    description: 'Software development, IT support and maintenance services.',
    cpvCodes: ['72000000-5'],
    contractTypes: ['services'],
    publicationTypes: ['contract_notice'],
    scope: ['european'],
  },
  bidNoBid: [],
};

describe('procedure type preference (issue 21)', () => {
  const restricted = [
    ...['ted-xml-r209-real-notices/', 'eforms-real-notices/'].flatMap((d) =>
      readdirSync(new URL(d, TED)).map((f) => `${d}${f}`),
    ),
  ]
    .map(notice)
    .find((t) => t.procedureType === 'restricted' && t.publicationType === 'contract_notice')!;
  const company = (procedureTypes: MatchProfile['profile']['procedureTypes']): MatchProfile => ({
    companyId: 'p',
    country: 'NL',
    profile: {
      ...EMPTY_COMPANY_PROFILE,
      cpvCodes: [`${restricted.cpvCodes[0]}-0`],
      procedureTypes,
    },
    bidNoBid: [],
  });

  it('costs 10 points, with a reason saying so, when the tender’s procedure is not one the company bids in', () => {
    const any = scoreTender(restricted, company([]));
    const openOnly = scoreTender(restricted, company(['open']));
    expect(openOnly.score).toBe(any.score - 10);
    expect(openOnly.reasons).toContainEqual(
      expect.objectContaining({
        code: 'procedureType',
        key: 'signaling.reasons.procedureTypeMismatch',
        weight: -10,
        params: { procedureType: 'restricted' },
      }),
    );
    expect(scoreTender(restricted, company(['open', 'restricted'])).score).toBe(any.score);
  });

  it('does not restrict a tender whose notice gives no procedure type', () => {
    const unknown = { ...restricted, procedureType: null };
    expect(scoreTender(unknown, company(['open'])).score).toBe(
      scoreTender(unknown, company([])).score,
    );
  });
});

describe('scoreTender', () => {
  it('scores the street-lighting notice high for a Dutch lighting company, with reasons', () => {
    const { score, reasons } = scoreTender(lighting, lightingCompany);
    expect(score).toBeGreaterThanOrEqual(80);
    const cpv = reasons.find((r) => r.code === 'cpvRelated')!;
    expect(cpv.key).toBe('signaling.reasons.cpv.narrower');
    expect(cpv.params).toEqual({ tenderCode: '50232100', companyCode: '50232000' });
    const words = reasons.find((r) => r.code === 'keyword')!;
    expect(String(words.params!.words)).toMatch(/verlichting|onderhoud/);
    expect(reasons.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'signaling.reasons.scopeNational',
        'signaling.reasons.contractType',
        'signaling.reasons.publicationType',
        'signaling.reasons.bidNoBid',
      ]),
    );
  });

  it('scores the same notice low for an ICT company, and explains only what fits', () => {
    const { score, reasons } = scoreTender(lighting, ictCompany);
    expect(score).toBeLessThan(40);
    const points = reasons.filter((r) => !r.mismatch);
    expect(points.some((r) => r.code === 'cpvExact' || r.code === 'cpvRelated')).toBe(false);
    expect(reasons.find((r) => r.mismatch && r.code === 'cpvRelated')?.key).toBe(
      'signaling.reasons.cpvUnrelated',
    );
  });

  it('does not count an award notice as the publication type a company wants', () => {
    const { reasons, score } = scoreTender(ictAward, ictCompany);
    expect(ictAward.publicationType).toBe('award');
    expect(reasons.some((r) => r.code === 'publicationType' && !r.mismatch)).toBe(false);
    expect(reasons.find((r) => r.code === 'cpvRelated')?.key).toBe(
      'signaling.reasons.cpv.narrower',
    );
    expect(score).toBeGreaterThan(50);
  });

  it('gives a company without any preference the neutral points and nothing else', () => {
    const { score, reasons } = scoreTender(brentCross, {
      companyId: 'blank',
      country: 'NL',
      profile: EMPTY_COMPANY_PROFILE,
      bidNoBid: [],
    });
    expect(reasons.map((r) => r.key)).toEqual([
      'signaling.reasons.contractTypeAny',
      'signaling.reasons.publicationType',
      // A British buyer: neither national nor European for a Dutch company.
      'signaling.reasons.scopeMismatch',
    ]);
    expect(score).toBe(20);
  });

  it('handles a profile with 200 CPV codes and a tender without codes', () => {
    const many: MatchProfile = {
      ...ictCompany,
      profile: {
        ...ictCompany.profile,
        cpvCodes: Array.from({ length: 200 }, (_, i) => `${72000000 + i * 100}`),
      },
    };
    expect(scoreTender(lighting, many).score).toBeGreaterThanOrEqual(0);
    const noCodes = { ...lighting, cpvCodes: [] };
    const s = scoreTender(noCodes, lightingCompany);
    expect(s.reasons.some((r) => r.code.startsWith('cpv'))).toBe(false);
    expect(s.score).toBeGreaterThan(0);
  });
});

describe('the explanation (issue 21)', () => {
  const sum = (reasons: readonly { weight: number }[]) => reasons.reduce((s, r) => s + r.weight, 0);

  it('gives every reason whole points, most first, adding up to the score', () => {
    const { score, reasons } = scoreTender(lighting, lightingCompany);
    expect(reasons.every((r) => Number.isInteger(r.weight))).toBe(true);
    expect(sum(reasons)).toBe(score);
    const points = reasons.filter((r) => !r.mismatch).map((r) => r.weight);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });

  it('lists what the profile asks and the tender lacks: scope, notice type, contract type', () => {
    // A national-only, contract-notice-only supplier of goods, and a British works notice.
    const { score, reasons } = scoreTender(
      { ...brentCross, publicationType: 'prior_notice' },
      {
        ...lightingCompany,
        profile: {
          ...lightingCompany.profile,
          contractTypes: ['delivery'],
          publicationTypes: ['contract_notice'],
          scope: ['national'],
        },
      },
    );
    const mismatches = reasons.filter((r) => r.mismatch);
    expect(mismatches.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'signaling.reasons.scopeMismatch',
        'signaling.reasons.publicationTypeMismatch',
        'signaling.reasons.contractTypeMismatch',
      ]),
    );
    expect(mismatches.every((r) => r.weight === 0)).toBe(true);
    // Mismatches come after every reason with points, and nothing claims the type fits.
    expect(reasons.slice(-mismatches.length).every((r) => r.mismatch)).toBe(true);
    expect(reasons.some((r) => r.key === 'signaling.reasons.publicationType')).toBe(false);
    expect(sum(reasons)).toBe(score);
  });

  it('says an award notice cannot be bid on and a notice without buyer country has no scope', () => {
    const { reasons } = scoreTender({ ...ictAward, country: null }, ictCompany);
    const keys = reasons.filter((r) => r.mismatch).map((r) => r.key);
    expect(keys).toContain('signaling.reasons.publicationTypeAward');
    expect(keys).toContain('signaling.reasons.scopeUnknown');
  });

  it('shows a clamp as a reason of its own, so the points still add up', () => {
    const exact = scoreTender(lighting, { ...lightingCompany, bidNoBid: [] });
    const up = { points: 15, up: 3, down: 0 };
    const { score, reasons } = scoreTender(lighting, lightingCompany, { feedbackShift: up });
    expect(exact.score + 15).toBeGreaterThan(100);
    expect(score).toBe(100);
    expect(reasons.find((r) => r.code === 'capped')!.weight).toBeLessThan(0);
    expect(sum(reasons)).toBe(100);
  });

  it('caps the criteria together: the most important keep their points', () => {
    const many: MatchProfile = {
      ...lightingCompany,
      bidNoBid: [
        { description: 'openbare verlichting', importance: 'medium' },
        { description: 'onderhoud', importance: 'critical' },
        { description: 'lichtmasten', importance: 'critical' },
      ],
    };
    const { score, reasons } = scoreTender(lighting, many);
    const criteria = reasons.filter((r) => r.code === 'bidNoBid' && !r.mismatch);
    expect(sum(criteria)).toBeLessThanOrEqual(10);
    expect(criteria[0]!.params!.importance).toBe('critical');
    expect(sum(reasons)).toBe(score);
  });

  it('shows only content words of the profile: no stop words, no project names', () => {
    const profile: MatchProfile = {
      ...lightingCompany,
      profile: {
        ...lightingCompany.profile,
        description: 'Onderhoud voor openbare verlichting door het hele land, voor gemeenten.',
      },
    };
    const tender = {
      ...lighting,
      description: `${lighting.description} Werk voor de gemeente door het hele Nederland.`,
    };
    const words = scoreTender(tender, profile).reasons.find((r) => r.code === 'keyword')!;
    const shown = String(words.params!.words).split(', ');
    expect(shown).toContain('verlichting');
    for (const stop of ['voor', 'door', 'nederland']) expect(shown).not.toContain(stop);
  });
});

describe('feedback', () => {
  it('raises scores of tenders like the ones rated up, lowers those rated down, capped', () => {
    const base = scoreTender(lighting, ictCompany).score;
    const up = feedbackShift(lighting.cpvCodes, [{ vote: 'up', cpvCodes: ['50232110'] }]);
    expect(up.points).toBeGreaterThan(0);
    const raised = scoreTender(lighting, ictCompany, { feedbackShift: up });
    expect(raised.score).toBeGreaterThan(base);
    expect(raised.reasons.find((r) => r.code === 'feedback')?.key).toBe(
      'signaling.reasons.feedbackUp',
    );
    const down = feedbackShift(
      lighting.cpvCodes,
      Array.from({ length: 10 }, () => ({ vote: 'down' as const, cpvCodes: ['50232100'] })),
    );
    expect(down).toEqual({ points: -15, up: 0, down: 10 });
    // Votes on unrelated work do not move the score.
    expect(feedbackShift(lighting.cpvCodes, [{ vote: 'up', cpvCodes: ['72000000'] }]).points).toBe(
      0,
    );
  });
});

describe('match index', () => {
  const index = buildMatchIndex([lightingCompany, ictCompany]);

  it('proposes only companies sharing a CPV group or a division code', () => {
    expect(candidateProfiles(index, lighting.cpvCodes).map((p) => p.companyId)).toEqual(['lumen']);
    expect(candidateProfiles(index, ictAward.cpvCodes).map((p) => p.companyId)).toEqual(['bytes']);
    expect(candidateProfiles(index, ['03000000'])).toEqual([]);
  });

  it('gives the same scores as comparing every pair, for the pairs that can score', () => {
    const results = matchTenders([lighting, ictAward, brentCross], index, { minScore: 40 });
    expect(results[0]!.results().map((m) => m.companyId)).toEqual(['lumen']);
    expect(results[0]!.result(0)).toEqual({
      companyId: 'lumen',
      ...scoreTender(lighting, lightingCompany),
    });
    expect(results[1]!.results().map((m) => m.companyId)).toEqual(['bytes']);
    expect(results[2]!.length).toBe(0);
  });

  it('keeps a company in two of the tender’s CPV groups once, with its best code’s score', () => {
    const builder: MatchProfile = {
      companyId: 'builder',
      country: 'NL',
      profile: {
        ...EMPTY_COMPANY_PROFILE,
        description: 'Wegenbouw en installatiewerk',
        cpvCodes: ['45233000', '45310000'],
      },
      bidNoBid: [],
    };
    // The group-453 code (same group: 22.5 CPV points) comes first, the 452 code (under the
    // company's 45233000: 45 points) second, so the better list is scored last.
    const tender = {
      title: 'Wegenbouw',
      description: 'Aanleg van wegen',
      category: 'works' as const,
      cpvCodes: ['45320000', '45233100'],
      publicationType: 'contract_notice' as const,
      country: 'NL',
    };
    const [list] = matchTenders([tender], buildMatchIndex([builder]), { minScore: 0 });
    expect(list!.length).toBe(1);
    expect(list!.score(0)).toBe(scoreTender(tender, builder).score);
    expect(list!.result(0)).toEqual({ companyId: 'builder', ...scoreTender(tender, builder) });
    expect(list!.result(0).reasons[0]).toMatchObject({ code: 'cpvRelated', weight: 45 });
  });

  it('keeps exactly the pairs brute force keeps, with the same scores, on real notices', () => {
    const dir = (d: string) =>
      readdirSync(new URL(d, TED))
        .filter((f) => f.endsWith('.xml'))
        .map((f) => notice(`${d}${f}`));
    const tenders = [...dir('eforms-real-notices/'), ...dir('ted-xml-r209-real-notices/')];
    // Companies from the notices' own codes, cut to each level, plus words of their titles, so
    // that every CPV relation, the text overlap and the criteria all occur.
    const companies: MatchProfile[] = tenders.slice(0, 40).map((t, i) => ({
      companyId: `c${i}`,
      country: ['NL', 'BE', 'DE'][i % 3]!,
      profile: {
        description: `${t.title} ${tenders[(i * 7) % tenders.length]!.title}`,
        cpvCodes: t.cpvCodes.slice(0, 2).map((c) => c.slice(0, 2 + (i % 7)).padEnd(8, '0')),
        contractTypes: i % 4 ? [(['services', 'work', 'delivery'] as const)[i % 3]!] : [],
        publicationTypes: i % 5 ? ['contract_notice'] : [],
        scope: i % 2 ? ['national'] : ['european'],
        // Issue 21: some companies bid in open procedures only, some in restricted ones too.
        procedureTypes: i % 3 === 0 ? [] : i % 3 === 1 ? ['open'] : ['open', 'restricted'],
      },
      bidNoBid: [{ description: tenders[(i * 3) % tenders.length]!.title, importance: 'critical' }],
    }));
    // A company without codes (a candidate for every tender, on text alone) and one with every
    // code of a multi-code notice (in several of its candidate lists, counted once).
    const multi = tenders.find((t) => new Set(t.cpvCodes.map((c) => c.slice(0, 3))).size > 1)!;
    companies.push(
      {
        companyId: 'no-codes',
        country: 'NL',
        profile: {
          description: `${tenders[3]!.title} ${tenders[4]!.description ?? ''}`,
          cpvCodes: [],
          contractTypes: [],
          publicationTypes: [],
          scope: [],
        },
        bidNoBid: [{ description: tenders[5]!.title, importance: 'high' }],
      },
      {
        companyId: 'many-lists',
        country: 'BE',
        profile: {
          description: `${multi.title} ${multi.description ?? ''}`,
          cpvCodes: multi.cpvCodes,
          contractTypes: [],
          publicationTypes: [],
          scope: [],
        },
        bidNoBid: [{ description: multi.title, importance: 'low' }],
      },
    );
    const feedback = new Map([
      ['c1', [{ vote: 'up' as const, cpvCodes: tenders[1]!.cpvCodes }]],
      ['c2', [{ vote: 'down' as const, cpvCodes: tenders[2]!.cpvCodes }]],
    ]);
    const indexed = buildMatchIndex(companies, { feedback });
    for (const minScore of [0, 50]) {
      const fast = matchTenders(tenders, indexed, { minScore });
      tenders.forEach((tender, t) => {
        const candidates = new Set(
          candidateProfiles(indexed, tender.cpvCodes).map((p) => p.companyId),
        );
        const brute = companies
          .filter((c) => candidates.has(c.companyId))
          .map((c) => {
            const votes = feedback.get(c.companyId);
            const shift = votes ? feedbackShift(tender.cpvCodes, votes) : undefined;
            return { companyId: c.companyId, ...scoreTender(tender, c, { feedbackShift: shift }) };
          })
          .filter((m) => m.score >= minScore);
        const got = fast[t]!.results();
        expect(sortById(got)).toEqual(sortById(brute));
        // Every explanation's whole points add up to its score (issue 21).
        for (const m of got) expect(m.reasons.reduce((s, r) => s + r.weight, 0)).toBe(m.score);
        got.forEach((m, k) => expect(fast[t]!.score(k)).toBe(m.score));
      });
    }
    // The sample is not trivial: it keeps matches above 50 and drops some below.
    const kept = matchTenders(tenders, indexed, { minScore: 50 }).reduce((n, l) => n + l.length, 0);
    expect(kept).toBeGreaterThan(10);
  }, 60_000);
});

const sortById = <T extends { companyId: string }>(list: T[]) =>
  [...list].sort((a, b) => a.companyId.localeCompare(b.companyId));
