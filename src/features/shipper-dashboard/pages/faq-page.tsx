import { UnderConstruction } from '@/components/under-construction';

export function ShipperFaqPage() {
  return <UnderConstruction title="Preguntas frecuentes" />;
}
