import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * The Spanish message of the error boundaries. Plain links and a full reload: after an
 * unexpected error (or a chunk that failed to load) a fresh start is the safest way out.
 */
export function ErrorMessage() {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto h-12 w-12 text-accent-500" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Algo salió mal</h1>
      <p className="mt-3 text-slate-600">
        Ocurrió un error inesperado. Intenta recargar la página o vuelve al inicio.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          Recargar página
        </Button>
        <Button asChild variant="outline" size="lg">
          <a href={paths.home}>Volver al inicio</a>
        </Button>
      </div>
    </section>
  );
}
