/** Visuals: infographics and images (companies/{cid}/visuals/{vid}). */
import * as yup from 'yup';
import type { Timestamp } from '../ports/values';
import type { Locale } from './locales';
import { LIMITS } from './limits';
import {
  integerBetween,
  oneOfRequired,
  optionalText,
  requiredText,
  strictObject,
} from './schemaKit';
import { validationMessage as m } from './validationMessage';

export const VISUAL_TYPES = ['infographic', 'image'] as const;
export type VisualType = (typeof VISUAL_TYPES)[number];

/** Spec §9. */
export const ASPECT_RATIOS = ['1:1', '16:9', '9:16', '4:3', '3:2', '2:1'] as const;
export type AspectRatio = (typeof ASPECT_RATIOS)[number];

export const STYLE_TYPES = ['auto', 'none', 'general', 'realistic', 'design'] as const;
export type StyleType = (typeof STYLE_TYPES)[number];

export const MAGIC_PROMPT_OPTIONS = ['auto', 'on', 'off'] as const;
export type MagicPrompt = (typeof MAGIC_PROMPT_OPTIONS)[number];

/** Rendering happens in the background: pending → ready | failed. */
export const VISUAL_STATUSES = ['pending', 'ready', 'failed'] as const;
export type VisualStatus = (typeof VISUAL_STATUSES)[number];

export type InfographicOptions = { width: number; height: number };
export type ImageOptions = {
  aspectRatio: AspectRatio;
  styleType: StyleType;
  magicPrompt: MagicPrompt;
};

export type Visual = {
  name: string;
  description: string;
  prompt: string;
  type: VisualType;
  /** Set when type is 'infographic', else null. */
  infographic: InfographicOptions | null;
  /** Set when type is 'image', else null. */
  image: ImageOptions | null;
  status: VisualStatus;
  storagePath: string | null;
  contentType: string | null;
  /** An i18n key (visuals.errors.* or ai.errors.*) when status is 'failed', else null. */
  error: string | null;
  /** The UI language at creation: the language of the infographic's labels and dates. */
  language: Locale;
  createdBy: string;
  createdAt: Timestamp;
};

export const DEFAULT_INFOGRAPHIC: InfographicOptions = Object.freeze({
  width: 1080,
  height: 1350,
}) as InfographicOptions;
export const DEFAULT_IMAGE_OPTIONS: ImageOptions = Object.freeze({
  aspectRatio: '1:1',
  styleType: 'auto',
  magicPrompt: 'auto',
}) as ImageOptions;

const size = () =>
  integerBetween(LIMITS.infographicSizeMin, LIMITS.infographicSizeMax).required(
    m('validation.required'),
  );

/** The create form and callable: options must match the type (the other is null). */
export const visualCreateSchema = strictObject({
  name: requiredText(LIMITS.nameMax),
  description: optionalText(LIMITS.descriptionMax),
  prompt: requiredText(LIMITS.longTextMax),
  type: oneOfRequired(VISUAL_TYPES),
  infographic: strictObject({ width: size(), height: size() })
    .default(undefined)
    .nullable()
    .when('type', {
      is: 'infographic',
      then: (s) => s.nonNullable(m('validation.required')).required(m('validation.required')),
      otherwise: (s) => s.transform(() => null),
    }),
  image: strictObject({
    aspectRatio: oneOfRequired(ASPECT_RATIOS),
    styleType: oneOfRequired(STYLE_TYPES),
    magicPrompt: oneOfRequired(MAGIC_PROMPT_OPTIONS),
  })
    .default(undefined)
    .nullable()
    .when('type', {
      is: 'image',
      then: (s) => s.nonNullable(m('validation.required')).required(m('validation.required')),
      otherwise: (s) => s.transform(() => null),
    }),
});

export type VisualCreateInput = yup.InferType<typeof visualCreateSchema>;
