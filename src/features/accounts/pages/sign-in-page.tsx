import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { postSignInPath, redirectFromPath, useAuth, type AppRole } from '@/auth';
import { FORGOT_MODE, SIGN_IN_MODE_PARAM, paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { MfaCodeForm } from '../components/mfa-code-form';
import { SignInForm } from '../components/sign-in-form';
import { needsSecondFactor, verifySignInCode } from '../settings/api/mfa';
import type { ForgotPasswordValues, MfaCodeValues, SignInValues } from '../schemas/sign-in';
import { runAuthStep, toastAuthError, toastSuccess, toastTexts } from '../toasts';

export function SignInPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const forgot = searchParams.get(SIGN_IN_MODE_PARAM) === FORGOT_MODE;
  usePageTitle(forgot ? 'Recuperar contraseña' : 'Iniciar Sesión');
  const { signIn, requestPasswordReset } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  /** Set after a password sign-in of an account with a verified factor: the code comes next. */
  const [codeStep, setCodeStep] = useState<{ role: AppRole | null } | null>(null);

  async function finishSignIn(role: AppRole | null) {
    toastSuccess(toastTexts.signInSuccess, toastTexts.signInSuccessMessage);
    await navigate(postSignInPath(role, redirectFromPath(location.state)), { replace: true });
  }

  function switchMode(toForgot: boolean, typedEmail: string) {
    setEmail(typedEmail);
    // Keep the guard's state so the person still returns to the page they asked for.
    setSearchParams(toForgot ? { [SIGN_IN_MODE_PARAM]: FORGOT_MODE } : {}, {
      replace: true,
      state: location.state,
    });
  }

  function handleSignIn(values: SignInValues) {
    return runAuthStep(
      'signIn',
      () => signIn(values),
      async ({ role }) => {
        if (await needsSecondFactor()) {
          setCodeStep({ role });
          return;
        }
        await finishSignIn(role);
      },
    );
  }

  async function handleCode({ code }: MfaCodeValues) {
    try {
      await verifySignInCode(code);
      await finishSignIn(codeStep?.role ?? null);
    } catch (error) {
      toastAuthError('signIn', error);
    }
  }

  function handleResetRequest(values: ForgotPasswordValues) {
    return runAuthStep(
      'resetRequest',
      () => requestPasswordReset(values.email),
      () => {
        toastSuccess(toastTexts.resetSent, toastTexts.resetSentMessage);
        switchMode(false, values.email);
      },
    );
  }

  if (codeStep) {
    return (
      <AuthCard
        title="Verificación en dos pasos"
        description="Ingresa el código de 6 números de tu aplicación de autenticación."
      >
        <MfaCodeForm submitLabel="Verificar" onSubmit={handleCode} />
      </AuthCard>
    );
  }

  if (forgot) {
    return (
      <AuthCard
        title="Recuperar contraseña"
        description="Ingresa tu correo y te enviaremos instrucciones para restablecer tu contraseña."
      >
        <ForgotPasswordForm
          defaultEmail={email}
          onSubmit={handleResetRequest}
          onBack={(typed) => switchMode(false, typed)}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Iniciar Sesión"
      description="Ingresa a tu cuenta de ConectaCargas."
      footer={
        <p>
          ¿No tienes una cuenta?{' '}
          <Link
            to={paths.register}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Regístrate
          </Link>
        </p>
      }
    >
      <SignInForm
        defaultEmail={email}
        onSubmit={handleSignIn}
        onForgotPassword={(typed) => switchMode(true, typed)}
      />
    </AuthCard>
  );
}
