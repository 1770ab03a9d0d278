import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { apiTypesFile, renderApiTypes } from './api-types.ts';

it('the web app types the API the server describes (else: server and web disagree, run npm run api:types)', async () => {
  expect(readFileSync(apiTypesFile, 'utf8'), 'server and web disagree: run npm run api:types').toBe(
    await renderApiTypes(),
  );
});
