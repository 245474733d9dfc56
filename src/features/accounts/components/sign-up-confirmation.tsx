import { MailCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { AuthCard } from './auth-card';

/** Shown after a sign-up that needs the e-mail confirmed first (no session yet). */
export function SignUpConfirmation({ email }: { email: string }) {
  return (
    <AuthCard title="Revisa tu correo">
      <div className="space-y-4 text-center">
        <MailCheck aria-hidden="true" className="mx-auto h-12 w-12 text-brand-700" />
        <p className="text-slate-700">
          Te enviamos un correo a <strong className="break-all">{email}</strong> con un enlace para
          confirmar tu cuenta. Después de confirmarla, inicia sesión.
        </p>
        <Button asChild className="w-full">
          <Link to={paths.signIn}>Ir a Iniciar Sesión</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
