import { Link } from 'react-router-dom';
import { useAuth } from '@/auth';
import { paths } from '@/lib/paths';
import { displayName } from '../display-name';
import { useSignOut } from '../hooks/use-sign-out';

const linkClasses =
  'font-semibold text-white underline underline-offset-4 hover:no-underline disabled:opacity-60';

/** The hero's account line: the sign-in link, or "not your account? sign out". */
export function HeroAccountLink() {
  const { user, loading } = useAuth();
  const signOut = useSignOut();

  if (user) {
    return (
      <p className="text-sm text-brand-100">
        Sesión iniciada como <span className="font-semibold text-white">{displayName(user)}</span>.{' '}
        ¿No es tu cuenta?{' '}
        <button
          type="button"
          className={linkClasses}
          disabled={loading}
          onClick={() => void signOut()}
        >
          Cerrar sesión
        </button>
      </p>
    );
  }
  return (
    <p className="text-sm text-brand-100">
      ¿Ya tienes una cuenta?{' '}
      <Link to={paths.signIn} className={linkClasses}>
        Inicia sesión
      </Link>
    </p>
  );
}
