/**
 * Tender digest e-mails (issue 9 item 7). Import from '@tender/core/services/digest/index'; kept
 * out of core's index like the other signaling services.
 */
export { DIGEST_CATCH_UP_HOURS, duePeriod, localTime, type DigestPeriod } from './schedule';
export { digestTranslator, escapeHtml, type DigestMessages, type DigestStrings } from './messages';
export {
  DIGEST_MAX_ITEMS,
  digestItem,
  renderDigest,
  signalingUrl,
  type DigestContent,
  type DigestItem,
  type RenderedDigest,
} from './render';
export { collectDigestItems } from './collect';
export {
  DIGEST_LEASE_MS,
  ledgerEntryId,
  sendDueDigests,
  unsubscribeUrl,
  type DigestDeps,
  type DigestRunResult,
} from './sendDigests';
export {
  signUnsubscribeToken,
  verifyUnsubscribeToken,
  type UnsubscribeClaim,
} from './unsubscribeToken';
export {
  checkUnsubscribeToken,
  performUnsubscribe,
  renderUnsubscribePage,
  type UnsubscribeCheck,
  type UnsubscribePageState,
} from './unsubscribe';
export { previewDigest } from './preview';
