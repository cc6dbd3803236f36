import { ProjectDetailPage } from './detail/ProjectDetailPage';

/** Route module of /dashboard/projects/{id} (loaded on demand). */
export function Component() {
  return <ProjectDetailPage />;
}
