/** The buyer when the State is represented by a minister (parties.ts reads the rest). */

/** 'vertegenwoordigd door de Minister van X', 'represented by the Minister for X'. */
const BY_MINISTER =
  /\b(?:vertegenwoordigd door|represented by)\s+(?:de |the )?(?:Minister|Staatssecretaris|Secretary of State)\s+(?:van|of|for)\s+([A-Z][\p{L}'’-]+(?:\s+(?:[A-Z][\p{L}'’-]+|en|and|of|van|voor|for|de|het|the)){0,8})/u;
/**
 * The State represented by a minister, with no service acting on its behalf (failure class seen
 * on the fifth probe set): the buyer is the minister's ministry, as the cover or a running header
 * names it ('Ministerie van X', 'Ministry of X', 'Department for X'). Only a ministry the first
 * pages name is given (`firstPages`: their lines), so that its quote holds it; otherwise null.
 */
import { escapeRegExp } from '../../text/escapeRegExp';
export function ministryNamed(
  sentence: string,
  firstPages: readonly (readonly string[])[],
): { name: string; page: number; line: string } | null {
  const remit = BY_MINISTER.exec(sentence)?.[1]
    ?.replace(/\s+(?:en|and|of|van|voor|for|de|het|the)$/, '')
    .trim();
  if (!remit) return null;
  const name = new RegExp(
    String.raw`\b(?:Ministerie van|Ministry of|Ministry for|Department of|Department for)\s+${escapeRegExp(remit)}`,
  );
  for (const [p, pageLines] of firstPages.entries()) {
    for (const l of pageLines) {
      const hit = name.exec(l);
      if (hit) return { name: hit[0], page: p + 1, line: l.trim() };
    }
  }
  return null;
}
