import '@/styles/app.css';

/**
 * The browser entry. The page arrives server-rendered and complete, so nothing here may hold back its
 * first paint: once the browser has painted, the entry asks for every module the page needs (the server
 * lists them on this script's `data-modules`), then evaluates and hydrates the app. Fetched and evaluated
 * before the paint, they delayed it on a phone (docs/performance.md, Lighthouse).
 */
function afterFirstPaint(): Promise<unknown> {
  return new Promise((resolve) => {
    // A tab opened in the background paints nothing until it is shown: nothing to wait for.
    if (document.visibilityState === 'hidden') return resolve(0);
    // The first contentful paint, not the first frame: text waits for its font for up to 100 ms, and
    // frames drawn meanwhile hold no content. A browser without paint timing, or a page that never
    // paints content (a stylesheet that never arrives), starts after 5 s.
    try {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) resolve(0);
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(() => setTimeout(resolve));
    }
    setTimeout(resolve, 5000);
  });
}

/** Lets the browser handle input and paint before the next piece of work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * Each `modulepreload` link costs the main thread about a millisecond (4 ms on Lighthouse's phone,
 * measured): a page's 30 of them at once were a long task, so they go 8 to a task.
 */
async function preloadPageModules(): Promise<void> {
  const hrefs =
    document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? [];
  while (hrefs.length) {
    for (const href of hrefs.splice(0, 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // Low, as the server asked for the entry: images still loading come first.
      link.fetchPriority = 'low';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
}

// React DOM, the Inertia client, then the rest, each in a task of its own: evaluating all of it at
// once was a long task on a phone (200 ms).
void afterFirstPaint()
  .then(preloadPageModules)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@inertiajs/react'))
  .then(nextTask)
  .then(() => import('./boot'));
