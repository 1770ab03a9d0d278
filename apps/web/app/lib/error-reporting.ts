import { isChunkLoadError, recordChunkLoadFailure } from './chunk-errors';

/** Spec §8: rejections from session recorders, analytics and Safari's "Load failed" are noise. */
const ignoredRejection = /session.?recorder|rrweb|logrocket|hotjar|analytics|gtag|posthog|Load failed/i;
const windowMs = 30_000;
const maxPerWindow = 5;
const maxLength = 1000;
const sent = new Map<string, { count: number; since: number }>();

function report(message: string, stack?: string): void {
  const now = Date.now();
  const seen = sent.get(message);
  if (seen && now - seen.since < windowMs) {
    if (seen.count >= maxPerWindow) return;
    seen.count += 1;
  } else {
    sent.set(message, { count: 1, since: now });
  }
  const body = JSON.stringify({
    message: message.slice(0, maxLength),
    stack: stack?.slice(0, 4 * maxLength),
    url: window.location.href,
    userAgent: navigator.userAgent,
  });
  fetch('/api/error-logging', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
  }).catch(() => {
    // Reporting must never raise an error of its own.
  });
}

function onError(event: ErrorEvent): void {
  const error: unknown = event.error;
  if (isChunkLoadError(error ?? event.message)) {
    recordChunkLoadFailure();
    return;
  }
  if (!event.message && !(error instanceof Error)) return;
  report(
    error instanceof Error ? error.message : event.message,
    error instanceof Error ? error.stack : undefined,
  );
}

function onRejection(event: PromiseRejectionEvent): void {
  const reason: unknown = event.reason;
  if (isChunkLoadError(reason)) {
    recordChunkLoadFailure();
    return;
  }
  const message = reason instanceof Error ? reason.message : String(reason);
  const stack = reason instanceof Error ? reason.stack : undefined;
  if (ignoredRejection.test(`${message}\n${stack ?? ''}`)) return;
  report(message, stack);
}

/** Sends uncaught errors to the server, which deduplicates across clients. */
export function installErrorReporting(): () => void {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
