import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/data-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useFinishMercadoPagoLink } from '../api/mercadopago';

/** Said when the transporter cancelled on Mercado Pago's page, or it sent nothing usable back. */
export const LINK_CANCELLED =
  'No se vinculó tu cuenta: la autorización en Mercado Pago no se completó.';

/**
 * Where Mercado Pago sends the transporter back: the link is completed once with the code and
 * state it brought, then the profile opens; a refusal is said here, with the way back.
 */
export function MercadoPagoCallbackPage() {
  usePageTitle('Vincular Mercado Pago');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishMercadoPagoLink();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const cancelled = !code || !state;

  useEffect(() => {
    // Once: a code is single-use, and React may run an effect twice in development.
    if (started.current || !code || !state) return;
    started.current = true;
    finish
      .mutateAsync({ code, state })
      .then(() => {
        toast.success('Mercado Pago vinculado');
        navigate(paths.transporterProfile, { replace: true });
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [code, state, finish, navigate]);

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Vincular Mercado Pago</h1>
      {cancelled || failure ? (
        <>
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {cancelled ? LINK_CANCELLED : failure}
          </p>
          <Button asChild>
            <Link to={paths.transporterProfile}>Volver a mi perfil</Link>
          </Button>
        </>
      ) : (
        <Spinner label="Vinculando tu cuenta de Mercado Pago…" />
      )}
    </section>
  );
}
