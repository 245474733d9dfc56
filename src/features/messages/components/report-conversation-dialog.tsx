import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { DialogForm } from '@/components/ui/dialog-form';
import { TextField } from '@/components/ui/text-field';
import { useZodForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useReportConversation } from '../api/conversations';
import { reportSchema, type ReportFormValues, type ReportInput } from '../schemas';

function ReportForm({ conversationId, onDone }: { conversationId: string; onDone: () => void }) {
  const report = useReportConversation(conversationId);
  const form = useZodForm<ReportFormValues, ReportInput>(reportSchema, { reason: '' });

  async function submit({ reason }: ReportInput) {
    await report.mutateAsync(reason);
    toast.success('Conversación reportada', {
      description: 'Un administrador la revisará.',
    });
    onDone();
  }

  return (
    <DialogForm form={form} onSubmit={submit} submitLabel="Reportar" pendingLabel="Enviando…">
      <TextField form={form} name="reason" label="Motivo" required multiline rows={4} />
    </DialogForm>
  );
}

/** 'Reportar conversación': a party asks an admin to read it (the only way an admin can). */
export function ReportConversationDialog({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" className="h-4 w-4" />
        Reportar conversación
      </Button>
      {open ? (
        <DialogContent>
          <DialogTitle>Reportar conversación</DialogTitle>
          <DialogDescription>
            Un administrador leerá esta conversación para revisar lo que nos cuentes.
          </DialogDescription>
          <ReportForm conversationId={conversationId} onDone={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
