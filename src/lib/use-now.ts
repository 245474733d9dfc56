import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: for ages ('hace 2 min') that must not go stale. */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
