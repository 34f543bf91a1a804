import { useSetAtom } from 'jotai';

import { addToastAtom } from '../../state/toasts';

/** `const toast = useToast(); toast.add({ title: 'Saved' })` from any island. */
export const useToast = () => {
  const add = useSetAtom(addToastAtom);
  return { add };
};
