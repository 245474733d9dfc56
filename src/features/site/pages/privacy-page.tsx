import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { ContentPage, ContentSection } from '../components/content-page';

export function PrivacyPage() {
  return (
    <ContentPage
      title="Privacidad y Cookies"
      intro="Un resumen claro de cómo cuidamos tu información mientras usas ConectaCargas."
    >
      <ContentSection title="Almacenamiento en tu navegador">
        <p>
          Guardamos en tu navegador solo lo necesario para mantener tu sesión iniciada de forma
          segura. No usamos cookies de publicidad ni rastreadores de terceros.
        </p>
      </ContentSection>
      <ContentSection title="Qué ve cada usuario">
        <p>
          Las cargas publicadas son visibles para todos los visitantes. Tus datos de contacto y tu
          perfil solo los ves tú, salvo lo necesario para coordinar un flete con la otra parte.
        </p>
      </ContentSection>
      <ContentSection title="Seguridad">
        <p>
          Las contraseñas se guardan cifradas y las conexiones viajan protegidas. Cada usuario
          accede únicamente a la información que le corresponde según su rol.
        </p>
      </ContentSection>
      <p className="text-slate-700">
        Lee la{' '}
        <Link to={paths.privacyPolicy} className="font-medium text-brand-700 hover:underline">
          Política de Privacidad
        </Link>{' '}
        completa y los{' '}
        <Link to={paths.terms} className="font-medium text-brand-700 hover:underline">
          Términos y Condiciones
        </Link>
        .
      </p>
    </ContentPage>
  );
}
