export { NavAccountSlot } from './components/nav-account-slot';
export { HeroAccountLink } from './components/hero-account-link';
export { useSignOut } from './hooks/use-sign-out';
