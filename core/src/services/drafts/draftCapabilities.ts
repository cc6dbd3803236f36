/**
 * Capabilities a sentence states by naming the tool or technique (issue 19, item 2): a supplier
 * writes 'every service is shipped as a Docker image', 'a GitHub Actions pipeline runs all tests'
 * or 'wij tekenen hun klantreis' where the tender asks for a container, continuous integration or
 * human-centred design. The requirement's key word is not in the sentence, its instance is. Each
 * group maps the well-known names of one kind of tool or technique to the words a requirement uses
 * for that kind, in English and Dutch, and the evidence measure counts them (what the draft quotes
 * is unchanged). Written as the subject's general knowledge of software delivery — the common
 * products and methods of each kind, not the ones one knowledge base happens to name — and kept
 * to kinds a tender asks for by name.
 */
import { contentWords } from '../../ai/localText';

interface Capability {
  /** How a requirement asks for the kind, matched case-insensitively on word boundaries. */
  readonly asked: RegExp;
  /** The names of the tools or techniques, matched case-insensitively on word boundaries. */
  readonly names: RegExp;
  /** A few of the names as words, to look for them when a requirement asks for the kind. */
  readonly examples: string;
  /** The words a requirement uses for what they are, in English and Dutch. */
  readonly says: readonly string[];
}

export const DRAFT_CAPABILITIES: readonly Capability[] = [
  {
    // Containers: operating-system-level virtualisation. Not the orchestrators a platform runs
    // (Kubernetes, OpenShift): hosting on one does not say the software is shipped as a container.
    asked: /\b(?:containers?|containeri[sz]\w*|operating[- ]system[- ]level virtuali[sz]ation)\b/iu,
    examples: 'Docker Podman container image',
    names: /\b(?:docker|podman|containerd|container images?|docker compose)\b/giu,
    says: ['container', 'containers', 'virtualization', 'virtualisatie'],
  },
  {
    // Continuous integration servers and pipelines.
    asked: /\b(?:continuous integration|continue integratie|ci\/cd|ci pipelines?)\b/iu,
    examples: 'Jenkins GitHub Actions GitLab CI Azure Pipelines pipeline',
    names:
      /\b(?:jenkins|github actions|gitlab ci|gitlab pipelines?|azure pipelines|azure devops pipelines?|circleci|travis ci|teamcity|buildkite|ci\/cd pipelines?)\b/giu,
    says: ['continuous', 'integration', 'continue', 'integratie', 'automate', 'automatisch'],
  },
  {
    // Configuration management and infrastructure as code.
    asked:
      /\b(?:configuration management|configuratiebeheer|infrastructure as code|infrastructuur als code)\b/iu,
    examples: 'Terraform Ansible Puppet Pulumi infrastructure as code',
    names:
      /\b(?:terraform|ansible|puppet|saltstack|pulumi|cloudformation|bicep|infrastructure as code|infrastructure-as-code|described as code|beschreven als code|infrastructuur als code)\b/giu,
    says: ['configuration', 'management', 'configuratie', 'configuratiebeheer'],
  },
  {
    // Monitoring and alerting.
    asked: /\b(?:monitoring|monitoren|bewaking|bewaken)\b/iu,
    examples: 'Prometheus Grafana Datadog Nagios Zabbix alert',
    names:
      /\b(?:prometheus|grafana|datadog|nagios|zabbix|new relic|splunk|kibana|azure monitor|cloudwatch|application insights|alertmanager|pagerduty|opsgenie)\b/giu,
    says: ['monitoring', 'monitor', 'bewaking', 'monitoren'],
  },
  {
    // Unit-test frameworks.
    asked: /\b(?:unit[- ]tests?|unittests?|unit testing)\b/iu,
    examples: 'pytest JUnit NUnit Jest Vitest PHPUnit automated tests',
    names: /\b(?:pytest|junit|nunit|xunit|jest|vitest|phpunit|rspec|unittest)\b/giu,
    says: ['unit', 'tests', 'unittests', 'testen'],
  },
  {
    // Version control.
    asked: /\b(?:version control|versiebeheer|source control|repository)\b/iu,
    examples: 'Git GitHub GitLab Bitbucket',
    names: /\b(?:git|github|gitlab|bitbucket|subversion|svn|mercurial)\b/giu,
    says: ['version', 'control', 'versiebeheer', 'repository'],
  },
  {
    // Public cloud platforms: a platform or infrastructure service.
    asked: /\b(?:iaas|paas|infrastructure as a service|platform as a service|public cloud)\b/iu,
    examples: 'Microsoft Azure Amazon Web Services AWS Google Cloud',
    names:
      /\b(?:microsoft azure|amazon web services|aws|google cloud|gcp|oracle cloud|ibm cloud|heroku|cloud foundry)\b/giu,
    says: ['cloud', 'iaas', 'paas'],
  },
  {
    // Human-centred design and user research techniques.
    asked:
      /\b(?:human[- ]cent(?:er|re)d design|user[- ]cent(?:er|re)d design|user research|gebruikersonderzoek|mensgericht\w*)\b/iu,
    examples:
      'interviews contextual inquiry journey map card sorting personas usability tests klantreis',
    names:
      /\b(?:contextual inquiry|card sorting|journey maps?|customer journeys?|klantreis|klantreizen|personas?|user interviews?|gebruikersinterviews?|usability tests?|usability testing|gebruikerstests?|bruikbaarheidstests?|a\/b tests?|think[- ]aloud|hardop denken|wireframes?|paper prototypes?|design sprints?|service blueprints?)\b/giu,
    says: [
      'human',
      'centered',
      'centred',
      'design',
      'techniques',
      'user',
      'research',
      'gebruikersonderzoek',
      'ontwerp',
      'technieken',
    ],
  },
  // Management-system certificates: a certificate says what it certifies. Expired ones are no
  // evidence before this is read (factPassages, validityEnded).
  {
    asked:
      /\b(?:information security management|informatiebeveiliging\w*|isms|managementsysteem voor informatiebeveiliging)\b/iu,
    examples: 'ISO 27001 ISMS',
    names: /\b(?:iso(?:\/iec)?\s*27001|nen\s*7510)\b/giu,
    says: ['information', 'security', 'management', 'informatiebeveiliging', 'isms'],
  },
  {
    asked: /\b(?:quality management|kwaliteitsmanagement\w*|kwaliteitszorg|kwaliteitssysteem)\b/iu,
    examples: 'ISO 9001',
    names: /\biso\s*9001\b/giu,
    says: ['quality', 'management', 'kwaliteit', 'kwaliteitsmanagement'],
  },
  {
    asked: /\b(?:environmental management|milieumanagement\w*|milieuzorg)\b/iu,
    examples: 'ISO 14001',
    names: /\biso\s*14001\b/giu,
    says: ['environmental', 'management', 'milieu', 'milieumanagement'],
  },
  {
    asked: /\b(?:privacy information management|privacymanagement\w*)\b/iu,
    examples: 'ISO 27701',
    names: /\biso(?:\/iec)?\s*27701\b/giu,
    says: ['privacy', 'information', 'management', 'privacymanagement'],
  },
  {
    asked: /\b(?:it service management|service management|itsm|servicemanagement)\b/iu,
    examples: 'ISO 20000-1 ITIL',
    names: /\b(?:iso(?:\/iec)?\s*20000(?:-1)?|itil)\b/giu,
    says: ['service', 'management', 'itsm', 'servicemanagement'],
  },
  {
    asked: /\b(?:business continuity|bedrijfscontinu\w*|continuïteitsmanagement)\b/iu,
    examples: 'ISO 22301',
    names: /\biso\s*22301\b/giu,
    says: ['business', 'continuity', 'bedrijfscontinuiteit', 'continuiteit'],
  },
  {
    // Accessibility standards.
    asked: /\b(?:accessib\w*|toegankelijk\w*)\b/iu,
    examples: 'WCAG EN 301 549',
    names: /\b(?:wcag|en 301 549|digitoegankelijk)\b/giu,
    says: ['accessibility', 'accessible', 'toegankelijkheid', 'toegankelijk'],
  },
];

/** Words joining the items of a list ('Docker, Terraform and Git'). */
const LIST_WORDS = /\b(?:and|or|en|of|with|met)\b|[,&/+()]/giu;

/**
 * The text with the capabilities its tools and techniques say added, for the evidence measure
 * only. A bare list of names ('Kubernetes, Terraform and GitHub Actions;' in a CV, 'Skills:
 * Docker, Jenkins') says what someone knows, not what the company does: a clause made of names
 * alone says nothing.
 */
export function withCapabilities(
  text: string,
  capabilities: readonly Capability[] = DRAFT_CAPABILITIES,
): string {
  const extra = new Set<string>();
  for (const clause of text.split(/[;\n]|[:.!?]\s/)) {
    for (const c of capabilities) {
      c.names.lastIndex = 0;
      if (!c.names.test(clause)) continue;
      const rest = clause.replace(namesOfAll(capabilities), ' ').replace(LIST_WORDS, ' ');
      if (contentWords(rest).length < STATEMENT_WORDS) continue;
      c.says.forEach((w) => extra.add(w));
    }
  }
  return extra.size ? `${text} ${[...extra].join(' ')}` : text;
}

/** Fewer words than this besides the names and the list's joins: a list, not a statement. */
const STATEMENT_WORDS = 2;

const allNames = new WeakMap<readonly Capability[], RegExp>();
function namesOfAll(capabilities: readonly Capability[]): RegExp {
  let re = allNames.get(capabilities);
  if (!re) {
    re = new RegExp(capabilities.map((c) => c.names.source).join('|'), 'giu');
    allNames.set(capabilities, re);
  }
  return re;
}

/**
 * The names to look for besides the requirement's own words, when it asks for a kind of tool or
 * technique by its name ('configuration management'): retrieval ranks by the requirement's words,
 * so the sentence that says 'Terraform' is otherwise never among the candidates.
 */
export function capabilityExamples(
  requirement: string,
  capabilities: readonly Capability[] = DRAFT_CAPABILITIES,
): string[] {
  return capabilities.filter((c) => c.asked.test(requirement)).map((c) => c.examples);
}
