import { usePageTitle } from '@/lib/use-page-title';
import { PostCargoPanel } from '../components/post-cargo-panel';

export function PostCargoPage() {
  usePageTitle('Publicar carga');
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">Publicar carga</h1>
      <PostCargoPanel />
    </section>
  );
}
