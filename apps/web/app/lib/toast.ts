import { useSyncExternalStore } from 'react';

/** Spec §9: at most 3 visible, 5 s on screen, removed 300 ms after dismissal (exit animation). */
const toastLimit = 3;
export const toastDuration = 5000;
const removeDelay = 300;

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
}

interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismissToast(id: string): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  window.setTimeout(() => setToasts(toasts.filter((item) => item.id !== id)), removeDelay);
}

export function toast(input: ToastInput) {
  counter += 1;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, toastLimit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (changes: ToastInput) =>
      setToasts(toasts.map((item) => (item.id === id ? { ...item, ...changes } : item))),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getToasts = () => toasts;

export function useToast() {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return { toasts: items, toast, dismiss: dismissToast };
}
