import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { errorStatus, isChunkLoadError } from './errorStatus';

/** The root route's error element: 404s, loader failures and fatal render errors all land here. */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  const status = errorStatus(error);
  useEffect(() => {
    if (status >= 500) console.error(error);
  }, [error, status]);
  return (
    <ErrorPage status={status} path={location.pathname} reloadable={isChunkLoadError(error)} />
  );
}
