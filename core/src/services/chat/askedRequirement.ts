/**
 * What a question asks the tender to require (issue 18; the bid writer's review, 2026-11-27):
 * certificates, insurance, references, turnover, registrations. "Welke certificaten vraagt de
 * opdrachtgever?" names the buyer as who asks, not as what is asked: the asked kind is the
 * certificates. These kinds have no fact kind of their own, so they are answered from the
 * requirement facts whose text names them, or by retrieval; never by a neighbouring fact (the
 * buyer, the procedure) that the question's other words point at. A question about the company's
 * own ("do we have", "onze referenties") is for the knowledge base, not a requirement.
 */

/** A requirement topic: the words a question asks it by, the words a requirement states it in. */
interface Topic {
  readonly asked: RegExp;
  readonly stated: RegExp;
}

const TOPICS: readonly Topic[] = [
  {
    asked: /certifi\w*|certificaa?t\w*|certificering\w*|gecertificeerd|accredit\w*|keurmerk\w*/i,
    stated: /certifi|certificaa?t|accredit|keurmerk|\bISO\s?\d|\bVCA\b|safe-?t-?cert/i,
  },
  {
    asked: /insur\w*|verzeker\w*|indemnit\w*/i,
    stated: /insur|verzeker|indemnit|liability|aansprakelijkheid/i,
  },
  {
    asked: /referen\w*|comparable (contracts?|projects?)|vergelijkbare (opdracht|project)\w*/i,
    stated: /referen|comparable|similar (contracts?|projects?)|vergelijkbare|experience|ervaring/i,
  },
  {
    asked: /turnover|omzet\w*|revenue|financial (standing|capacity)|financi\w+ draagkracht/i,
    stated: /turnover|omzet|revenue|financial|financi\w+ draagkracht/i,
  },
  {
    asked: /registration|registered|registratie\w*|geregistreerd|handelsregister|kvk/i,
    stated: /regist|handelsregister|kvk|kamer van koophandel/i,
  },
];

/** The question is about the company's own: "we", "our", "ons", "onze". */
const ABOUT_US = /\b(we|our|us|ours|wij|ons|onze|mijn|my)\b/i;

/** The requirement topics a question asks for; none for a question about the company itself. */
export function askedRequirementTopics(question: string): readonly RegExp[] {
  if (ABOUT_US.test(question)) return [];
  return TOPICS.filter((t) => t.asked.test(question)).map((t) => t.stated);
}

/** Whether a requirement's text names one of the topics asked. */
export function statesTopic(text: string, topics: readonly RegExp[]): boolean {
  return topics.some((t) => t.test(text));
}
