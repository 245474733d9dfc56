import { errorMessage } from './data-errors';
import { toast } from './toast';

/**
 * Toasts the end of an action (success, or 'Error' with the Spanish reason) and then runs `done`,
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
    toast.error('Error', { description: errorMessage(error) });
  } finally {
    done();
  }
}
