import { describe, expect, it } from 'vitest';
import { withAgentNouns } from './draftAgentNouns';
import { evidenceFor } from './draftTestWorld';

describe('a doer and the doing (issue 19, item 2)', () => {
  it('adds the requirement’s doer to a sentence that says the verb, in English and Dutch', () => {
    expect(withAgentNouns('Anna leads every project.', 'one project leader')).toMatch(/leader$/);
    expect(
      withAgentNouns('Ons team beheert het platform dag en nacht.', 'een vaste beheerder'),
    ).toMatch(/beheerder$/);
    expect(withAgentNouns('Wij ontwikkelen de app in sprints.', 'ervaren ontwikkelaars')).toMatch(
      /ontwikkelaars$/,
    );
  });

  it('adds nothing where the verb is not said, or the noun is already there', () => {
    expect(withAgentNouns('Anna writes the reports.', 'one project leader')).toBe(
      'Anna writes the reports.',
    );
    expect(withAgentNouns('Anna is our leader.', 'one project leader')).toBe('Anna is our leader.');
  });

  it('meets a requirement for one leader with a sentence that says who leads', async () => {
    const texts = [
      'The supplier assigned one leader accountable for the delivery.',
      'The supplier reports every month.',
      'The supplier keeps the delivery on schedule.',
    ];
    const text = 'Maria leads each assignment and is accountable to the client.';
    const found = await evidenceFor(texts, text, { documentName: 'CVs.pdf' });
    expect(found.requirements![0]!.passages.map((p) => p.origin.documentName)).toEqual(['CVs.pdf']);
  });
});
