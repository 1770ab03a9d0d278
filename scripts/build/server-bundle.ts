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
 * Packages stay in node_modules and are imported at run time: native ones (sharp, the ffmpeg
 * binary), those that find their own files by path (fonts, emoji, the API reference, PGlite's
 * WebAssembly) and the rest alike, so the bundle is only our code. The workspace package
 * `@brandloom/shared` is TypeScript source and is bundled.
 */
const packagesStayExternal: Plugin = {
  name: 'brandloom:packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@brandloom/') ? undefined : { path: args.path, external: true },
    );
  },
};

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
    plugins: [packagesStayExternal],
  });
  const sizes: Record<string, number> = {};
  for (const name of Object.keys(serverEntries)) {
    sizes[`${name}.js`] = result.metafile.outputs[`${serverOutDir}/${name}.js`]?.bytes ?? 0;
  }
  return sizes;
}
