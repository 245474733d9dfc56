import { BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadingList } from '@/components/ui/loading-list';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { useAuth } from '@/auth';
import { loadedRows } from '@/lib/keyset';
import { usePageTitle } from '@/lib/use-page-title';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPages,
} from '../api/notifications';
import { NotificationText } from '../components/notification-text';

/** 'Notificaciones' in the shipper's and the transporter's dashboards: newest first, a page at a time. */
export function NotificationsPage() {
  usePageTitle('Notificaciones');
  const { user } = useAuth();
  const list = useNotificationPages(user?.id ?? '', Boolean(user));
  const notifications = loadedRows(list.data?.pages);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const hasUnread = notifications.some((n) => n.readAt === null);

  return (
    <section className="space-y-6 px-4 py-8 md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Notificaciones</h1>
        {hasUnread ? (
          <Button variant="outline" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            <CheckCheck aria-hidden="true" className="h-4 w-4" />
            Marcar todas como leídas
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <LoadingList label="Cargando tus notificaciones…" />
      ) : list.data === undefined ? (
        <QueryErrorState title="No se pudieron cargar las notificaciones" query={list} />
      ) : notifications.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title="No tenés notificaciones"
          description="Te avisaremos aquí de propuestas, envíos, calificaciones y documentos."
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <Link
                  to={notification.link}
                  className="block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                  onClick={() => {
                    if (!notification.readAt) markRead.mutate(notification.id);
                  }}
                >
                  <NotificationText notification={notification} />
                </Link>
              </li>
            ))}
          </ul>
          <LoadMore query={list} errorTitle="No se pudieron cargar más notificaciones" />
        </>
      )}
    </section>
  );
}
