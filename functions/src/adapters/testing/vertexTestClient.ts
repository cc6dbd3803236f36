/**
 * A Vertex client for tests: the real @google/genai SDK pointed at the protocol server, with a
 * fixed bearer token so that no Google credentials are looked up. The auth client is a stand-in
 * for google-auth-library's (the SDK only asks it for request headers), which keeps the tests
 * independent of which google-auth-library version the SDK bundles.
 */
import type { GoogleGenAI, GoogleGenAIOptions } from '@google/genai';
import { createVertexClient, type VertexConnection } from '../geminiClient';
import type { VertexProtocolServer } from './vertexProtocolServer';

type AuthClient = NonNullable<NonNullable<GoogleGenAIOptions['googleAuthOptions']>['authClient']>;

export function testAuthOptions(token = 'test-token'): Pick<VertexConnection, 'googleAuthOptions'> {
  const authClient = {
    getRequestHeaders: async () => new Headers({ authorization: `Bearer ${token}` }),
  } as unknown as AuthClient;
  return { googleAuthOptions: { authClient } };
}

export function vertexTestClient(
  server: VertexProtocolServer,
  attemptTimeoutMs = 2_000,
): GoogleGenAI {
  return createVertexClient({
    project: 'tender-test',
    location: 'europe-west4',
    baseUrl: server.baseUrl,
    attemptTimeoutMs,
    ...testAuthOptions(),
  });
}
