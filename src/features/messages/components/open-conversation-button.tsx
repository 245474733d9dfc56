import { MessageCircleQuestion } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useOpenConversation } from '../api/conversations';
import { toastFailure } from '@/lib/mutation-toast';

export interface OpenConversationButtonProps {
  listingId: string;
  /** The shipper writing to a carrier who made an offer; a carrier asks for himself. */
  transporterId?: string;
  label: string;
  size?: 'sm' | 'md';
}

/**
 * 'Preguntar' on a listing (a carrier, before or after an offer) or 'Mensaje' on a proposal (the
 * shipper): opens the one conversation of that listing and carrier, then goes to it.
 */
export function OpenConversationButton({
  listingId,
  transporterId,
  label,
  size = 'md',
}: OpenConversationButtonProps) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  const role = transporterId ? 'shipper' : 'transporter';

  function start() {
    open.mutate(
      { listingId, transporterId },
      {
        onSuccess: (id) => void navigate(paths.conversation(role, id)),
        onError: (error) => toastFailure(error),
      },
    );
  }

  return (
    <Button variant="outline" size={size} onClick={start} disabled={open.isPending}>
      <MessageCircleQuestion aria-hidden="true" className="h-4 w-4" />
      {label}
    </Button>
  );
}
