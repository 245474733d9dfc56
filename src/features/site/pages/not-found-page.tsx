import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Página no encontrada');

  useEffect(() => {
    console.warn('404: ruta no encontrada:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Página no encontrada</h1>
      <p className="mt-3 text-slate-600">
        La página que buscas no existe o fue movida. Revisa la dirección o vuelve al inicio.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to={paths.home}>Volver al inicio</Link>
      </Button>
    </section>
  );
}
