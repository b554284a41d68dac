import { toast } from 'sonner';
import { toastersWanted } from './toasters-wanted';

/** Sonner's `toast`, once the layout has been asked for the toasters: `stackedToast().success(text)`. */
export function stackedToast(): typeof toast {
  toastersWanted.raise();
  return toast;
}
