import { atom } from 'jotai';

/** An error nothing handled: the page is in an unknown state, so the error page takes over. */
export const fatalErrorAtom = atom<Error | null>(null);
