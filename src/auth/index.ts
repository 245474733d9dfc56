export { AuthProvider } from './auth-provider';
export { useAuth } from './auth-context';
export { RequireRole, type RequireRoleProps } from './require-role';
export { redirectFromPath, signInRedirectState, type SignInRedirectState } from './redirect-state';
export {
  dashboardPathForRole,
  homePathForRole,
  isAppRole,
  menuDashboardPath,
  postSignInPath,
  profilePathForRole,
  roleForPath,
  signUpRoles,
  type AppRole,
  type SignUpRole,
} from './roles';
export type {
  AuthActionResult,
  AuthContextValue,
  SignInInput,
  SignInResult,
  SignUpInput,
  SignUpMetadata,
  SignUpResult,
} from './types';
