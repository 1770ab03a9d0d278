export { useRealtime } from './hooks/use-realtime';
