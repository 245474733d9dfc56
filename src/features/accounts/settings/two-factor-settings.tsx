import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { DataError } from '@/lib/data-errors';
import { toast } from '@/lib/toast';
import { MfaCodeForm } from '../components/mfa-code-form';
import type { MfaCodeValues } from '../schemas/sign-in';
import { enrollTotp, type TotpEnrolment } from './api/mfa';
import { useUnenrollFactor, useVerifiedFactor, useVerifyEnrolment } from './api/use-mfa';
import { toastFailure } from '@/lib/mutation-toast';

/** Autenticación de Dos Factores → Configurar: TOTP enrol (QR + secret), verify, unenrol. */
export function TwoFactorSettings() {
  const factor = useVerifiedFactor();
  const verification = useVerifyEnrolment();
  const unenrollment = useUnenrollFactor();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [busy, setBusy] = useState(false);

  async function enroll() {
    setBusy(true);
    try {
      setEnrolment(await enrollTotp());
    } catch (error) {
      toastFailure(
        new DataError(error, 'No se pudo iniciar la configuración. Inténtalo de nuevo.'),
      );
    } finally {
      setBusy(false);
    }
  }

  async function verify({ code }: MfaCodeValues) {
    if (!enrolment) return;
    try {
      await verification.mutateAsync({ factorId: enrolment.factorId, code });
    } catch (error) {
      throw new DataError(error, 'El código no es válido. Prueba con el código actual.');
    }
    setEnrolment(null);
    toast.success('Autenticación de dos factores activada');
  }

  async function unenroll(factorId: string) {
    setBusy(true);
    try {
      await unenrollment.mutateAsync(factorId);
    } catch (error) {
      toastFailure(
        new DataError(error, 'No se pudo desactivar. Vuelve a iniciar sesión con tu código.'),
      );
      return;
    } finally {
      setBusy(false);
    }
    toast.success('Autenticación de dos factores desactivada');
  }

  if (factor.isPending) return <Spinner label="Cargando…" />;
  if (factor.data === undefined) {
    return (
      <p role="alert" className="text-sm text-red-700">
        No se pudo leer la configuración de dos factores.
      </p>
    );
  }
  if (factor.data) {
    const factorId = factor.data;
    return (
      <div className="space-y-3">
        <p className="text-sm text-green-800">
          Activada: al iniciar sesión te pediremos el código de tu aplicación.
        </p>
        <Button variant="outline" disabled={busy} onClick={() => void unenroll(factorId)}>
          Desactivar
        </Button>
      </div>
    );
  }
  if (enrolment) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Escanea el código QR con tu aplicación de autenticación o ingresa la clave a mano, y
          escribe el código de 6 números que muestra.
        </p>
        <img
          src={enrolment.qrCode}
          alt="Código QR para la aplicación de autenticación"
          className="h-44 w-44 rounded border bg-white p-2"
        />
        <p className="text-sm">
          Clave: <code className="break-all">{enrolment.secret}</code>
        </p>
        <MfaCodeForm submitLabel="Verificar y activar" onSubmit={verify} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Protege tu cuenta con un código de una aplicación de autenticación además de tu contraseña.
      </p>
      <Button disabled={busy} onClick={() => void enroll()}>
        Activar
      </Button>
    </div>
  );
}
