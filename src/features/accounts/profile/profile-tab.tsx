import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@supabase/supabase-js';
import type { SignUpRole } from '@/auth';
import { Button } from '@/components/ui/button';
import { InlineQueryError } from '@/components/ui/query-error-state';
import { Spinner } from '@/components/ui/spinner';
import { InvoicingSettingsCard } from '@/features/invoices';
import { MercadoPagoCard } from '@/features/payments';
import { SeenByOthers } from '@/features/trust';
import { authErrorMessage } from '@/lib/auth-errors';
import { DataError } from '@/lib/data-errors';
import { paths } from '@/lib/paths';
import { toastSuccess, toastTexts } from '../toasts';
import type { TransporterProfileValues } from './schemas';
import { requestEmailChange } from './api/email-change';
import { useProfile, useUpdateProfile } from './api/use-profile';
import { ProfileCard } from './profile-card';
import { ProfileForm } from './profile-form';

/** Asks Auth for the new login e-mail; the links mailed lead back to this profile. */
async function changeEmail(email: string, role: SignUpRole): Promise<void> {
  const profilePath = role === 'shipper' ? paths.shipperProfile : paths.transporterProfile;
  try {
    await requestEmailChange(email, `${window.location.origin}${profilePath}`);
  } catch (error) {
    throw new DataError(error, authErrorMessage(error, 'emailChange'));
  }
}

/** The 'Perfil' tab: the read view, or the edit form after 'Editar Perfil'. */
export function ProfileTab({ user, role }: { user: User; role: SignUpRole }) {
  const profile = useProfile(user.id);
  const transporter = role === 'transporter';
  const save = useUpdateProfile(user.id, transporter);
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <Spinner label="Cargando perfil…" />;
  if (profile.data === undefined) {
    return <InlineQueryError query={profile} />;
  }

  /** Saves the profile, then asks for a new e-mail; a failure of either is said in the form. */
  async function onSubmit({ email, ...update }: TransporterProfileValues) {
    await save.mutateAsync(update);
    const emailChanged = email.toLowerCase() !== (user.email ?? '').toLowerCase();
    if (emailChanged && email.toLowerCase() !== user.new_email?.toLowerCase()) {
      await changeEmail(email, role);
    }
    toastSuccess(toastTexts.profileUpdated);
    setEditing(false);
  }

  return (
    <div className="space-y-4">
      {user.new_email ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md border border-yellow-200 bg-yellow-50 px-3 py-2 text-sm text-yellow-900"
        >
          <MailCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            {toastTexts.emailChangePending}: <strong className="break-all">{user.new_email}</strong>
          </span>
        </p>
      ) : null}
      {editing ? (
        <ProfileForm
          profile={profile.data}
          transporter={transporter}
          onSubmit={onSubmit}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <ProfileCard profile={profile.data} role={role} />
          <Button onClick={() => setEditing(true)}>Editar Perfil</Button>
          <SeenByOthers userId={profile.data.id} />
          {transporter ? (
            <>
              <MercadoPagoCard userId={profile.data.id} />
              <InvoicingSettingsCard userId={profile.data.id} />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
