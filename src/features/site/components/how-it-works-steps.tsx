import { CircleCheck, Inbox, PackagePlus, Truck, type LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The product's flow in four steps: publish, receive proposals from verified transporters, select, track. */
export const howItWorksSteps: readonly Step[] = [
  {
    title: 'Publica tu carga',
    text: 'Indica qué necesitas enviar, el origen, el destino, las fechas y el vehículo que requiere. Publicar no tiene costo.',
    icon: PackagePlus,
  },
  {
    title: 'Recibe propuestas',
    text: 'Transportistas verificados de todo el país ven tu carga y te envían sus ofertas con precio y condiciones.',
    icon: Inbox,
  },
  {
    title: 'Selecciona la oferta',
    text: 'Compara las propuestas y acepta la que más te convenga. Sin intermediarios ni costos ocultos.',
    icon: CircleCheck,
  },
  {
    title: 'Sigue tu envío',
    text: 'Desde tu panel ves el estado de la carga, de la asignación a la entrega en destino.',
    icon: Truck,
  },
];

/**
 * The four steps as a numbered list, each step titled one level below the caller's heading: h3
 * under the home page's "Cómo funciona", h2 right under the how-it-works page's title.
 */
export function HowItWorksSteps({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const StepTitle = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {howItWorksSteps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <div className="mb-4 flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
              <step.icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="text-sm font-semibold text-brand-700">Paso {index + 1}</span>
          </div>
          <StepTitle className="text-lg font-semibold text-slate-900">{step.title}</StepTitle>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
