import { onCall } from 'firebase-functions/https';
import { CALLABLE_OPTIONS } from '../options';
import { describeCaller } from './describeCaller';

/** Callable `whoAmI`: the caller's uid and tenant claims as the server sees them. */
export const whoAmI = onCall(CALLABLE_OPTIONS, (request) => describeCaller(request.auth));
