/** The navigation bar's account area: sign-in links, or the Mi Cuenta menu (accounts feature). */
export {
  NavAccountSlot as NavAuthSlot,
  type NavAccountSlotProps as NavAuthSlotProps,
} from '@/features/accounts';
