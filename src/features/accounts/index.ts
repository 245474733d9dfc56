export { AccountMenu, type AccountMenuProps } from './components/account-menu';
export { NavAccountSlot, type NavAccountSlotProps } from './components/nav-account-slot';
export { HeroAccountLink } from './components/hero-account-link';
export { useSignOut } from './hooks/use-sign-out';
export { displayName } from './display-name';
