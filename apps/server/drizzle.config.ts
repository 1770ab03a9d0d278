import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; they are applied at start on PGlite and Postgres alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
