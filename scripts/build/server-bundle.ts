import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';

/** What the compiled server ships: `npm run serve`, `npm run worker`, `npm run admin`. */
export const serverEntries = {
  main: 'apps/server/src/main.ts',
  worker: 'apps/server/src/worker.ts',
  'cli/admin': 'apps/server/src/cli/admin.ts',
} as const;

export const serverOutDir = 'apps/server/dist';

/**
 * Packages that stay in node_modules and load at run time: native ones (sharp, pg's optional
 * binding), those that find their own files by path (PGlite's WebAssembly, fonts, emoji, the
 * ffmpeg binary, the API reference, pino's worker threads, fontkit's data) and those loaded on
 * first use (0043).
 */
const runTimePackages = [
  'sharp',
  'pg',
  'pg-native',
  '@electric-sql/pglite',
  '@ffmpeg-installer/ffmpeg',
  '@scalar/hono-api-reference',
  'pino',
  'fontkit',
  'jsdom',
  'dompurify',
  'cheerio',
  'css-tree',
  'postal-mime',
  'nodemailer',
  '@aws-sdk/client-s3',
  // They read their .aff and .dic files next to their own module (import.meta.url).
  'dictionary-en',
  'dictionary-en-gb',
  'dictionary-de',
  'dictionary-fr',
  'dictionary-es',
  // Emscripten's loader picks its Node build at run time and reads __dirname, which a bundle lacks.
  'hunspell-asm',
];

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Everything else is bundled with our code: Node's loader then reads a few files instead of
 * ~1,300 modules of better-auth, kysely, zod, drizzle, hono and openai, which was most of a start.
 */
const runTimePackagesStayExternal: Plugin = {
  name: 'brandloom:run-time-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      runTimePackages.includes(packageName(args.path)) ? { path: args.path, external: true } : undefined,
    );
  },
};

// Bundled CommonJS code calls require(); in an ES module it needs one.
const requireShim =
  "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);";

/**
 * Bundles the server into plain ES modules for Node (one file per entry, code they share and code
 * loaded on first use in chunks/, with source maps),
 * so production runs no TypeScript loader. Returns the size of each entry's file.
 */
export async function bundleServer(root: string): Promise<Record<string, number>> {
  const outdir = join(root, serverOutDir);
  // The packed database beside the code has a build of its own (fresh-database.ts).
  for (const entry of existsSync(outdir) ? readdirSync(outdir) : []) {
    if (entry !== 'fresh-database') rmSync(join(outdir, entry), { recursive: true, force: true });
  }
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Modules imported with import() (heavy parsers used by one feature) load when first used.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [runTimePackagesStayExternal],
    banner: { js: requireShim },
  });
  const sizes: Record<string, number> = {};
  for (const name of Object.keys(serverEntries)) {
    sizes[`${name}.js`] = result.metafile.outputs[`${serverOutDir}/${name}.js`]?.bytes ?? 0;
  }
  return sizes;
}
