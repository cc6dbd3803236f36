/**
 * Every reason key matching and the bid/no-bid indication produce has English and Dutch text,
 * and every {{placeholder}} in those texts is filled by the reason's params. Keys are collected
 * by scoring the 95 real notices against profiles that reach every CPV relation, the text, scope,
 * criteria and both feedback directions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CPV_RELATIONS } from '../../cpv/cpvHierarchy';
import type { MatchReason } from '../../model/tender';
import { parseNoticeXml } from '../../tenders/parseNotice';
import { BID_REASON_KEYS, bidIndication } from '../signaling/bidNoBid';
import { feedbackShift } from './feedback';
import type { MatchProfile } from './matchProfile';
import { scoreTender } from './scoreTender';

const ROOT = new URL('../../../../', import.meta.url);
const TED = new URL('../shared/data/ted/', ROOT);
const locale = (l: string) =>
  JSON.parse(readFileSync(new URL(`locales/${l}.json`, ROOT), 'utf8')) as Record<string, unknown>;
const lookup = (messages: Record<string, unknown>, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

const tenders = ['eforms-real-notices/', 'ted-xml-r209-real-notices/'].flatMap((dir) =>
  readdirSync(new URL(dir, TED))
    .filter((f) => f.endsWith('.xml'))
    .map((f) => parseNoticeXml(readFileSync(new URL(`${dir}${f}`, TED), 'utf8'))),
);

function producedReasons(): MatchReason[] {
  const out: MatchReason[] = [];
  tenders.forEach((tender, i) => {
    const code = tender.cpvCodes[0] ?? '45000000';
    // Company codes at every distance from the tender's own: the code itself, an ancestor, a
    // descendant, and codes differing from the 5th, 4th and 3rd digit on.
    const differAt = (n: number) =>
      `${code.slice(0, n)}${(Number(code[n]) + 1) % 10}`.padEnd(8, '0');
    const significant = code.replace(/0+$/, '');
    const companyCodes = [
      code,
      code.slice(0, 3).padEnd(8, '0'),
      `${significant.slice(0, 7)}1`.padEnd(8, '0'),
      differAt(4),
      differAt(3),
      differAt(2),
    ];
    const profile: MatchProfile = {
      companyId: `c${i}`,
      country: i % 2 ? 'NL' : (tender.country ?? 'NL'),
      profile: {
        description: tender.title,
        cpvCodes: [companyCodes[i % companyCodes.length]!],
        contractTypes: i % 4 ? ['services'] : [],
        publicationTypes: i % 5 ? ['contract_notice'] : [],
        scope: i % 2 ? ['european'] : ['national'],
        procedureTypes: i % 3 ? ['innovation_partnership'] : [],
      },
      bidNoBid: [{ description: tender.title, importance: 'critical' }],
    };
    for (const vote of ['up', 'down'] as const) {
      const shift = feedbackShift(tender.cpvCodes, [{ vote, cpvCodes: tender.cpvCodes }]);
      out.push(...scoreTender(tender, profile, { feedbackShift: shift }).reasons);
    }
    out.push(
      ...scoreTender(tender, { ...profile, profile: { ...profile.profile, cpvCodes: [] } }).reasons,
    );
  });
  return out;
}

describe('reason texts', () => {
  const reasons = producedReasons();
  const keys = new Set(reasons.map((r) => r.key!));

  it('covers every kind of reason and every CPV relation', () => {
    for (const relation of CPV_RELATIONS.filter((r) => r !== 'exact' && r !== 'unrelated')) {
      expect(keys).toContain(`signaling.reasons.cpv.${relation}`);
    }
    for (const key of [
      'cpvExact',
      'keyword',
      'contractType',
      'contractTypeAny',
      'publicationType',
      'scopeNational',
      'scopeEuropean',
      'bidNoBid',
      'feedbackUp',
      'feedbackDown',
      'procedureTypeMismatch',
      'contractTypeMismatch',
      'publicationTypeMismatch',
      'publicationTypeAward',
      'scopeMismatch',
      'cpvUnrelated',
    ]) {
      expect(keys).toContain(`signaling.reasons.${key}`);
    }
  });

  for (const language of ['en', 'nl']) {
    it(`has ${language} text for every produced key, its placeholders filled by the params`, () => {
      const messages = locale(language);
      for (const reason of reasons) {
        // A counted reason has plural forms (i18next's _one/_other); _other has every placeholder.
        const text =
          lookup(messages, reason.key!) ??
          (reason.params?.count !== undefined ? lookup(messages, `${reason.key!}_other`) : null);
        expect(typeof text, `${language}: ${reason.key}`).toBe('string');
        for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g)) {
          expect(reason.params, `${language}: ${reason.key} {{${name}}}`).toHaveProperty(name!);
        }
      }
      const tender = tenders[0]!;
      for (const key of BID_REASON_KEYS) {
        const text = lookup(messages, key);
        expect(typeof text, `${language}: ${key}`).toBe('string');
        for (const [, name] of (text as string).matchAll(/\{\{(\w+)\}\}/g)) {
          expect(['criterion', 'importance', 'score']).toContain(name);
        }
      }
      for (const r of bidIndication(tender, [{ description: 'x', importance: 'high' }]).reasons) {
        expect(typeof lookup(messages, r.key)).toBe('string');
      }
    });
  }
});
