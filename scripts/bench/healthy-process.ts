import { type ChildProcess, spawn } from 'node:child_process';

export interface HealthyProcess {
  child: ChildProcess;
  baseUrl: string;
  /** From spawning the process to its first 200 from /api/health. */
  healthyAfterMs: number;
  /**
   * From spawning the process to its first 200 from /api/ready when asked for (the product answers
   * its health before the application has loaded, decision 0062), else the same as healthy.
   */
  readyAfterMs: number;
  stop(): Promise<void>;
}

/**
 * Runs `node <args>` with `env` on top of this process's environment and waits until
 * http://127.0.0.1:<port>/api/health answers 200 (polled every 25 ms), within `deadlineMs`.
 */
export async function startUntilHealthy(
  args: string[],
  {
    port,
    env,
    deadlineMs = 120_000,
    waitForReady = false,
  }: { port: number; env: Record<string, string>; deadlineMs?: number; waitForReady?: boolean },
): Promise<HealthyProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const answersOk = async (path: string) => {
    while (true) {
      if (child.exitCode !== null)
        throw new Error(`node ${args.join(' ')} exited with code ${child.exitCode}`);
      const ok = await fetch(`${baseUrl}${path}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > deadlineMs) {
        await stop();
        throw new Error(`node ${args.join(' ')}: ${path} did not answer 200 within ${deadlineMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const healthyAfterMs = await answersOk('/api/health');
  const readyAfterMs = waitForReady ? await answersOk('/api/ready') : healthyAfterMs;
  return { child, baseUrl, healthyAfterMs, readyAfterMs, stop };
}
