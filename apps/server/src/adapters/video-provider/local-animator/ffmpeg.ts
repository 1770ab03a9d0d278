import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { VideoProviderError } from '../video-provider.ts';

/** The ffmpeg binary shipped in the @ffmpeg-installer package for this platform (nothing is downloaded). */
export const ffmpegPath = ffmpegInstaller.path;

/**
 * Runs ffmpeg with `args`; `onTime` hears how many seconds of output are written (from
 * `-progress`). An aborted signal kills the process: a timeout becomes a retryable
 * VideoProviderError('timeout'), any other abort is rethrown as its reason.
 */
export function runFfmpeg(
  args: string[],
  options: { signal?: AbortSignal; onTime?: (seconds: number) => void } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = line.match(/^out_time=(\d+):(\d+):([\d.]+)/);
        if (match) options.onTime?.(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (cause) =>
      reject(new VideoProviderError('unavailable', 'ffmpeg could not be started', { cause })),
    );
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', abort);
      const reason: unknown = options.signal?.aborted ? options.signal.reason : undefined;
      if (reason !== undefined) {
        reject(
          reason instanceof Error && reason.name === 'TimeoutError'
            ? new VideoProviderError('timeout', 'The animation took too long', { cause: reason })
            : reason,
        );
      } else if (code === 0) {
        resolve();
      } else {
        reject(
          new VideoProviderError(
            'failed',
            `ffmpeg exited with ${code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`,
          ),
        );
      }
    });
  });
}
