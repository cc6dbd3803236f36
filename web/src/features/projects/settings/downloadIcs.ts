import type { TFunction } from 'i18next';
import type { Project } from '@tender/core';
import { buildDeadlinesIcs, type ProjectDeadline } from '@tender/core/services/projects/index';
import { saveBlob } from '../../../components/download/saveBlob';

/** The project's dated deadlines, in calendar order of kind. */
export function projectDeadlines(
  project: Pick<Project, 'submissionDeadline' | 'announcementDate'>,
): ProjectDeadline[] {
  const out: ProjectDeadline[] = [];
  if (project.announcementDate)
    out.push({ kind: 'announcement', at: project.announcementDate.toMillis(), precision: 'day' });
  if (project.submissionDeadline)
    out.push({ kind: 'submission', at: project.submissionDeadline.toMillis(), precision: 'time' });
  return out;
}

/** A file name from the project name: letters, digits and dashes ('Brug Zuidas' → 'brug-zuidas.ics'). */
export function icsFileName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'project'}.ics`;
}

/** Builds the calendar file in the user's language and hands it to the browser as a download. */
export function downloadProjectIcs(
  projectId: string,
  project: Pick<Project, 'name' | 'submissionDeadline' | 'announcementDate'>,
  t: TFunction,
  url: string,
): void {
  const ics = buildDeadlinesIcs({
    projectId,
    projectName: project.name,
    deadlines: projectDeadlines(project),
    title: (kind) => t(`projects.calendar.${kind}`, { name: project.name }),
    url,
    calendarName: project.name,
  });
  saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(project.name));
}
