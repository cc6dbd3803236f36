// Its own module so the policy (in the demo's boot) does not bring the upload code with it.
/** A content hash as stored on a document record: 64 lower-case hex digits. */
export const CONTENT_HASH_PATTERN = /^[0-9a-f]{64}$/;
