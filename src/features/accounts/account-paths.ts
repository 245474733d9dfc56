import { paths } from '@/lib/paths';

/** `/signin?mode=forgot` opens the sign-in screen in its forgot-password mode. */
export const FORGOT_MODE = 'forgot';
export const forgotPasswordPath = `${paths.signIn}?mode=${FORGOT_MODE}`;
