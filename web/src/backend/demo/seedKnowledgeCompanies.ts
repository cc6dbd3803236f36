/**
 * The companies whose knowledge bases and projects the demo seeds on first need (demoKnowledge.ts,
 * from emulator-data/knowledge-base/seed-knowledge.json). Kept apart from that list so the demo's
 * boot knows which reads wait for it without carrying the list itself (a test keeps them equal).
 */
export const SEED_KNOWLEDGE_COMPANIES = ['stroomlijn-digitaal'] as const;

const companies = SEED_KNOWLEDGE_COMPANIES.join('|');
/** Reads that wait for the seed knowledge base (trained before they answer). */
export const SEED_KNOWLEDGE_PATHS = new RegExp(`^companies/(${companies})/knowledgeBases(/|$)`);
/** Reads that wait for the seeded projects (written before they answer). */
export const SEED_PROJECT_PATHS = new RegExp(`^companies/(${companies})/projects(/|$)`);
