import { data } from 'react-router';

/** Unknown paths: a 404 the root error page shows as 'Page Not Found'. */
export function loader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}
