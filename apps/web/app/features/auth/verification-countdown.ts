import { resendVerificationCountdownSeconds } from '@brandloom/shared/auth-constants';
import { useEffect, useState } from 'react';

/**
 * When the last verification e-mail went out, per address, in sessionStorage: a reload of
 * /auth/verify-email keeps counting down instead of allowing an immediate resend.
 */
const key = (email: string) => `brandloom:verification-sent:${email.trim().toLowerCase()}`;

export function markVerificationSent(email: string, at = Date.now()): void {
  try {
    sessionStorage.setItem(key(email), String(at));
  } catch {
    // Storage blocked: the countdown simply starts from the page load.
  }
}

function lastSent(email: string): number | undefined {
  try {
    const value = Number(sessionStorage.getItem(key(email)));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

function remainingFrom(sentAt: number): number {
  return Math.max(0, Math.ceil((sentAt + resendVerificationCountdownSeconds * 1000 - Date.now()) / 1000));
}

/** Seconds left before the next resend (0 = allowed) and a function to restart the countdown. */
/**
 * `justSent`: an e-mail went out right before this page opened (sign-up), so the countdown starts
 * now unless an earlier send is known.
 */
export function useResendCountdown(email: string, justSent: boolean): [number, () => void] {
  const [sentAt, setSentAt] = useState(() => {
    if (!email) return 0;
    const known = lastSent(email);
    if (known) return known;
    if (!justSent) return 0;
    const now = Date.now();
    markVerificationSent(email, now);
    return now;
  });
  const [remaining, setRemaining] = useState(() => remainingFrom(sentAt));

  useEffect(() => {
    setRemaining(remainingFrom(sentAt));
    const timer = window.setInterval(() => {
      const left = remainingFrom(sentAt);
      setRemaining(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [sentAt]);

  const restart = () => {
    const now = Date.now();
    if (email) markVerificationSent(email, now);
    setSentAt(now);
  };
  return [remaining, restart];
}
