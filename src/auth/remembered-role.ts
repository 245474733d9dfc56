/**
 * The signed-in person's role as last read from user_roles, kept on the device so the app opened
 * without a network (the service worker's shell) still knows which dashboard is theirs. Only the
 * screens use it: the database answers by the session, never by this. Forgotten on sign-out.
 */
import { deviceStorage } from '@/lib/device-storage';
import { isAppRole, type AppRole } from './roles';

const KEY = 'conectacargas.role';

export function rememberRole(
  userId: string,
  role: AppRole | null,
  storage = deviceStorage(),
): void {
  try {
    if (role) storage?.setItem(KEY, JSON.stringify({ userId, role }));
    else storage?.removeItem(KEY);
  } catch {
    // Full or blocked storage: the app only loses its offline start.
  }
}

/** The role remembered for this user; null for another user's, a missing or a garbled one. */
export function rememberedRole(userId: string, storage = deviceStorage()): AppRole | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { userId: savedUser, role } = saved as Record<string, unknown>;
    return savedUser === userId && isAppRole(role) ? role : null;
  } catch {
    return null;
  }
}

export function forgetRole(storage = deviceStorage()): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
