import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth, type SignUpRole } from '@/auth';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FleetSections } from '@/features/fleet';
import { PROFILE_TAB_PARAM } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { ShipperRegistrationTab } from '../shipper-registration/shipper-registration-tab';
import { AccountSettings } from '../settings/account-settings';
import { ProfileTab } from '../profile/profile-tab';

interface PanelTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The profile panel of a dashboard: its tabs depend on the role; ?tab= opens one. */
function ProfilePanel({ role }: { role: SignUpRole }) {
  usePageTitle('Mi Perfil');
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  if (!user) return <Spinner />;
  const tabs: PanelTab[] = [
    { value: 'profile', label: 'Perfil', content: <ProfileTab user={user} role={role} /> },
    ...(role === 'shipper'
      ? [
          {
            value: 'registration',
            label: 'Registro Dador',
            content: <ShipperRegistrationTab userId={user.id} />,
          },
        ]
      : [
          {
            value: 'fleet',
            label: 'Vehículos y choferes',
            content: <FleetSections />,
          },
        ]),
    { value: 'settings', label: 'Configuración', content: <AccountSettings userId={user.id} /> },
  ];
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">Mi Perfil</h1>
      <Tabs
        defaultValue={
          tabs.find((tab) => tab.value === searchParams.get(PROFILE_TAB_PARAM))?.value ?? 'profile'
        }
      >
        <TabsList>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            <Card>
              <CardContent className="pt-6">{tab.content}</CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}

export function ShipperProfilePage() {
  return <ProfilePanel role="shipper" />;
}

export function TransporterProfilePage() {
  return <ProfilePanel role="transporter" />;
}
