import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { ContentPage, ContentSection } from '../components/content-page';

export function ResourcesPage() {
  return (
    <ContentPage
      title="Recursos"
      intro="Guías y consejos prácticos para transportistas y dadores de carga."
    >
      <ContentSection title="Documentación para circular">
        <ul className="list-disc space-y-1 pl-5">
          <li>Carta de porte y remito de la mercadería.</li>
          <li>Seguro de responsabilidad civil y, si corresponde, de la carga.</li>
          <li>Revisión técnica obligatoria (RTO/VTV) vigente del vehículo.</li>
          <li>Licencia nacional de conducir profesional del chofer.</li>
          <li>Inscripción en el RUTA (Registro Único del Transporte Automotor).</li>
        </ul>
      </ContentSection>
      <ContentSection title="Cómo preparar una carga">
        <p>
          Embala y rotula la mercadería, indica el peso y las medidas reales y avisa si necesita
          frío, manipulación especial o un horario de recepción. Una publicación completa recibe
          mejores propuestas.
        </p>
      </ContentSection>
      <ContentSection title="Cómo ofertar mejor">
        <p>
          Revisa las fechas y el vehículo requerido antes de ofertar, aprovecha los viajes de vuelta
          y explica en tu mensaje qué incluye tu precio (peajes, carga y descarga, seguro).
        </p>
      </ContentSection>
      <ContentSection title="Más ayuda">
        <p>
          Consulta las{' '}
          <Link to={paths.shipperFaq} className="font-medium text-brand-700 hover:underline">
            preguntas frecuentes para dadores de carga
          </Link>
          , las{' '}
          <Link to={paths.transporterFaq} className="font-medium text-brand-700 hover:underline">
            preguntas frecuentes para transportistas
          </Link>{' '}
          o{' '}
          <Link to={paths.contact} className="font-medium text-brand-700 hover:underline">
            escríbenos
          </Link>
          .
        </p>
      </ContentSection>
    </ContentPage>
  );
}
