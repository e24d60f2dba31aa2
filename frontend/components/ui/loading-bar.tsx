import { router } from '@inertiajs/react';
import { useEffect, useRef, useState } from 'react';
import { clampProgress, estimatedProgress, LOADING_BAR } from '@/lib/loading-progress';

/**
 * The page-transition bar, driven by Inertia router events. It appears only for visits slower than
 * the throttle, creeps forward while waiting, jumps to 100% on finish, then hides and resets.
 */
export function LoadingBar() {
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timers = useRef<number[]>([]);
  const ticker = useRef<number | undefined>(undefined);

  useEffect(() => {
    const clearTimers = () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current = [];
      window.clearInterval(ticker.current);
    };
    let startedAt = 0;
    let shown = false;

    const offStart = router.on('start', (event) => {
      if (event.detail.visit.prefetch) return;
      clearTimers();
      startedAt = Date.now();
      shown = false;
      timers.current.push(
        window.setTimeout(() => {
          shown = true;
          setVisible(true);
          setProgress(estimatedProgress(Date.now() - startedAt));
          ticker.current = window.setInterval(
            () => setProgress(estimatedProgress(Date.now() - startedAt)),
            100,
          );
        }, LOADING_BAR.throttleMs),
      );
    });
    const offProgress = router.on('progress', (event) => {
      const percentage = event.detail.progress?.percentage;
      if (shown && typeof percentage === 'number')
        setProgress((current) => clampProgress(Math.max(current, percentage)));
    });
    const offFinish = router.on('finish', (event) => {
      if (event.detail.visit.prefetch) return;
      clearTimers();
      if (!shown) return;
      setProgress(100);
      timers.current.push(
        window.setTimeout(() => {
          setVisible(false);
          timers.current.push(window.setTimeout(() => setProgress(0), LOADING_BAR.resetDelayMs));
        }, LOADING_BAR.hideDelayMs),
      );
    });
    return () => {
      clearTimers();
      offStart();
      offProgress();
      offFinish();
    };
  }, []);

  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      data-testid="loading-bar"
      data-visible={visible}
      className="pointer-events-none fixed inset-x-0 top-0 z-[110] h-[3px] transition-opacity duration-200 ease-out"
      style={{ opacity: visible ? 1 : 0 }}
    >
      <div
        className="h-full origin-left bg-crmblue-600 transition-transform duration-200 ease-out"
        style={{ transform: `scaleX(${clampProgress(progress) / 100})` }}
      />
    </div>
  );
}
