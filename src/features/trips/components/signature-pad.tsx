import { Eraser } from 'lucide-react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';

export interface SignaturePadHandle {
  /** The drawn signature as a PNG, or null while nothing is drawn. */
  toBlob(): Promise<Blob | null>;
}

/**
 * The recipient signs on the screen with a finger, a stylus or the mouse. Pointer events, so
 * touch and mouse are one path; the canvas is drawn at the device's pixel ratio for a sharp line.
 */
export function SignaturePad({
  ref,
  labelId,
  onChange,
}: {
  ref: Ref<SignaturePadHandle>;
  labelId: string;
  onChange: (signed: boolean) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    const context = element.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0f172a';
  }, []);

  useImperativeHandle(ref, () => ({
    toBlob: () =>
      new Promise((resolve) => {
        if (!signed || !canvas.current) return resolve(null);
        canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function begin(event: React.PointerEvent<HTMLCanvasElement>) {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  }

  function move(event: React.PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
    if (!signed) {
      setSigned(true);
      onChange(true);
    }
  }

  function end() {
    drawing.current = false;
  }

  function clear() {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, element.width, element.height);
    context.restore();
    setSigned(false);
    onChange(false);
  }

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        aria-labelledby={labelId}
        role="img"
        data-testid="signature-pad"
        className="h-40 w-full touch-none rounded-md border border-slate-300 bg-white"
        onPointerDown={begin}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
        <span aria-live="polite">
          {signed ? 'Firma registrada.' : 'Firma con el dedo dentro del recuadro.'}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={!signed}>
          <Eraser aria-hidden="true" className="h-4 w-4" />
          Borrar firma
        </Button>
      </div>
    </div>
  );
}
