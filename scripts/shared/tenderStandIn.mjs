#!/usr/bin/env node
// The local TED/TenderNed stand-in (functions/src/adapters/testing/tenderApiServer.ts, the real
// notices in ../shared/data/ted) as a process of its own, for the emulator suite: the Functions
// emulator's ingestion (callable ingestTendersNow) is pointed at it, never at the internet.
// Prints one JSON line { origin, tedBaseUrl, tenderNedBaseUrl } once it listens; stops on SIGTERM.
import { register } from 'tsx/esm/api';

register();
const { startTenderApiServer } =
  await import('../../functions/src/adapters/testing/tenderApiServer.ts');
const server = await startTenderApiServer();
const { origin, tedBaseUrl, tenderNedBaseUrl } = server;
process.stdout.write(`${JSON.stringify({ origin, tedBaseUrl, tenderNedBaseUrl })}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => void server.close().finally(() => process.exit(0)));
}
