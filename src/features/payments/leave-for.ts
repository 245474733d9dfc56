import { useState } from 'react';
import { toastFailure } from '@/lib/mutation-toast';

/** Leaves the app for Mercado Pago's own pages (consent, checkout): a full navigation. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/**
 * Asks for the Mercado Pago page to go to, then leaves for it; `leaving` holds the button until
 * the page goes, and a failure is toasted and lets the person try again.
 */
export function useLeaveFor(destination: () => Promise<string>, leave: (url: string) => void) {
  const [leaving, setLeaving] = useState(false);
  async function go() {
    setLeaving(true);
    try {
      leave(await destination());
    } catch (error) {
      toastFailure(error);
      setLeaving(false);
    }
  }
  return { leaving, go: () => void go() };
}
