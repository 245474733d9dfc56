import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/auth';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';
import type { ResetPasswordValues } from '../schemas/sign-in';
import { runAuthStep, toastSuccess, toastTexts } from '../toasts';

/**
 * Sets a new password with the session supabase-js opened from the recovery link. Afterwards
 * the session is closed, so the person signs in on /signin with the new password.
 */
export function ResetPasswordPage() {
  usePageTitle('Restablecer contraseña');
  const { session, loading, updatePassword, signOut } = useAuth();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  function handleSubmit(values: ResetPasswordValues) {
    return runAuthStep(
      'passwordUpdate',
      () => updatePassword(values.password),
      async () => {
        setFinishing(true);
        toastSuccess(toastTexts.passwordUpdated, toastTexts.passwordUpdatedMessage);
        await signOut();
        await navigate(paths.signIn, { replace: true });
      },
    );
  }

  if (finishing || (loading && !session)) {
    return <Spinner className="min-h-[50vh]" />;
  }

  if (!session) {
    return (
      <AuthCard title="Restablecer contraseña">
        <div className="space-y-4 text-center">
          <p className="text-slate-700">
            El enlace para restablecer la contraseña no es válido o ya expiró. Pide un correo nuevo
            para continuar.
          </p>
          <Button asChild className="w-full">
            <Link to={paths.forgotPassword()}>Solicitar un nuevo enlace</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Restablecer contraseña"
      description="Elige una contraseña nueva para tu cuenta."
    >
      <ResetPasswordForm onSubmit={handleSubmit} />
    </AuthCard>
  );
}
