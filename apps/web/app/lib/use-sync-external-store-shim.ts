// react-i18next imports `use-sync-external-store/shim`, a copy of the hook for React < 18 (0.4 KB
// gzipped on every app page); React 19 has it. vite.config.ts resolves the shim to this module.
export { useSyncExternalStore } from 'react';
