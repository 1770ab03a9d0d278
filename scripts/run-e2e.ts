/**
 * Runs the Playwright journeys against a fresh production build. Without Chromium it explains how
 * to install it and skips only these tests — unless REQUIRE_E2E=1 (CI), where that is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { e2eDataDir } from '../e2e/support/e2e-env.ts';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const help = `Chromium was not found at ${chromium}. Install Debian's package with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`;
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`End-to-end tests are required (REQUIRE_E2E=1) but cannot run. ${help}`);
    process.exit(1);
  }
  console.warn(`Skipping the end-to-end tests. ${help}`);
  process.exit(0);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('npm', ['run', 'build']);
rmSync(e2eDataDir, { recursive: true, force: true });
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
