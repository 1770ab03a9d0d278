import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderEnvExample, withConfigTable } from './config-docs.ts';

it('README.md and .env.example describe every variable the server reads (npm run docs:config)', () => {
  const readme = readFileSync('README.md', 'utf8');
  expect(withConfigTable(readme)).toBe(readme);
  expect(readFileSync('.env.example', 'utf8')).toBe(renderEnvExample());
});
