import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation } from '@/lib/use-invalidating-mutation';
import { fetchVerifiedFactorId, mfaKeys, unenrollFactor, verifyEnrolment } from './mfa';

export function useVerifiedFactor() {
  return useQuery({ queryKey: mfaKeys.verifiedFactor, queryFn: fetchVerifiedFactorId });
}

/** The first code of an enrolment: once verified, the account has its factor. */
export function useVerifyEnrolment() {
  return useInvalidatingMutation(
    ({ factorId, code }: { factorId: string; code: string }) => verifyEnrolment(factorId, code),
    [mfaKeys.verifiedFactor],
  );
}

export function useUnenrollFactor() {
  return useInvalidatingMutation(unenrollFactor, [mfaKeys.verifiedFactor]);
}
