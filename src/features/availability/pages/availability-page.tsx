import { usePageTitle } from '@/lib/use-page-title';
import { AvailabilityForm } from '../components/availability-form';
import { InvitationsList } from '../components/invitations-list';
import { MyAvailabilities } from '../components/my-availabilities';

/**
 * 'Camión disponible' in the transporter dashboard: the shippers' invitations, the form to
 * publish a free truck, and his trucks with the loads that suit each one.
 */
export function AvailabilityPage() {
  usePageTitle('Camión disponible');
  return (
    <div className="space-y-8 px-4 py-8 md:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Camión disponible</h1>
        <p className="mt-1 text-sm text-slate-600">
          Avisa dónde y cuándo tienes un camión libre: te mostramos las cargas que le quedan cerca y
          los dadores de carga te pueden invitar a ofertar.
        </p>
      </div>
      <section aria-labelledby="invitations-heading" className="space-y-3">
        <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900">
          Invitaciones
        </h2>
        <InvitationsList />
      </section>
      <AvailabilityForm />
      <section aria-labelledby="my-trucks-heading" className="space-y-3">
        <h2 id="my-trucks-heading" className="text-xl font-semibold text-slate-900">
          Tus camiones disponibles
        </h2>
        <MyAvailabilities />
      </section>
    </div>
  );
}
