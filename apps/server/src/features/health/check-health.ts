type CheckStatus = 'ok' | 'fail';

export interface HealthReport {
  status: 'ok' | 'fail';
  checks: { database: CheckStatus; storage: CheckStatus };
}

export interface HealthChecks {
  database(): Promise<boolean>;
  storage(): Promise<boolean>;
}

// A check that hangs (e.g. a stuck connection) must not hang the health endpoint with it.
const checkTimeoutMs = 5_000;

async function run(check: () => Promise<boolean>): Promise<CheckStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    return (await Promise.race([check().catch(() => false), timeout])) ? 'ok' : 'fail';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(checks: HealthChecks): Promise<HealthReport> {
  const [database, storage] = await Promise.all([run(checks.database), run(checks.storage)]);
  return { status: database === 'ok' && storage === 'ok' ? 'ok' : 'fail', checks: { database, storage } };
}
