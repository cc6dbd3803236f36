/**
 * AI ports. LanguageModel: GeminiModel (Vertex AI) in production, LocalModel (deterministic) for
 * emulators, the demo and tests. ImageModel: Imagen, or a local SVG renderer offline.
 */
import type { Locale } from '../model/locales';
import type { AspectRatio, MagicPrompt, StyleType, VisualType } from '../model/visual';

/** A retrieved passage handed to the model as grounding. */
export interface ContextPassage {
  readonly id: string;
  readonly text: string;
  /** Human-readable origin, e.g. a document name and page. */
  readonly source?: string;
}

export interface GenerateRequest {
  readonly system?: string;
  readonly prompt: string;
  readonly context?: readonly ContextPassage[];
  /** The language the answer must be written in. */
  readonly language: Locale;
  /** Ask for a single JSON document (optionally shaped by a JSON Schema). */
  readonly json?: boolean;
  readonly responseSchema?: Readonly<Record<string, unknown>>;
  readonly temperature?: number;
  readonly maxOutputTokens?: number;
}

export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

export interface GenerateResult {
  readonly text: string;
  readonly finishReason: 'stop' | 'length' | 'safety' | 'other';
  readonly usage?: TokenUsage;
}

export interface LanguageModel {
  /** Identifies the model in stored provenance (draft.generatedFrom.model). */
  readonly id: string;
  /**
   * 'local': the offline LocalModel, whose answers are sentences assembled from the given passages;
   * the UI says so (i18n ai.localModelNotice). 'cloud' (or absent): a real language model.
   */
  readonly kind?: 'local' | 'cloud';
  /** The model embed() uses, when it is another than id (usage is priced per model). */
  readonly embeddingModelId?: string;
  readonly embeddingDimensions: number;
  generate(request: GenerateRequest): Promise<GenerateResult>;
  /** The same answer as generate, delivered as text fragments. */
  stream(request: GenerateRequest): AsyncIterable<string>;
  /** One vector per text, each of length embeddingDimensions. */
  embed(
    texts: readonly string[],
    options?: { readonly task?: 'document' | 'query' },
  ): Promise<number[][]>;
}

/**
 * The company's own facts an infographic is drawn from (collected by the renderVisual service):
 * the trained fact sheets' certificates, reference projects, headcount and turnover, and one
 * project's deadlines. Imagen does not read them; the offline SVG renderer does.
 */
export interface VisualFacts {
  readonly companyName: string;
  readonly certificates: readonly {
    readonly name: string;
    readonly issuer: string | null;
    /** yyyy-mm-dd, or null. */
    readonly expiresOn: string | null;
  }[];
  readonly referenceProjects: readonly {
    readonly title: string;
    readonly client: string | null;
    readonly year: number | null;
    readonly value: { readonly amount: number; readonly currency: string } | null;
  }[];
  readonly headcount: { readonly count: number; readonly year: number | null } | null;
  readonly turnover: {
    readonly amount: number;
    readonly currency: string;
    readonly year: number | null;
  } | null;
  readonly keyPeople: number;
  /** The project the prompt names (else the one due soonest), with its deadlines by date. */
  readonly project: {
    readonly name: string;
    readonly deadlines: readonly {
      /** yyyy-mm-dd or yyyy-mm-ddThh:mm (Europe/Amsterdam). */
      readonly date: string;
      readonly label: string;
      readonly kind: 'questions' | 'submission' | 'award' | 'announcement' | 'other';
    }[];
  } | null;
  /** ms since epoch: "today" on a timeline and certificate expiry are judged against it. */
  readonly now: number;
}

export interface ImageRequest {
  readonly prompt: string;
  readonly type: VisualType;
  readonly language: Locale;
  /** The visual's name: an infographic's heading. */
  readonly title?: string;
  readonly facts?: VisualFacts;
  /** Infographics: pixel size. */
  readonly width?: number;
  readonly height?: number;
  /** Images: Imagen options. */
  readonly aspectRatio?: AspectRatio;
  readonly styleType?: StyleType;
  readonly magicPrompt?: MagicPrompt;
}

export interface ImageResult {
  readonly bytes: Uint8Array;
  readonly contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  /** The prompt actually used when magic prompt rewrote it. */
  readonly revisedPrompt?: string;
}

export interface ImageModel {
  readonly id: string;
  generate(request: ImageRequest): Promise<ImageResult>;
}
