/** A tab as the attribution helpers see it: its address, referrer, session storage and idle callbacks. */
function tab(href: string, referrer = '') {
  const stored = new Map<string, string>();
  const storageCalls: string[] = [];
  const idle: Array<() => void> = [];
  const requestIdleCallback = (callback: () => void) => idle.push(callback);
  const window = { location: { href }, requestIdleCallback };
  const sessionStorage = {
    getItem: (key: string) => (storageCalls.push('get'), stored.get(key) ?? null),
    setItem: (key: string, value: string) => (storageCalls.push('set'), stored.set(key, value)),
  };
  Object.assign(globalThis, { window, document: { referrer }, sessionStorage });
  return { window, stored, storageCalls, runIdle: () => idle.splice(0).forEach((callback) => callback()) };
}

async function freshModule() {
  jest.resetModules();
  return import('./attribution');
}

describe('visit attribution', () => {
  afterEach(() => {
    for (const name of ['window', 'document', 'sessionStorage'])
      delete (globalThis as Record<string, unknown>)[name];
  });

  it('reads the landing page, UTM tags and referrer at once, and touches storage only when the browser is idle', async () => {
    const { window, stored, storageCalls, runIdle } = tab(
      'https://site.example/hubspot?utm_source=newsletter&utm_campaign=autumn',
      'https://search.example/?q=crm',
    );
    const { rememberVisitAttribution } = await freshModule();
    rememberVisitAttribution();
    expect(storageCalls).toEqual([]);
    // The visitor moved on (an Inertia visit) before the browser was idle: the landing stays the first page.
    window.location.href = 'https://site.example/pricing';
    runIdle();
    expect(JSON.parse(stored.get('clearline.attribution')!)).toEqual({
      landing_path: '/hubspot',
      utm_source: 'newsletter',
      utm_campaign: 'autumn',
      referrer: 'https://search.example/?q=crm',
    });
  });

  it('stores it in a task of its own where the browser has no idle callback (older Safari)', async () => {
    jest.useFakeTimers();
    try {
      const { window, stored, storageCalls } = tab('https://site.example/pricing?utm_term=crm');
      delete (window as Partial<typeof window>).requestIdleCallback;
      const { rememberVisitAttribution } = await freshModule();
      rememberVisitAttribution();
      expect(storageCalls).toEqual([]);
      jest.runAllTimers();
      expect(JSON.parse(stored.get('clearline.attribution')!)).toEqual({
        landing_path: '/pricing',
        utm_term: 'crm',
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives a form sent before the browser was idle this visit’s start', async () => {
    tab('https://site.example/contact?utm_medium=cpc', 'https://site.example/');
    const { rememberVisitAttribution, visitAttribution } = await freshModule();
    rememberVisitAttribution();
    // Same-site referrer: not a referring site.
    expect(visitAttribution()).toEqual({ landing_path: '/contact', utm_medium: 'cpc' });
  });

  it('keeps the first touch of the tab’s session when a later page loads', async () => {
    const { stored, runIdle } = tab('https://site.example/zoho?utm_source=later');
    stored.set('clearline.attribution', JSON.stringify({ landing_path: '/', utm_source: 'first' }));
    const { rememberVisitAttribution, visitAttribution } = await freshModule();
    rememberVisitAttribution();
    runIdle();
    expect(visitAttribution()).toEqual({ landing_path: '/', utm_source: 'first' });
  });

  it('sends forms without attribution where storage is blocked', async () => {
    const { runIdle } = tab('https://site.example/?utm_source=x');
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('SecurityError');
        },
      },
    });
    const { rememberVisitAttribution, visitAttribution } = await freshModule();
    rememberVisitAttribution();
    expect(() => runIdle()).not.toThrow();
    expect(visitAttribution()).toEqual({});
  });
});
