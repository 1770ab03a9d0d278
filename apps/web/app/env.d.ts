/** Set by vite.config.ts at build time; the same value is written to /builds/latest.json. */
declare const __BUILD_ID__: string;
/** ISO time of the build; the copyright year is taken from it so prerendered HTML and hydration agree. */
declare const __BUILT_AT__: string;
