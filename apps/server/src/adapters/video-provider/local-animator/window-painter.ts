import { Worker } from 'node:worker_threads';
import type { RawPicture } from './brand-layers.ts';
import type { Size, Window } from './camera-path.ts';
import { drawWindow } from './frame-pixels.ts';

/**
 * The camera window of every frame drawn on a worker thread into two canvases in turn (decision
 * 0071): while the worker draws frame n + 1, the main thread lays frame n's layers and hands it to
 * ffmpeg, whose pipe takes a frame 64 KB at a time and moves only while the event loop is free.
 * The window was three quarters of the main thread's work per frame, and the pipe waited behind it.
 *
 * The worker runs `drawWindow`'s own source (it names nothing from outside), so the development
 * server, the tests and the bundled server run it alike with no entry file of its own.
 */
export interface WindowPainter {
  /** The two frame-sized RGBA canvases, shared with the worker. */
  canvases: [Buffer, Buffer];
  /** Draws `window` into canvas `target`; resolves when it is drawn. */
  draw(window: Window, target: 0 | 1): Promise<void>;
  close(): Promise<void>;
}

// A loader that keeps function names (tsx in development) wraps inner functions in __name().
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const __name = (target) => target;
const drawWindow = ${drawWindow.toString()};
const { picture, width, height, canvases, frame } = workerData;
const words = { words: new Int32Array(picture), width, height };
const targets = canvases.map((canvas) => new Int32Array(canvas));
const columns = new Int32Array(2 * frame.width);
parentPort.on('message', ({ window, target }) => {
  drawWindow(words, window, targets[target], frame, columns);
  parentPort.postMessage(target);
});
`;

export function windowPainter(picture: RawPicture, frame: Size): WindowPainter {
  const shared = new SharedArrayBuffer(picture.data.length);
  Buffer.from(shared).set(picture.data);
  const canvases = [0, 1].map(() => new SharedArrayBuffer(frame.width * frame.height * 4));
  const worker = new Worker(workerSource, {
    eval: true,
    workerData: { picture: shared, width: picture.width, height: picture.height, canvases, frame },
  });
  // One draw at a time is asked for; its answer settles it.
  let pending: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  const fail = (error: unknown) => {
    pending?.reject(error);
    pending = null;
  };
  worker.on('message', () => {
    pending?.resolve();
    pending = null;
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('The frame painter stopped')));
  return {
    canvases: [Buffer.from(canvases[0] as SharedArrayBuffer), Buffer.from(canvases[1] as SharedArrayBuffer)],
    draw(window, target) {
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage({ window, target });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
