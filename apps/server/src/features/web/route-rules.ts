import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildMetaPath, type CompiledRedirect } from '@brandloom/shared/route-rules';
import { buildMetaSchema } from '@brandloom/shared/route-rules-schema';

/**
 * The route rules of the web build being served (spec §2, decision 0051): builds/latest.json names
 * the build, builds/meta/{buildId}.json holds its rules. Read again when latest.json changes (a
 * new build copied in place); a build without rules (or an unreadable file) has none.
 */
export function createRouteRulesReader(buildDir: string) {
  const latestFile = join(buildDir, 'builds', 'latest.json');
  let cached: { mtimeMs: number; rules: CompiledRedirect[] } | undefined;

  return async (): Promise<CompiledRedirect[]> => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(latestFile)).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs === mtimeMs) return cached.rules;
    let rules: CompiledRedirect[] = [];
    try {
      const { buildId } = JSON.parse(await readFile(latestFile, 'utf8')) as { buildId?: unknown };
      if (typeof buildId === 'string' && /^[\w-]+$/.test(buildId)) {
        const meta = JSON.parse(await readFile(join(buildDir, ...buildMetaPath(buildId).split('/')), 'utf8'));
        rules = buildMetaSchema.parse(meta).redirects;
      }
    } catch {
      rules = [];
    }
    cached = { mtimeMs, rules };
    return rules;
  };
}
