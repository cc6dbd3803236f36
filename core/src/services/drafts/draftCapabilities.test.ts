import { describe, expect, it } from 'vitest';
import type { Passage } from '../../ai/retrieval/types';
import type { Retriever } from '../../ai/retrieval/retriever';
import { capabilityExamples, withCapabilities } from './draftCapabilities';
import { evidenceFinder } from './draftEvidenceFinder';

describe('a named tool says the capability it is (issue 19, item 2)', () => {
  it('adds the kind a tool is to a sentence that uses it, in English and Dutch', () => {
    expect(withCapabilities('We ship every service as a Docker image.')).toMatch(/\bcontainer\b/);
    expect(
      withCapabilities('Elke omgeving bouwen wij opnieuw op met Ansible-playbooks uit Git.'),
    ).toMatch(/\bconfiguratie\b.*\bversiebeheer\b|\bversiebeheer\b.*\bconfiguratie\b/);
  });

  it('leaves a sentence that names no tool as it is', () => {
    const text = 'Wij testen elke wijziging voordat die live gaat.';
    expect(withCapabilities(text)).toBe(text);
  });

  it('reads a bare list of names (a CV’s skills) as what someone knows, not as a statement', () => {
    expect(withCapabilities('Skills: Docker, Jenkins and Terraform.')).toBe(
      'Skills: Docker, Jenkins and Terraform.',
    );
    expect(withCapabilities('Kennis van Docker, Ansible en Grafana;')).toBe(
      'Kennis van Docker, Ansible en Grafana;',
    );
  });

  it('looks a requirement up by the names of the kind it asks for, and only then', () => {
    expect(capabilityExamples('The supplier uses configuration management.')).toEqual([
      expect.stringMatching(/Ansible/),
    ]);
    expect(capabilityExamples('De inschrijver past configuratiebeheer toe.')).toEqual([
      expect.stringMatching(/Terraform/),
    ]);
    expect(capabilityExamples('The supplier shows the prototype to the buyer.')).toEqual([]);
  });
});

describe('evidence through the tool a sentence names (issue 19, item 2)', () => {
  const passage = (id: string, text: string): Passage => ({
    id,
    text,
    evidence: 1,
    score: 1,
    lexicalRank: 1,
    vectorRank: null,
    source: {
      knowledgeBaseId: 'kb1',
      documentId: id,
      documentName: `${id}.pdf`,
      page: 1,
      heading: null,
    },
  });
  /** Retrieval by words: a passage is found only by a query that shares a word with it. */
  const retrieverOver = (passages: readonly Passage[]) =>
    ({
      retrieve: async ({ query }: { query: string }) => {
        const words = new Set(query.toLowerCase().split(/\W+/).filter(Boolean));
        return passages.filter((p) =>
          p.text
            .toLowerCase()
            .split(/\W+/)
            .some((w) => words.has(w)),
        );
      },
    }) as unknown as Retriever;
  const SECTION = {
    id: 's1',
    kind: 'criterion' as const,
    heading: 'Approach',
    criterionId: null,
    weight: null,
    targetWords: 100,
  };
  const find = (passages: readonly Passage[], requirement: string, texts: readonly string[]) =>
    evidenceFinder({
      tender: [],
      retriever: retrieverOver(passages),
      companyId: 'c1',
      knowledgeBaseIds: ['kb1'],
      factPassages: [],
      projectName: 'p',
      requirementTexts: texts,
    })({
      ...SECTION,
      requirements: [{ id: 'r1', text: requirement, documentName: null, page: null }],
    }).then((f) => f.requirements![0]!.passages);

  const english = [
    'The supplier set up a continuous integration system.',
    'The supplier describes its team.',
    'The supplier delivers a working prototype.',
  ];
  it('meets an English requirement for continuous integration with the CI server the company runs', async () => {
    const jenkins = passage(
      'engineering',
      'Every pull request is built and tested by Jenkins before anyone may merge it.',
    );
    const found = await find(
      [jenkins, passage('team', 'Our supplier team is small.')],
      english[0]!,
      english,
    );
    expect(found.map((p) => p.origin.documentName)).toEqual(['engineering.pdf']);
  });

  const dutch = [
    'De inschrijver levert de applicatie in containers.',
    'De inschrijver beschrijft het team.',
    'De inschrijver levert een werkend prototype.',
  ];
  it('meets a Dutch requirement for containers with the image the company ships', async () => {
    const docker = passage(
      'platform',
      'Elke applicatie leveren wij als Docker-image, zodat die overal hetzelfde draait.',
    );
    const found = await find([docker], dutch[0]!, dutch);
    expect(found.map((p) => p.origin.documentName)).toEqual(['platform.pdf']);
  });

  it('does not meet it with a CV that lists the tool among someone’s skills', async () => {
    const cv = passage('cv', 'Vaardigheden: Docker, Kubernetes en Terraform.');
    expect(await find([cv], dutch[0]!, dutch)).toEqual([]);
  });
});

describe('a certificate on the fact sheet says what it certifies (issue 19, item 2)', () => {
  const fact = (id: string, text: string) => ({
    id,
    text,
    quote: text,
    origin: {
      source: 'knowledgeBase' as const,
      documentId: 'certs',
      documentName: 'Certificates.pdf',
      knowledgeBaseId: 'kb1',
      page: 1,
    },
  });
  const none = { retrieve: async () => [] } as unknown as Retriever;
  const find = (facts: ReturnType<typeof fact>[], requirement: string, texts: string[]) =>
    evidenceFinder({
      tender: [],
      retriever: none,
      companyId: 'c1',
      knowledgeBaseIds: ['kb1'],
      factPassages: facts,
      projectName: 'p',
      requirementTexts: texts,
    })({
      id: 's1',
      kind: 'criterion',
      heading: 'Kwaliteit',
      criterionId: null,
      weight: null,
      targetWords: 100,
      requirements: [{ id: 'r1', text: requirement, documentName: null, page: null }],
    }).then((f) => f.requirements![0]!.passages.map((p) => p.id));

  it('meets a Dutch demand for information security with the ISO/IEC 27001 certificate', async () => {
    const texts = [
      'De inschrijver heeft een gecertificeerd managementsysteem voor informatiebeveiliging.',
      'De inschrijver levert maandelijks een rapportage.',
      'De inschrijver werkt met vaste contactpersonen.',
    ];
    const iso = fact(
      'f1',
      'Wij zijn gecertificeerd voor ISO/IEC 27001:2022, afgegeven door Kiwa (certificaatnummer K-88), geldig tot en met 1 maart 2028.',
    );
    expect(await find([iso], texts[0]!, texts)).toEqual(['f1']);
  });

  it('meets an English demand for quality management with ISO 9001, not with ISO 14001', async () => {
    const texts = [
      'The supplier operates a certified quality management system.',
      'The supplier reports every month.',
      'The supplier names one contact person.',
    ];
    const quality = fact(
      'f1',
      'We hold the ISO 9001:2015 certificate, issued by DNV (certificate number Q-7), valid until 2 May 2028.',
    );
    const environment = fact(
      'f2',
      'We hold the ISO 14001:2015 certificate, issued by DNV (certificate number E-3), valid until 2 May 2028.',
    );
    expect(await find([environment, quality], texts[0]!, texts)).toEqual(['f1']);
  });
});
