import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
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
  useSetTransporterTracking,
  useShareTrackingLink,
  useTrackingLink,
} from '../api/tracking-links';
import { trackingShareText } from '../tracking-logic';

interface TrackingLinkCardProps {
  listingId: string;
  origin: string;
  destination: string;
  /** Who reads the card: the shipper owns the link, the transporter shares it when allowed. */
  party: 'shipper' | 'transporter';
}

/**
 * 'Seguimiento' on a shipment: a link for whoever receives the cargo, copied or sent by WhatsApp.
 * The shipper revokes it and decides whether the transporter may share it too. The page it opens
 * names the companies only.
 */
export function TrackingLinkCard({ listingId, origin, destination, party }: TrackingLinkCardProps) {
  const headingId = useId();
  const link = useTrackingLink(listingId);
  const share = useShareTrackingLink(listingId);
  const revoke = useRevokeTrackingLink(listingId);
  const allow = useSetTransporterTracking(listingId);
  const [confirming, setConfirming] = useState(false);
  // The shipper's choice while it is saved and read back. Set in the click itself: the mutation's
  // pending state reaches the component a tick later, and meanwhile React puts the controlled box
  // back as the server has it.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const token = link.data?.token;
  const url = token ? new URL(paths.tracking(token), window.location.origin).href : null;
  const isShipper = party === 'shipper';

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-white p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Seguimiento
      </h2>
      <p className="text-sm text-slate-600">
        Un enlace para quien recibe la carga: ve el estado, el recorrido y la llegada estimada sin
        crear una cuenta, y nunca {isShipper ? 'tus datos de contacto' : 'datos de contacto'} ni el
        precio.
      </p>
      {link.isPending ? (
        <Spinner label="Cargando el enlace…" />
      ) : link.data === undefined ? (
        <InlineQueryError query={link} />
      ) : !isShipper && !link.data.transporterMayShare ? (
        <p className="text-sm text-slate-700">
          El dador de carga todavía no habilitó que compartas el seguimiento: podés pedírselo por
          mensaje.
        </p>
      ) : (
        <>
          {url ? (
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
                {isShipper ? (
                  <Button variant="ghost" onClick={() => setConfirming(true)}>
                    Revocar enlace
                  </Button>
                ) : null}
              </div>
            </>
          ) : (
            <Button
              disabled={share.isPending}
              onClick={() => void toastOutcome(share.mutateAsync(), 'Enlace de seguimiento creado')}
            >
              {share.isPending ? 'Creando…' : 'Crear enlace de seguimiento'}
            </Button>
          )}
          {isShipper ? (
            <CheckboxField
              label="El transportista también puede compartirlo"
              checked={choosing ?? link.data.transporterMayShare}
              disabled={choosing !== null}
              onChange={(event) => {
                const allowed = event.target.checked;
                setChoosing(allowed);
                void toastOutcome(
                  allow.mutateAsync(allowed),
                  allowed
                    ? 'El transportista ya puede compartir el seguimiento'
                    : 'El transportista ya no puede compartir el seguimiento',
                  () => setChoosing(null),
                );
              }}
            />
          ) : null}
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
      )}
    </section>
  );
}
