/** The hero's account line: sign-in link, or "¿No es tu cuenta? Cerrar sesión" (accounts feature). */
export { HeroAccountLink as HeroAuthLink } from '@/features/accounts';
