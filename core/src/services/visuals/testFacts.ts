/** A company's facts for the renderer's and the job's tests. */
import type { FactCitation } from '../../model/factSheet';
import type { VisualFacts } from '../../ports/ai';

export const NOW = Date.UTC(2026, 10, 25, 12);

export const citation: FactCitation = {
  documentId: 'd1',
  documentName: 'Bedrijfsprofiel.pdf',
  page: 1,
  chunkId: 'k1',
  quote: 'ISO 9001',
};

export const FACTS: VisualFacts = {
  companyName: 'Van Dijk Bouw B.V.',
  certificates: [
    { name: 'ISO 9001:2015', issuer: 'DNV', expiresOn: '2028-03-01' },
    { name: 'VCA**', issuer: 'SSVV', expiresOn: '2026-12-20' },
    { name: 'CO2-prestatieladder niveau 3', issuer: null, expiresOn: '2025-01-31' },
  ],
  referenceProjects: [
    {
      title: 'Renovatie stadhuis Utrecht',
      client: 'Gemeente Utrecht',
      year: 2024,
      value: { amount: 4_200_000, currency: 'EUR' },
    },
    { title: 'Brede school <Zuid> & sporthal', client: 'Gemeente Houten', year: 2023, value: null },
  ],
  headcount: { count: 1240, year: 2025 },
  turnover: { amount: 87_500_000, currency: 'EUR', year: 2025 },
  keyPeople: 3,
  project: {
    name: 'Onderhoud bruggen 2027',
    deadlines: [
      { date: '2026-12-01T12:00', label: 'Nota van inlichtingen', kind: 'questions' },
      { date: '2027-01-15T10:00', label: '', kind: 'submission' },
    ],
  },
  now: NOW,
};
