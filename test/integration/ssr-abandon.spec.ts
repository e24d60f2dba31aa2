import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { CpuPool } from '@common/workers/cpu-pool';
import { InertiaService } from '@inertia/inertia.service';
import { RENDER_SPIN } from '../fixtures/workers/sample-task-list';
import { rawGet } from '../support/raw-get';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';
import { ProtocolFixturesModule } from './fixtures/protocol-fixtures.module';

/**
 * A first visit whose visitor leaves while its server render waits for a thread (issue 40): the
 * render is skipped, so those who left do not hold up the visitors still waiting.
 */
describeWithDatabase('server renders for visitors who left', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { CPU_POOL_THREADS: '1' }, extraModules: [ProtocolFixturesModule] });
  });
  afterAll(() => app.close());

  it.each([
    ['a public page (its document made on the event loop)', '/privacy', { Accept: 'text/html' }],
    [
      'a page made for one visitor (compressed in the render thread)',
      '/__fixtures/xss',
      { 'Accept-Encoding': 'br' },
    ],
  ])(
    '%s: skips the render of a visit whose connection closed while it waited, and renders the next one',
    async (_kind, path, headers) => {
      const inertia = app.app.get(InertiaService);
      const pool = app.app.get(CpuPool);
      const before = { ...inertia.ssrOutcomes };
      // The only render thread is busy for a while: the visit below waits for it. Long enough for a
      // loaded CI host to get the visit through its handler before the thread is free (3 s was not).
      const busy = pool.run(RENDER_SPIN, 8000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const visit = http.get(app.url(`${path}?abandoned`), { headers });
      visit.on('error', () => undefined);
      await waitFor(() => pool.pending === 2); // its render waits behind the busy one
      visit.destroy(); // the visitor leaves
      await busy;
      await waitFor(() => inertia.ssrOutcomes.abandoned > before.abandoned);
      expect(inertia.ssrOutcomes.rendered).toBe(before.rendered);

      const next = await rawGet(app, `${path}?stayed`, headers);
      const html = next.headers['content-encoding'] === 'br' ? brotliDecompressSync(next.body) : next.body;
      expect(html.toString()).toContain('<div data-server-rendered="true" id="app">');
      expect(inertia.ssrOutcomes.rendered).toBe(before.rendered + 1);
    },
  );
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 250 && !condition(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}
