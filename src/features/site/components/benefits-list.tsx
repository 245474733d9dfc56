import { Network, Scale, ShieldCheck, type LucideIcon } from 'lucide-react';

interface Benefit {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The three claims of the product: verified transporters, transparent prices, a wide network. */
export const benefits: readonly Benefit[] = [
  {
    title: 'Transportistas verificados',
    text: 'Cada transportista se registra con su identificación fiscal y su documentación, que revisamos para que sepas con quién trabajas.',
    icon: ShieldCheck,
  },
  {
    title: 'Precios transparentes',
    text: 'Cada carga muestra su precio y cada propuesta el suyo. Sabes lo que pagas antes de aceptar.',
    icon: Scale,
  },
  {
    title: 'Amplia red',
    text: 'Dadores de carga y transportistas de todas las provincias, con camiones de todo tipo y tamaño.',
    icon: Network,
  },
];

/** The three benefits as cards; the caller supplies the heading. */
export function BenefitsList() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {benefits.map((benefit) => (
        <li key={benefit.title} className="rounded-lg bg-white p-6 text-center shadow-sm">
          <benefit.icon aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
