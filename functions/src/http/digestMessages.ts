/** The digest texts of both locale files, bundled into the functions (locales/*.json, digest.*). */
import type { DigestMessages } from '@tender/core/services/digest/index';
import en from '../../../locales/en.json';
import nl from '../../../locales/nl.json';

export const DIGEST_MESSAGES: DigestMessages = { en: en.digest, nl: nl.digest };
