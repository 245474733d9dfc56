import { contactInfo } from '@/lib/site-config';
import { ContentPage, ContentSection } from '../components/content-page';

export function PrivacyPolicyPage() {
  return (
    <ContentPage
      title="Política de Privacidad"
      intro="Cómo ConectaCargas recopila, usa y protege tus datos personales, conforme a la Ley 25.326 de Protección de los Datos Personales."
    >
      <ContentSection title="Qué datos recopilamos">
        <p>
          Los que nos das al registrarte (nombre, correo electrónico, teléfono, empresa, dirección,
          CUIT y datos de tus vehículos), los de las cargas y ofertas que publicas y los datos
          técnicos mínimos para mantener tu sesión iniciada.
        </p>
      </ContentSection>
      <ContentSection title="Para qué los usamos">
        <p>
          Para crear y administrar tu cuenta, mostrar tus cargas u ofertas a la otra parte,
          verificar a los transportistas, responder tus consultas y cumplir obligaciones legales. No
          vendemos tus datos ni los usamos para publicidad de terceros.
        </p>
      </ContentSection>
      <ContentSection title="Con quién los compartimos">
        <p>
          Con el dador o el transportista con quien concretas un flete, en la medida necesaria para
          realizarlo, y con los proveedores que alojan la plataforma, bajo acuerdos de
          confidencialidad.
        </p>
      </ContentSection>
      <ContentSection title="Tus derechos">
        <p>
          Puedes acceder, rectificar, actualizar o suprimir tus datos escribiendo a{' '}
          <a
            href={`mailto:${contactInfo.emails[0]}`}
            className="font-medium text-brand-700 hover:underline"
          >
            {contactInfo.emails[0]}
          </a>
          . La Agencia de Acceso a la Información Pública, órgano de control de la Ley 25.326,
          atiende las denuncias y reclamos por incumplimiento de las normas sobre datos personales.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
