import { PageLoading } from '../../components/PageLoading';

/** /login only redirects (its route rule); this shows while that happens. */
export function Component() {
  return <PageLoading />;
}
