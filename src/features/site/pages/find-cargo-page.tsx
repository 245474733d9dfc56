import { paths } from '@/lib/paths';
import { CallToAction } from '../components/call-to-action';
import { ContentPage, ContentSection } from '../components/content-page';

export function FindCargoPage() {
  return (
    <ContentPage
      title="Buscar Cargas"
      intro="Encuentra cargas que se ajusten a tus vehículos y a tus rutas, y completa tus viajes de vuelta."
    >
      <ContentSection title="Cargas de todo el país">
        <p>
          Dadores de carga de todas las provincias publican vinos, materiales de obra, alimentos,
          electrodomésticos, paquetería y más. Cada publicación muestra el origen, el destino, el
          peso, las fechas y el precio ofrecido.
        </p>
      </ContentSection>
      <ContentSection title="Filtra lo que te sirve">
        <p>
          Busca por origen, destino o palabras clave y filtra por tipo de mercadería, tipo de carga
          (seca, líquida o refrigerada) y tipo de vehículo. Ordena por las más nuevas, por precio o
          por fecha de retiro.
        </p>
      </ContentSection>
      <CallToAction
        primary={{ to: paths.listings, label: 'Ver cargas disponibles' }}
        secondary={{ to: paths.transporterSignup, label: 'Registrarme como transportista' }}
      />
    </ContentPage>
  );
}
