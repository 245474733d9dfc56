import { Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmTargetDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { VERIFIED_TRANSPORTER } from '@/domain/documents';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useAdminUsers, useSetUserSuspended, type AdminUser } from '../api/users';
import { AdminList, AdminPage } from '../components/admin-page';
import { isSuspended } from '../suspension';
import { toastFailure } from '@/lib/mutation-toast';

const roleLabels: Record<AdminUser['role'], string> = {
  shipper: 'Dador de Carga',
  transporter: 'Transportista',
  admin: 'Administrador',
};

function UserItem({ user, onSuspend }: { user: AdminUser; onSuspend: (user: AdminUser) => void }) {
  const change = useSetUserSuspended();
  const suspended = isSuspended(user.banned_until);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="admin-user">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="break-words font-semibold text-slate-900">{user.name || 'Sin nombre'}</p>
        <p className="break-all text-sm text-slate-600">{user.email}</p>
        {user.company ? <p className="text-sm text-slate-600">{user.company}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Badge tone="blue">{user.role ? roleLabels[user.role] : 'Sin rol'}</Badge>
          {user.role === 'transporter' ? (
            user.verified ? (
              <Badge tone="green">{VERIFIED_TRANSPORTER}</Badge>
            ) : (
              <Badge tone="grey">Sin verificar</Badge>
            )
          ) : null}
          {suspended ? <Badge tone="red">Suspendido</Badge> : <Badge tone="green">Activo</Badge>}
        </div>
        <p className="text-xs text-slate-500">Alta el {formatDate(user.created_at)}</p>
      </div>
      {user.role === 'admin' ? null : suspended ? (
        <Button
          variant="outline"
          size="sm"
          disabled={change.isPending}
          aria-label={`Reactivar a ${user.email}`}
          onClick={() =>
            change.mutate(
              { userId: user.id, suspended: false },
              {
                onSuccess: () => toast.success('Cuenta reactivada'),
                onError: (error) => toastFailure(error),
              },
            )
          }
        >
          Reactivar
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="text-red-700"
          aria-label={`Suspender a ${user.email}`}
          onClick={() => onSuspend(user)}
        >
          Suspender
        </Button>
      )}
    </Card>
  );
}

/** 'Usuarios': search by name or e-mail; role, verification and state; suspend and reinstate. */
export function UsersPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const users = useAdminUsers(search);
  const suspend = useSetUserSuspended();
  const [suspending, setSuspending] = useState<AdminUser | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSearch(draft.trim());
  }

  return (
    <AdminPage
      title="Usuarios"
      description="Cuentas de la plataforma, de la más nueva a la más antigua."
    >
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={submit}
      >
        <div className="flex-1">
          <Label htmlFor="admin-user-search">Buscar por nombre o correo</Label>
          <Input
            id="admin-user-search"
            type="search"
            value={draft}
            maxLength={200}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" className="h-4 w-4" />
          Buscar
        </Button>
      </form>
      <AdminList
        query={users}
        label="Usuarios"
        loadingLabel="Cargando usuarios…"
        errorTitle="No se pudieron cargar los usuarios"
        emptyIcon={Users}
        emptyTitle="No se encontraron usuarios"
        renderItem={(user) => <UserItem user={user} onSuspend={setSuspending} />}
      />
      <ConfirmTargetDialog
        target={suspending}
        onClose={() => setSuspending(null)}
        title="¿Suspender esta cuenta?"
        describe={(user) =>
          `${user.email} no podrá iniciar sesión ni renovar su sesión hasta que la reactives.`
        }
        confirmLabel="Suspender"
        confirmVariant="destructive"
        pending={suspend.isPending}
        onConfirm={(user) =>
          suspend.mutate(
            { userId: user.id, suspended: true },
            {
              onSuccess: () => toast.success('Cuenta suspendida'),
              onError: (error) => toastFailure(error),
              onSettled: () => setSuspending(null),
            },
          )
        }
      />
    </AdminPage>
  );
}
