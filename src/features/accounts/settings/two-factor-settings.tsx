import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { supabase } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { MfaCodeForm } from '../components/mfa-code-form';
import type { MfaCodeValues } from '../schemas';

interface Enrolment {
  factorId: string;
  qrCode: string;
  secret: string;
}

const factorsKey = ['mfa-factors'] as const;

async function fetchVerifiedFactorId(): Promise<string | null> {
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp[0]?.id ?? null;
}

/** Autenticación de Dos Factores → Configurar: TOTP enrol (QR + secret), verify, unenrol. */
export function TwoFactorSettings() {
  const queryClient = useQueryClient();
  const factor = useQuery({ queryKey: factorsKey, queryFn: fetchVerifiedFactorId });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [busy, setBusy] = useState(false);

  async function enroll() {
    setBusy(true);
    const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    setBusy(false);
    if (error) {
      toast.error('Error', {
        description: 'No se pudo iniciar la configuración. Inténtalo de nuevo.',
      });
      return;
    }
    setEnrolment({ factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
  }

  async function verify({ code }: MfaCodeValues) {
    if (!enrolment) return;
    const { error } = await supabase.auth.mfa.challengeAndVerify({
      factorId: enrolment.factorId,
      code,
    });
    if (error) {
      toast.error('Error', { description: 'El código no es válido. Prueba con el código actual.' });
      return;
    }
    setEnrolment(null);
    toast.success('Autenticación de dos factores activada');
    await queryClient.invalidateQueries({ queryKey: factorsKey });
  }

  async function unenroll(factorId: string) {
    setBusy(true);
    const { error } = await supabase.auth.mfa.unenroll({ factorId });
    setBusy(false);
    if (error) {
      toast.error('Error', {
        description: 'No se pudo desactivar. Vuelve a iniciar sesión con tu código.',
      });
      return;
    }
    toast.success('Autenticación de dos factores desactivada');
    await queryClient.invalidateQueries({ queryKey: factorsKey });
  }

  if (factor.isPending) return <Spinner label="Cargando…" />;
  if (factor.isError) {
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
