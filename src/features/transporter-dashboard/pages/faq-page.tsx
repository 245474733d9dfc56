import { UnderConstruction } from '@/components/under-construction';

export function TransporterFaqPage() {
  return <UnderConstruction title="Preguntas frecuentes" />;
}
