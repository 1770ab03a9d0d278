import { rmSync } from 'node:fs';
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
 * Bundles the server into plain ES modules for Node (one file per entry, with source maps),
 * so production runs no TypeScript loader. Returns the bytes written per entry.
 */
export async function bundleServer(root: string): Promise<Record<string, number>> {
  const outdir = join(root, serverOutDir);
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: serverEntries,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal],
  });
  const sizes: Record<string, number> = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint) sizes[file.slice(serverOutDir.length + 1)] = output.bytes;
  }
  return sizes;
}
