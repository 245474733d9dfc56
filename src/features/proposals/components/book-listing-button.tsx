import { toastOutcome } from '@/lib/mutation-toast';
import { useState } from 'react';
import { useAuth } from '@/auth';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/format';
import { useVerifiedTransporters } from '@/features/trust';
import { useBookListing, type BookedTerms } from '../api/book-listing';

/**
 * 'Tomar al precio' on a listing with Reserva inmediata, for a verified transporter only (the
 * database checks the same): the listing is theirs at the price and version shown, in one step.
 */
export function BookListingButton({
  listing,
  size = 'sm',
}: {
  listing: BookedTerms & { title: string };
  size?: ButtonProps['size'];
}) {
  const { user } = useAuth();
  const verified = useVerifiedTransporters(user ? [user.id] : []);
  const book = useBookListing();
  const [confirming, setConfirming] = useState(false);
  if (!user || verified[user.id] !== true) return null;

  function confirm() {
    void toastOutcome(book.mutateAsync(listing), 'Carga reservada', () => setConfirming(false));
  }

  return (
    <>
      <Button variant="accent" size={size} onClick={() => setConfirming(true)}>
        Tomar al precio
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Tomar esta carga al precio publicado?"
        description={`«${listing.title}» quedará asignada a ti por ${formatPrice(listing.price)}. Las propuestas de otros transportistas quedarán rechazadas.`}
        confirmLabel="Tomar al precio"
        pending={book.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
