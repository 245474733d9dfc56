import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { toastOutcome } from '@/lib/mutation-toast';
import {
  startMercadoPagoLink,
  useMercadoPagoAccount,
  useUnlinkMercadoPago,
} from '../api/mercadopago';
import { leaveFor, useLeaveFor } from '../leave-for';

/**
 * 'Cobrar con Mercado Pago' in a transporter's profile: link the account so 'Pago protegido'
 * charges on his behalf, or unlink it. Without a linked account, payments stay as today (paid
 * outside, recorded by hand).
 */
export function MercadoPagoCard({
  userId,
  leave = leaveFor,
}: {
  userId: string;
  /** How the page leaves for the consent page (a test watches it instead). */
  leave?: (url: string) => void;
}) {
  const account = useMercadoPagoAccount(userId);
  const unlink = useUnlinkMercadoPago();
  const { leaving, go: link } = useLeaveFor(startMercadoPagoLink, leave);
  const [confirming, setConfirming] = useState(false);

  return (
    <section aria-labelledby="mercadopago" className="space-y-3 rounded-lg border p-4">
      <h2 id="mercadopago" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wallet aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Cobrar con Mercado Pago
      </h2>
      {account.isPending ? (
        <Spinner label="Cargando tu cuenta de Mercado Pago…" />
      ) : account.data === undefined ? (
        <InlineQueryError query={account} />
      ) : account.data ? (
        <>
          <p className="text-sm text-slate-700">
            Mercado Pago vinculado: cuenta {account.data.mpUserId}
            {account.data.liveMode ? '' : ' (de prueba)'}, desde el{' '}
            {formatDate(account.data.linkedAt)}. Los dadores pueden pagarte con Pago protegido.
          </p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Desvincular
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="¿Desvincular Mercado Pago?"
            description="Los envíos nuevos se cobrarán fuera de ConectaCargas, como hasta ahora. Los pagos ya reservados no cambian."
            confirmLabel="Desvincular"
            confirmVariant="destructive"
            pending={unlink.isPending}
            onConfirm={() =>
              void toastOutcome(unlink.mutateAsync(), 'Mercado Pago desvinculado', () =>
                setConfirming(false),
              )
            }
          />
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Vinculá tu cuenta para cobrar con Pago protegido: el dador reserva el pago al aceptar tu
            oferta y se te acredita cuando confirma la entrega. Sin vincularla, cobrás como hasta
            ahora, fuera de ConectaCargas.
          </p>
          <Button onClick={link} disabled={leaving}>
            {leaving ? 'Abriendo Mercado Pago…' : 'Cobrar con Mercado Pago'}
          </Button>
        </>
      )}
    </section>
  );
}
