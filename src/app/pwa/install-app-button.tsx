import { Download, Share } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useInstallOffer } from './install-offer';

/**
 * 'Instalar la app' in the transporter's sidebar: the browser's own prompt where it offers one,
 * the Home Screen steps on an iPhone or iPad, nothing once installed or where neither applies.
 */
export function InstallAppButton() {
  const offer = useInstallOffer();
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();

  if (offer.kind === 'prompt') {
    return (
      <Button variant="outline" className="justify-start" onClick={() => void offer.install()}>
        <Download aria-hidden="true" className="h-4 w-4" />
        Instalar la app
      </Button>
    );
  }
  if (offer.kind === 'ios') {
    return (
      <div className="flex flex-col gap-2">
        <Button
          variant="outline"
          className="justify-start"
          aria-expanded={showSteps}
          aria-controls={stepsId}
          onClick={() => setShowSteps((shown) => !shown)}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Instalar la app
        </Button>
        <p id={stepsId} hidden={!showSteps} className="px-3 text-sm text-slate-600">
          En el iPhone o iPad, tocá Compartir{' '}
          <Share aria-label="(el cuadrado con la flecha)" className="inline h-4 w-4" /> en Safari y
          después «Agregar a inicio».
        </p>
      </div>
    );
  }
  return null;
}
