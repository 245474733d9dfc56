import { paths } from '@/lib/paths';
import { CallToAction } from '../components/call-to-action';
import { ContentPage, ContentSection } from '../components/content-page';
import { HowItWorksSteps } from '../components/how-it-works-steps';

export function HowItWorksPage() {
  return (
    <ContentPage
      title="Cómo Funciona"
      intro="ConectaCargas une a quienes necesitan mover mercadería con transportistas verificados. Así funciona, de la publicación a la entrega."
    >
      <HowItWorksSteps headingLevel={2} />
      <ContentSection title="Para dadores de carga">
        <p>
          Crea tu cuenta, publica la carga con su origen, destino, peso, fechas y precio de
          referencia, y recibe las propuestas de los transportistas interesados. Cuando aceptas una,
          la carga queda asignada y puedes seguir su estado desde tu panel.
        </p>
      </ContentSection>
      <ContentSection title="Para transportistas">
        <p>
          Regístrate con los datos de tu empresa y tus vehículos, busca cargas por origen, destino o
          tipo de vehículo y envía tu oferta. Si el dador la acepta, el flete aparece en tu panel
          para que informes su avance hasta la entrega.
        </p>
      </ContentSection>
      <CallToAction
        primary={{ to: paths.shipperSignup, label: 'Necesito enviar carga' }}
        secondary={{ to: paths.transporterSignup, label: 'Soy transportista' }}
      />
    </ContentPage>
  );
}
