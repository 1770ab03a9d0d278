import { migratePostgres } from './db/migrations.ts';
import { type Env, EnvError, loadProcessEnv } from './env.ts';

function readEnv(): Env {
  try {
    return loadProcessEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = readEnv();
// On Postgres the schema is brought up to date from the first moment, with little more than `pg`
// loaded: a new database's DDL (~0.2 s here, most of it the kernel creating files) runs while the
// rest of the server's code loads rather than after it (0077). A failure is reported by `serve`.
const schemaMigrating = env.DATABASE_URL ? migratePostgres(env.DATABASE_URL) : undefined;
schemaMigrating?.catch(() => {});
const { serve } = await import('./serve.ts');
await serve(env, schemaMigrating);
