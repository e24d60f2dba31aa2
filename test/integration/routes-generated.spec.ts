import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { generateRouteHelpers, ROUTES_FILE } from '../support/route-helpers';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

/** `shared/routes.generated.ts` is the router's own list: a route added, renamed or removed shows here. */
describeWithDatabase('the typed route helpers (shared/routes.generated.ts)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('match the routes the application registers and the content pages it serves', () => {
    const generated = execFileSync('node_modules/.bin/prettier', ['--stdin-filepath', ROUTES_FILE], {
      input: generateRouteHelpers(app),
      encoding: 'utf8',
    });
    if (process.env.UPDATE_DOCS === '1') writeFileSync(ROUTES_FILE, generated);
    else expect(readFileSync(ROUTES_FILE, 'utf8')).toBe(generated);
  });
});
