/**
 * The README's configuration table and `.env.example` are generated from the server's `envDocs`,
 * so the documentation cannot drift from what the server validates. `npm run docs:config` writes
 * them; a test fails when they are stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { envDocs } from '../apps/server/src/env.ts';

const tableStart = '<!-- config-table -->';
const tableEnd = '<!-- /config-table -->';

export function renderConfigTable(): string {
  const rows = envDocs.map((doc) => `| \`${doc.name}\` | ${doc.default} | ${doc.description} |`);
  return [
    tableStart,
    '| variable | default | what it switches to |',
    '| --- | --- | --- |',
    ...rows,
    tableEnd,
  ].join('\n');
}

export function renderEnvExample(): string {
  const blocks = envDocs.map((doc) => `# ${doc.description} Default: ${doc.default}\n# ${doc.name}=`);
  return `# Copy to .env and uncomment what you change. Every variable is optional.\n\n${blocks.join('\n\n')}\n`;
}

export function withConfigTable(readme: string): string {
  const start = readme.indexOf(tableStart);
  const end = readme.indexOf(tableEnd);
  if (start < 0 || end < start) throw new Error(`README.md lacks the ${tableStart} … ${tableEnd} markers`);
  return readme.slice(0, start) + renderConfigTable() + readme.slice(end + tableEnd.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync('README.md', withConfigTable(readFileSync('README.md', 'utf8')));
  writeFileSync('.env.example', renderEnvExample());
  console.log('Wrote the configuration table in README.md and .env.example');
}
