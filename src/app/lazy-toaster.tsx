import { useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { whenSonnerLoaded } from '@/lib/toast';

type ToasterComponent = typeof SonnerToaster;

/** sonner's Toaster, mounted once the first toast has loaded sonner (see src/lib/toast.ts). */
export function LazyToaster(props: ComponentProps<ToasterComponent>) {
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => whenSonnerLoaded((module) => setToaster(() => module.Toaster)), []);
  return Toaster ? <Toaster {...props} /> : null;
}
