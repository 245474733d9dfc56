import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { DeferUntilVisible } from '@/components/ui/defer-until-visible';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/use-page-title';
import { HeroAccountLink } from '@/features/accounts';
import { BenefitsList, HowItWorksSteps } from '@/features/site';
import { lazyElement } from '../lazy-element';
import { HomeListingsSection } from './home-listings-section';

// The system messages come last and load as they near the viewport, in a chunk of their own,
// so the home page's first load stays as it was.
const systemMessages = lazyElement(
  () => import('@/features/site/system-messages/system-messages'),
  'SystemMessagesSection',
);
const systemMessagesPlaceholder = <Skeleton className="h-[44rem]" />;
// Likewise the profile panel: below the fold, so it waits until it nears the viewport.
const profilePanel = lazyElement(
  () => import('@/features/accounts/profile/home-profile-panel'),
  'HomeProfilePanel',
);
const profilePanelPlaceholder = <Skeleton className="h-64" />;

export function HomePage() {
  usePageTitle('Marketplace de cargas');
  return (
    <>
      <section className="bg-gradient-to-br from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
              Conectamos dadores de carga con transportistas en un solo lugar
            </h1>
            <p className="mt-6 text-lg text-brand-100 sm:text-xl">
              Publica tu carga, recibe propuestas de transportistas verificados y elige la mejor
              oferta para mover tu mercadería por toda Argentina.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Button asChild variant="accent" size="lg">
                <Link to={paths.shipperSignup}>Necesito enviar carga</Link>
              </Button>
              <Button
                asChild
                variant="outline"
                size="lg"
                className="border-white bg-transparent text-white hover:bg-white/10"
              >
                <Link to={paths.transporterSignup}>Soy transportista</Link>
              </Button>
            </div>
            <div className="mt-6">
              <HeroAccountLink />
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-how-title" className="py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2 id="home-how-title" className="text-center text-3xl font-bold text-slate-900">
            Cómo funciona
          </h2>
          <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-slate-600">
            Cuatro pasos para que tu carga llegue a destino.
          </p>
          <HowItWorksSteps />
        </div>
      </section>

      <HomeListingsSection />

      <section aria-labelledby="home-benefits-title" className="bg-brand-50 py-16">
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="home-benefits-title"
            className="mb-10 text-center text-3xl font-bold text-slate-900"
          >
            Por qué elegir ConectaCargas
          </h2>
          <BenefitsList />
        </div>
      </section>

      <DeferUntilVisible placeholder={profilePanelPlaceholder}>{profilePanel}</DeferUntilVisible>

      <DeferUntilVisible placeholder={systemMessagesPlaceholder}>
        {systemMessages}
      </DeferUntilVisible>
    </>
  );
}
