import { ContentPage, ContentSection } from '../components/content-page';

export function TermsPage() {
  return (
    <ContentPage
      title="Términos y Condiciones"
      intro="Las reglas para usar ConectaCargas. Al registrarte aceptas estos términos."
    >
      <ContentSection title="El servicio">
        <p>
          ConectaCargas es una plataforma que pone en contacto a dadores de carga con
          transportistas. No somos parte del contrato de transporte: el flete lo acuerdan y lo
          ejecutan el dador y el transportista.
        </p>
      </ContentSection>
      <ContentSection title="Tu cuenta">
        <p>
          Debes dar datos verdaderos y mantenerlos actualizados, cuidar tu contraseña y avisarnos si
          alguien usa tu cuenta sin permiso. Cada cuenta corresponde a un único rol: dador de carga
          o transportista.
        </p>
      </ContentSection>
      <ContentSection title="Publicaciones y ofertas">
        <p>
          Quien publica una carga garantiza que la descripción, el peso y las fechas son correctos y
          que la mercadería es lícita. Quien oferta garantiza que cuenta con el vehículo, la
          habilitación y los seguros necesarios para realizar el viaje.
        </p>
      </ContentSection>
      <ContentSection title="Responsabilidad">
        <p>
          Cada parte responde por sus obligaciones en el transporte. Podemos suspender cuentas que
          publiquen información falsa o incumplan estos términos.
        </p>
      </ContentSection>
      <ContentSection title="Ley aplicable">
        <p>
          Estos términos se rigen por las leyes de la República Argentina. Cualquier controversia se
          somete a los tribunales ordinarios de la Ciudad de Mendoza.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
