import '@/styles/app.css';

/**
 * The browser entry. The page arrives server-rendered and complete, so nothing here may hold back its
 * first paint: once the browser has painted, the entry asks for every module the page needs (the server
 * lists them on this script's `data-modules`), then evaluates and hydrates the app. Fetched and evaluated
 * before the paint, they delayed it on a phone (docs/performance.md, Lighthouse).
 */
function afterFirstPaint(): Promise<void> {
  // A tab opened in the background paints nothing until it is shown: nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  // The first contentful paint, not the first frame: text waits for its font for up to 100 ms, and
  // frames drawn meanwhile hold no content. Browsers without paint timing wait a frame.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that never paints content (a stylesheet that never arrives) still starts.
    setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
  });
}

const PAINT_WAIT_LIMIT_MS = 5000;

/** Lets the browser handle input and paint before the next piece of work. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Each `modulepreload` link costs the main thread about a millisecond (4 ms on Lighthouse's phone,
 * measured): a page's 30 of them at once were a long task, so they go in small batches.
 */
const PRELOADS_PER_TASK = 8;

async function preloadPageModules(): Promise<void> {
  const hrefs =
    document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? [];
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK).filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // Low, as the server asked for the entry: images still loading come first.
      link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
  }
}

// React DOM, then the rest: evaluating all of it at once was a long task on a phone (200 ms).
void afterFirstPaint()
  .then(preloadPageModules)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./boot'));
