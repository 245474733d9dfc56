import { UnderConstruction } from '@/components/under-construction';

export function ShipperShipmentsPage() {
  return <UnderConstruction title="Mis Envíos" />;
}
