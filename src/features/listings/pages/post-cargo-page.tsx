import { UnderConstruction } from '@/components/under-construction';

export function PostCargoPage() {
  return <UnderConstruction title="Publicar carga" />;
}
