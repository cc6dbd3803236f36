// Bundles the functions into one ESM file, lib/index.js, which is what `firebase deploy` uploads.
// @tender/core (a workspace package, not on any registry) and its dependencies are inlined. The
// packages in functions/package.json's dependencies stay external: Cloud Functions installs them
// (firebase-functions must be the same module instance the runtime loads, and the Vertex AI SDK
// alone is about 2 MB that every cold start would otherwise parse).
import { build } from 'esbuild';
import { rm } from 'node:fs/promises';

const outdir = new URL('./lib/', import.meta.url).pathname;
await rm(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: [new URL('./src/index.ts', import.meta.url).pathname],
  outfile: `${outdir}index.js`,
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

const bytes =
  Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.bytes ?? 0;
console.log(`functions: lib/index.js (${(bytes / 1024).toFixed(1)} kB)`);
