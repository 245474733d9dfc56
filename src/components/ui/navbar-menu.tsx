import type { ReactElement, ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

export interface NavbarMenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  /** The menu's heading, above its items. */
  label: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A menu of the navbar (the notifications bell, Mi Cuenta): opened from its button and aligned to
 * its end. Not modal, so the page behind it keeps scrolling and the other navbar menu stays one
 * click away.
 */
export function NavbarMenu({ trigger, label, contentClassName, children }: NavbarMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={contentClassName}>
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
