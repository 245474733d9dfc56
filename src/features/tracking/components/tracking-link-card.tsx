import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { toastOutcome } from '@/lib/mutation-toast';
import { paths } from '@/lib/paths';
import { whatsappLink } from '@/lib/site-config';
import {
  useRevokeTrackingLink,
  useShareTrackingLink,
  useTrackingToken,
} from '../api/tracking-links';
import { trackingShareText } from '../tracking-logic';

/**
 * 'Seguimiento' on the shipper's shipment: a link for whoever receives the cargo, copied or sent
 * by WhatsApp, and revocable. The page it opens names the companies only.
 */
export function TrackingLinkCard({
  listingId,
  origin,
  destination,
}: {
  listingId: string;
  origin: string;
  destination: string;
}) {
  const headingId = useId();
  const token = useTrackingToken(listingId);
  const share = useShareTrackingLink(listingId);
  const revoke = useRevokeTrackingLink(listingId);
  const [confirming, setConfirming] = useState(false);
  const url = token.data ? new URL(paths.tracking(token.data), window.location.origin).href : null;

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Seguimiento
      </h2>
      <p className="text-sm text-slate-600">
        Un enlace para quien recibe la carga: ve el estado, el recorrido y la llegada estimada sin
        crear una cuenta, y nunca tus datos de contacto ni el precio.
      </p>
      {token.isPending ? (
        <Spinner label="Cargando el enlace…" />
      ) : token.isError ? (
        <InlineQueryError query={token} />
      ) : url ? (
        <>
          <Input
            readOnly
            value={url}
            aria-label="Enlace de seguimiento"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              onClick={() =>
                void toastOutcome(navigator.clipboard.writeText(url), 'Enlace copiado')
              }
            >
              Copiar enlace
            </Button>
            <WhatsAppLink href={whatsappLink('', trackingShareText(origin, destination, url))}>
              Enviar por WhatsApp
            </WhatsAppLink>
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Revocar enlace
            </Button>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="¿Revocar el enlace de seguimiento?"
            description="Quien lo tenga verá «Este enlace ya no está disponible». Después podés crear uno nuevo."
            confirmLabel="Revocar"
            confirmVariant="destructive"
            pending={revoke.isPending}
            onConfirm={() =>
              void toastOutcome(revoke.mutateAsync(), 'Enlace revocado', () => setConfirming(false))
            }
          />
        </>
      ) : (
        <Button
          disabled={share.isPending}
          onClick={() => void toastOutcome(share.mutateAsync(), 'Enlace de seguimiento creado')}
        >
          {share.isPending ? 'Creando…' : 'Crear enlace de seguimiento'}
        </Button>
      )}
    </section>
  );
}
