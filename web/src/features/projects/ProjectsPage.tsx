import { ProjectListPage } from './list/ProjectListPage';

/** Route module of /dashboard/projects (loaded on demand). */
export function Component() {
  return <ProjectListPage />;
}
