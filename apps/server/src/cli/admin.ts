/**
 * `npm run admin -- grant <email> | revoke <email> | list`: manages the admin role from a shell,
 * on the same configuration and database as the server (`.env`, DATA_DIR or DATABASE_URL).
 * The embedded database can be open in one process only: with PGlite, stop the server first.
 */
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { type Env, EnvError, loadProcessEnv } from '../env.ts';
import { listAdmins, setRoleByEmail } from '../features/admin/admin.repository.ts';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

const usage = `Usage:
  npm run admin -- grant <email>    give the admin role to the user with this e-mail
  npm run admin -- revoke <email>   take the admin role away
  npm run admin -- list             list the admins`;

/** Exit codes: 0 done, 1 failed (no such user, database unavailable), 2 wrong usage. */
export async function runAdminCommand(
  args: readonly string[],
  db: Database,
  env: Pick<Env, 'ADMIN_EMAILS'>,
  io: CliIo,
): Promise<number> {
  const [command, email] = args;
  if (command === 'list' && args.length === 1) {
    const admins = await listAdmins(db);
    if (admins.length === 0) io.out('No admins yet. Grant the role with: npm run admin -- grant <email>');
    for (const admin of admins) io.out(`${admin.email}\t${admin.name}`);
    const pending = env.ADMIN_EMAILS.filter(
      (listed) => !admins.some((a) => a.email.toLowerCase() === listed),
    );
    if (pending.length > 0)
      io.out(`Listed in ADMIN_EMAILS, admin at their next sign-in: ${pending.join(', ')}`);
    return 0;
  }
  if ((command === 'grant' || command === 'revoke') && email && args.length === 2) {
    const role = command === 'grant' ? 'admin' : 'user';
    if (!(await setRoleByEmail(db, email, role))) {
      io.err(`No user with the e-mail ${email}. They need to sign up first.`);
      return 1;
    }
    io.out(command === 'grant' ? `${email} is now an admin.` : `${email} is no longer an admin.`);
    if (command === 'revoke' && env.ADMIN_EMAILS.includes(email.toLowerCase())) {
      io.err(`Note: ${email} is listed in ADMIN_EMAILS and becomes an admin again at their next sign-in.`);
    }
    return 0;
  }
  io.err(usage);
  return 2;
}

async function main(): Promise<number> {
  const io: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };
  let env: Env;
  try {
    env = loadProcessEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    io.err(error.message);
    return 1;
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(env);
  } catch (error) {
    // Most often the running server holding the embedded database (its lock names the pid).
    io.err(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  try {
    return await runAdminCommand(process.argv.slice(2), database.db, env, io);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main();
