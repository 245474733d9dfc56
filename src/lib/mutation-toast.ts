import { errorMessage } from './data-errors';
import { toast } from './toast';

/**
 * How an action outside a form says it failed, everywhere: 'Error', and the Spanish reason
 * (a `DataError`'s message, or what `errorMessage` makes of any other error). A form says it
 * inside the form instead (`sayFailureInForm`, lib/forms.ts).
 */
export function toastFailure(error: unknown): void {
  toast.error('Error', { description: errorMessage(error) });
}

/**
 * Toasts the end of an action (success, or `toastFailure`) and then runs `done`,
 * whether or not the component that started it is still there: a live update can take a button
 * off the screen while its request is on the way (the listing it assigns is assigned), and
 * TanStack Query's `mutate` callbacks would then never run.
 */
export async function toastOutcome(
  action: Promise<unknown>,
  success: string,
  done: () => void = () => undefined,
): Promise<void> {
  try {
    await action;
    toast.success(success);
  } catch (error) {
    toastFailure(error);
  } finally {
    done();
  }
}
