import http from 'node:http';
import { CpuPool } from '@common/workers/cpu-pool';
import { InertiaService } from '@inertia/inertia.service';
import { RENDER_SPIN } from '../fixtures/workers/sample-task-list';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/**
 * A first visit whose visitor leaves while its server render waits for a thread (issue 40): the
 * render is skipped, so those who left do not hold up the visitors still waiting.
 */
describeWithDatabase('server renders for visitors who left', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { CPU_POOL_THREADS: '1' } });
  });
  afterAll(() => app.close());

  it('skips the render of a visit whose connection closed while it waited, and renders the next one', async () => {
    const inertia = app.app.get(InertiaService);
    const pool = app.app.get(CpuPool);
    const before = { ...inertia.ssrOutcomes };
    // The only render thread is busy for a while: the visit below waits for it.
    const busy = pool.run(RENDER_SPIN, 1500);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const visit = http.get(app.url('/privacy?abandoned'), { headers: { Accept: 'text/html' } });
    visit.on('error', () => undefined);
    await waitFor(() => pool.pending === 2); // its render waits behind the busy one
    visit.destroy(); // the visitor leaves
    await busy;
    await waitFor(() => inertia.ssrOutcomes.abandoned > before.abandoned);
    expect(inertia.ssrOutcomes.rendered).toBe(before.rendered);

    const next = await fetch(app.url('/privacy?stayed'), { headers: { Accept: 'text/html' } });
    expect(await next.text()).toContain('<div data-server-rendered="true" id="app">');
    expect(inertia.ssrOutcomes.rendered).toBe(before.rendered + 1);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}
