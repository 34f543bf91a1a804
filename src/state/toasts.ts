import { atom } from 'jotai';

import type { ClientIconName } from '../lib/icons';

const TOAST_DEFAULT_DURATION_MS = 5000;
const TOAST_MAX_VISIBLE = 5;
/** A closed toast stays in state this long, for its exit animation. */
const TOAST_REMOVE_DELAY_MS = 200;

export type ToastColor = 'primary' | 'success' | 'warning' | 'error' | 'neutral';
type ToastAction = { label: string; onClick: () => void };

export type Toast = {
  id: string;
  title: string;
  description?: string;
  /** Iconify name, one the static build ships for the browser. */
  icon?: ClientIconName;
  color: ToastColor;
  actions: ToastAction[];
  /** Whether the toast has a close button. */
  close: boolean;
  /** Milliseconds until it closes itself; 0 keeps it until closed. */
  duration: number;
  open: boolean;
};

type ToastInput = Partial<Omit<Toast, 'open' | 'title'>> & { title: string };

export const toastsAtom = atom<Toast[]>([]);

let counter = 0;

/** Adds a toast; beyond five, the oldest open ones close to make room. */
export const addToastAtom = atom(null, (get, set, input: ToastInput) => {
  const toast: Toast = {
    id: input.id ?? `toast-${++counter}`,
    color: 'primary',
    actions: [],
    close: true,
    duration: TOAST_DEFAULT_DURATION_MS,
    ...input,
    open: true,
  };
  const others = get(toastsAtom).filter((existing) => existing.id !== toast.id);
  const open = others.filter((existing) => existing.open);
  const overflow = new Set(open.slice(0, Math.max(0, open.length - (TOAST_MAX_VISIBLE - 1))).map((t) => t.id));
  set(toastsAtom, [...others.map((t) => (overflow.has(t.id) ? { ...t, open: false } : t)), toast]);
  for (const id of overflow) setTimeout(() => set(removeToastAtom, id), TOAST_REMOVE_DELAY_MS);
  return toast.id;
});

/** Closes a toast now and clears it from state after the exit animation. */
export const dismissToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
  );
  setTimeout(() => set(removeToastAtom, id), TOAST_REMOVE_DELAY_MS);
});

const removeToastAtom = atom(null, (get, set, id: string) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id || toast.open),
  );
});
