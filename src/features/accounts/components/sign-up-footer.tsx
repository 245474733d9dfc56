import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const linkClasses = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** Links under every registration form. */
export function SignUpFooter() {
  return (
    <>
      <p>
        ¿Ya tienes una cuenta?{' '}
        <Link to={paths.signIn} className={linkClasses}>
          Inicia sesión
        </Link>
      </p>
      <p>
        Registro específico:{' '}
        <Link to={paths.shipperSignup} className={linkClasses}>
          Dador de Carga
        </Link>{' '}
        ·{' '}
        <Link to={paths.transporterSignup} className={linkClasses}>
          Transportista
        </Link>
      </p>
    </>
  );
}
