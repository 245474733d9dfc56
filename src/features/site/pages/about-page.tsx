import { BenefitsList } from '../components/benefits-list';
import { ContentPage, ContentSection } from '../components/content-page';

export function AboutPage() {
  return (
    <ContentPage
      title="Nosotros"
      intro="Somos un equipo de Mendoza que conoce el transporte de cargas desde adentro y quiere que mover mercadería en Argentina sea simple, seguro y justo."
    >
      <ContentSection title="Nuestra misión">
        <p>
          Conectar a los dadores de carga con transportistas confiables en un solo lugar, para que
          cada envío encuentre el vehículo adecuado y cada camión vuelva con carga.
        </p>
      </ContentSection>
      <ContentSection title="Lo que nos distingue">
        <BenefitsList />
      </ContentSection>
      <ContentSection title="Nuestra historia">
        <p>
          ConectaCargas nació en Mendoza, entre bodegas, corralones y empresas de transporte que
          coordinaban sus viajes por teléfono y planillas. Hoy reunimos a dadores y transportistas
          de todo el país en una plataforma pensada para la realidad de las rutas argentinas.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
