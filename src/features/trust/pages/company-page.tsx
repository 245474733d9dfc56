import { Building2 } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { LoadingPage } from '@/components/ui/loading-page';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { useCompanyProfile } from '../api/company-profile';
import { CompanyFacts } from '../components/company-facts';

/** A shipper's or a transporter's public page, linked from wherever its name shows. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const company = useCompanyProfile(id);
  usePageTitle(company.data ? company.data.name : 'Perfil de empresa');

  if (company.isPending) {
    return <LoadingPage label="Cargando el perfil…" blocks={['h-5 w-1/3', 'h-24 w-full']} />;
  }
  if (company.data === undefined) {
    return <QueryErrorState title="No se pudo cargar el perfil" query={company} />;
  }
  if (!company.data) {
    return (
      <EmptyState
        icon={Building2}
        titleAs="h1"
        title="Empresa no encontrada"
        description="Esta empresa no existe o ya no está activa en ConectaCargas."
      >
        <Button asChild className="mt-4">
          <Link to={paths.listings}>Ver cargas</Link>
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{company.data.name}</h1>
      <Card>
        <CardContent className="pt-6">
          <CompanyFacts company={company.data} />
        </CardContent>
      </Card>
    </div>
  );
}
