import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envDocs } from '../apps/server/src/env.ts';

/**
 * There is no Docker engine in CI: the production recipe (Dockerfile, compose.yaml, Caddyfile) is
 * checked here instead — the compose file against the Compose Specification's JSON schema (the
 * copy dclint ships), its variables against the server's env schema, the Dockerfile's files
 * against the repository.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
/** Services that run our image, i.e. whose variables the server reads. */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe('compose.yaml', () => {
  it('follows the Compose Specification', () => {
    const schemaPath = join(
      dirname(createRequire(import.meta.url).resolve('dclint/package.json')),
      'schemas',
    );
    const schema = JSON.parse(readFileSync(join(schemaPath, 'compose.schema.json'), 'utf8'));
    // Draft-07 is Ajv's own dialect; its meta-schema address in the file is spelt without the `#`
    // Ajv registers it under, so it is not looked up.
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
    // The schema describes the file as written (anchors and merge keys are YAML's, resolved here).
    const valid = validate(parse(read('compose.yaml'), { merge: true }));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('runs web and worker processes from our image, a proxy, Postgres and an S3-compatible store', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['web', 'worker']);
    expect(compose.services.worker?.command).toEqual(['node', 'apps/server/dist/worker.js']);
    expect(compose.services.web?.environment?.GENERATION_WORKERS).toBe('0');
    const images = Object.values(compose.services).map((service) => service.image ?? '');
    for (const image of ['caddy:', 'postgres:', 'minio/minio:'])
      expect(images.some((name) => name.startsWith(image))).toBe(true);
  });

  it('sets only variables the server knows', () => {
    const known = new Set<string>(envDocs.map((variable) => variable.name));
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((variable) => !known.has(variable));
      expect(unknown, `${name} sets variables the server does not read`).toEqual([]);
    }
  });

  it('mounts files that exist', () => {
    for (const service of Object.values(compose.services))
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0] ?? '';
        if (source.startsWith('./')) expect(existsSync(join(root, source)), source).toBe(true);
      }
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
  const instructions = dockerfile
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('copies from the build context only files that exist and are not ignored', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    const copies = instructions.filter((line) => /^COPY\s/.test(line) && !/--from=/.test(line));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1, -1);
      for (const source of sources) {
        expect(existsSync(join(root, source)), `${source} is missing`).toBe(true);
        expect(ignored, `${source} is excluded by .dockerignore`).not.toContain(source);
      }
    }
  });

  it('builds in stages and runs the compiled server as a non-root user with a health check', () => {
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThan(1);
    expect(instructions).toContain('RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force');
    expect(instructions).toContain('USER node');
    expect(instructions.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/api/health'))).toBe(
      true,
    );
    const command = instructions.find((line) => line.startsWith('CMD '));
    expect(command).toBe('CMD ["node", "apps/server/dist/main.js"]');
    // The compiled entry points come from these sources.
    for (const entry of ['main', 'worker'])
      expect(existsSync(join(root, `apps/server/src/${entry}.ts`))).toBe(true);
  });
});
