// Bundles the functions into ESM, lib/index.js plus the chunks of what is imported on demand
// (lib/chunks/), which is what `firebase deploy` uploads. @tender/core (a workspace package, not
// on any registry) and its dependencies are inlined. The packages in functions/package.json's
// dependencies stay external: Cloud Functions installs them (firebase-functions must be the same
// module instance the runtime loads, and the Vertex AI SDK alone is about 2 MB to parse).
// Splitting: a module imported with import() (the models factory with that SDK, pdf.js) gets its
// own chunk, and an external imported there loads only when the chunk does, so a function that
// never calls a model does not parse the SDK on its cold start.
import { build } from 'esbuild';
import { copyFile, rm } from 'node:fs/promises';

const outdir = new URL('./lib/', import.meta.url).pathname;
await rm(outdir, { recursive: true, force: true });

const result = await build({
  // The extraction worker is an entry of its own (lib/extractionWorker.js): the functions start
  // it as a worker thread with a capped heap (src/adapters/workerTextExtractor.ts).
  entryPoints: [
    new URL('./src/index.ts', import.meta.url).pathname,
    new URL('./src/adapters/extractionWorker.ts', import.meta.url).pathname,
  ],
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  external: [
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
    '@google/genai',
    'nodemailer',
  ],
  // Bundled CommonJS code may call require(); give it one in the ESM output. The import is
  // aliased because bundled ESM (fflate) imports createRequire itself at the top level.
  banner: {
    js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);",
  },
  sourcemap: true,
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});

// The CPV labels bid/no-bid matching reads at run time (src/adapters/cpvLabels.ts).
await copyFile(
  new URL('../web/public/cpv/cpv-2008.json', import.meta.url),
  new URL('./lib/cpv-2008.json', import.meta.url),
);

const bytes =
  Object.values(result.metafile.outputs).find((output) => output.entryPoint?.endsWith('index.ts'))
    ?.bytes ?? 0;
console.log(`functions: lib/index.js (${(bytes / 1024).toFixed(1)} kB)`);
