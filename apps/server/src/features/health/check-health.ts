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

export interface ReadinessReport {
  status: 'ok' | 'fail';
  checks: { database: CheckStatus; migrations: CheckStatus; accepting: CheckStatus };
}

export interface ReadinessChecks {
  database(): Promise<boolean>;
  /** Every migration of this build is applied. */
  migrations(): Promise<boolean>;
  /** The process is shutting down: the load balancer should send new requests elsewhere. */
  stopping(): boolean;
}

export async function checkReadiness(checks: ReadinessChecks): Promise<ReadinessReport> {
  const accepting: CheckStatus = checks.stopping() ? 'fail' : 'ok';
  const [database, migrations]: [CheckStatus, CheckStatus] =
    accepting === 'ok' ? await Promise.all([run(checks.database), run(checks.migrations)]) : ['fail', 'fail'];
  return {
    status: [database, migrations, accepting].every((check) => check === 'ok') ? 'ok' : 'fail',
    checks: { database, migrations, accepting },
  };
}
