import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';

/**
 * A box to draw a signature with a mouse, finger or pen (signature_pad: pressure-like strokes on a
 * canvas). Reports a PNG data URL after each stroke, or null once cleared.
 */
export function DrawSignature({
  onChange,
  error,
}: {
  onChange: (png: string | null) => void;
  error?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  // The latest callback, without re-creating the pad (which would wipe the drawing) when it changes.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const instance = new SignaturePad(element, { penColor: '#18181b', minWidth: 0.8, maxWidth: 2.6 });
    pad.current = instance;
    // Sharp on high-density screens: the canvas is drawn at device pixels and shown at CSS size.
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = instance.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      instance.clear();
      instance.fromData(data);
    };
    resize();
    window.addEventListener('resize', resize);
    const ended = () => report.current(instance.isEmpty() ? null : instance.toDataURL('image/png'));
    instance.addEventListener('endStroke', ended);
    return () => {
      window.removeEventListener('resize', resize);
      instance.removeEventListener('endStroke', ended);
      instance.off();
    };
  }, []);

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        aria-label="Signature drawing area: draw your signature with a mouse, finger or pen"
        role="img"
        data-testid="signature-canvas"
        className={`h-40 w-full touch-none rounded-lg border bg-white ${error ? 'border-red-600' : 'border-crmgray-300 dark:border-zinc-700'}`}
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-crmgray-600 dark:text-zinc-400">Sign inside the box.</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            pad.current?.clear();
            report.current(null);
          }}
        >
          Clear
        </Button>
      </div>
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-400">{error}</p>}
    </div>
  );
}
