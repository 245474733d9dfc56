/** Whether an account is suspended now (GoTrue's banned_until lies in the future). */
export function isSuspended(bannedUntil: string | null, now: Date = new Date()): boolean {
  return bannedUntil !== null && new Date(bannedUntil).getTime() > now.getTime();
}
