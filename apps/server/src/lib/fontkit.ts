import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);
let loaded: typeof Fontkit | undefined;

/**
 * fontkit, loaded when the first font is opened rather than at start: evaluating it (and the
 * Unicode tables it inflates) took 0.2–0.7 s of every start, in web processes that may never draw
 * or read a font (0053). Synchronous, as the compositor measures text synchronously.
 */
export function fontkit(): typeof Fontkit {
  loaded ??= require('fontkit') as typeof Fontkit;
  return loaded;
}
