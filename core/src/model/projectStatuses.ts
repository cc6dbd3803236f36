/**
 * A project's statuses, without the project schemas: a module that uses anything of project.ts
 * keeps its top-level yup schemas, and with them yup, so the dashboard's first screen imports
 * them from here (issue 22, item 7; re-exported by project.ts).
 */
export const PROJECT_STATUSES = [
  'draft',
  'in_progress',
  'review',
  'submitted',
  'approved',
  'rejected',
  'published',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
