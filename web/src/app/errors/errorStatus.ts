import { isRouteErrorResponse } from 'react-router';

/** Spec §2: 404 → 'Page Not Found'; any other status → 'Internal Server Error' (500 when unknown). */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

/** A lazy chunk that no longer exists (typically after a new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
