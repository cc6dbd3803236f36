/** The signed-in actor as the rules would see it, live. */
import type { Actor } from '@tender/core';

export interface ActorSource {
  /** The caller now (null = signed out): token claims plus users/{uid}.status. */
  current(): Promise<Actor | null>;
  /** Called when the actor may have changed: sign-in/out, claims, status, revocation. */
  onChange(listener: () => void): () => void;
}
