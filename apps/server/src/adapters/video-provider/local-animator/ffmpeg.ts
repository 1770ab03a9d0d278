import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { VideoProviderError } from '../video-provider.ts';

/** The ffmpeg binary shipped in the @ffmpeg-installer package for this platform (nothing is downloaded). */
export const ffmpegPath = ffmpegInstaller.path;

/**
 * Writes every chunk, each wholly taken by the pipe before the next is asked for (so a source may
 * redraw one buffer); a failing source stops ffmpeg with its error.
 */
async function feed(stdin: Writable, chunks: AsyncIterable<Buffer>, stop: (error: unknown) => void) {
  // ffmpeg closing early (it failed, or was killed) is reported by its exit, not here.
  stdin.on('error', () => {});
  try {
    for await (const chunk of chunks) {
      if (stdin.destroyed) return;
      await new Promise<void>((written) => stdin.write(chunk, () => written()));
    }
    stdin.end();
  } catch (error) {
    stop(error);
  }
}

/**
 * Runs ffmpeg with `args`; `onTime` hears how many seconds of output are written (from
 * `-progress`), `input` is written to its standard input (raw frames for `-i pipe:0`). An aborted
 * signal kills the process: a timeout becomes a retryable VideoProviderError('timeout'), any other
 * abort is rethrown as its reason.
 */
export function runFfmpeg(
  args: string[],
  options: { signal?: AbortSignal; onTime?: (seconds: number) => void; input?: AsyncIterable<Buffer> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath,
      ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', ...args],
      {
        stdio: [options.input ? 'pipe' : 'ignore', 'pipe', 'pipe'],
      },
    );
    let inputError: unknown;
    if (options.input && child.stdin) {
      void feed(child.stdin, options.input, (error) => {
        inputError = error;
        child.kill('SIGKILL');
      });
    }
    let stderr = '';
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = line.match(/^out_time=(\d+):(\d+):([\d.]+)/);
        if (match) options.onTime?.(Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
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
      } else if (inputError !== undefined) {
        reject(inputError);
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
