import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { ContentPage, ContentSection } from '../components/content-page';

export function PricingPage() {
  return (
    <ContentPage
      title="Precios"
      intro="Precios transparentes: sabes cuánto cuesta cada flete antes de confirmarlo."
    >
      <ContentSection title="Registrarte y publicar no tiene costo">
        <p>
          Crear una cuenta, publicar cargas, buscar cargas y enviar ofertas es gratis, tanto para
          dadores de carga como para transportistas.
        </p>
      </ContentSection>
      <ContentSection title="El precio del flete lo acuerdan las partes">
        <p>
          Al publicar, el dador de carga indica el precio que ofrece. Cada transportista responde
          con su propuesta y el dador elige la que más le conviene. El precio aceptado es el que se
          paga: sin comisiones ocultas ni cargos sorpresa.
        </p>
      </ContentSection>
      <ContentSection title="Qué influye en el precio de un flete">
        <ul className="list-disc space-y-1 pl-5">
          <li>La distancia entre origen y destino y el estado de las rutas.</li>
          <li>El peso, el volumen y el tipo de mercadería.</li>
          <li>El vehículo requerido (refrigerado, plataforma, cisterna, etc.).</li>
          <li>Los plazos de retiro y entrega.</li>
        </ul>
      </ContentSection>
      <Button asChild size="lg">
        <Link to={paths.postCargo}>Publicar una carga</Link>
      </Button>
    </ContentPage>
  );
}
