import { UnderConstruction } from '@/components/under-construction';

export function AdminDashboardPage() {
  return <UnderConstruction title="Acceso Administrativo" />;
}
