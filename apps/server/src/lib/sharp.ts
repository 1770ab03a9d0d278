import { createRequire } from 'node:module';
import type Sharp from 'sharp';

const require = createRequire(import.meta.url);
let loaded: typeof Sharp | undefined;
const load = () => {
  loaded ??= require('sharp') as typeof Sharp;
  return loaded;
};

/**
 * sharp, loaded with the first image rather than at start: its native binding and the platform
 * checks around it (semver, detect-libc) were ~10 % of loading the application, in web processes
 * whose first requests draw nothing (0068). Called and read exactly like the module (a proxy);
 * synchronous, like `fontkit()`.
 */
export const sharp: typeof Sharp = new Proxy((() => {}) as unknown as typeof Sharp, {
  apply: (_target, _this, args) => Reflect.apply(load(), undefined, args),
  get: (_target, property) => Reflect.get(load(), property),
});
