/**
 * The shipper's 'Solo transportistas verificados' toggle: which proposals stay on screen. A
 * transporter whose verification is not known yet counts as not verified, so the filtered list never
 * shows someone it cannot vouch for.
 */
export function onlyVerified<T extends { transporterId: string }>(
  proposals: readonly T[],
  verified: Readonly<Record<string, boolean | undefined>>,
  enabled: boolean,
): readonly T[] {
  if (!enabled) return proposals;
  return proposals.filter((proposal) => verified[proposal.transporterId] === true);
}
