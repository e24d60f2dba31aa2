import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { Reflector } from '@nestjs/core';
import { isCsrfExempt, isJsonPath, keepsRawBody, stripsNul } from '@common/http/path-policies';
import { routeTable } from '../support/route-table';
import { describeWithDatabase, startTestApp, TestApp } from '../support/test-app';

const probes: Array<[path: string, source: string]> = [];
let results: string[][] | undefined;

/**
 * Lints each probe `source` as if it were the file at `path`, with the project's eslint.config.mjs
 * (eslint/module-boundaries.mjs), in one ESLint run.
 */
function lint(path: string, source: string): string[] {
  if (!results) {
    const script = `
      import { ESLint } from 'eslint';
      const eslint = new ESLint();
      const probes = JSON.parse(process.argv[1]);
      const out = [];
      for (const [filePath, text] of probes) {
        const [result] = await eslint.lintText(text, { filePath });
        out.push(result.messages.map((m) => m.message));
      }
      console.log(JSON.stringify(out));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(probes)], {
      encoding: 'utf8',
    });
    results = JSON.parse(run.stdout) as string[][];
  }
  return results[probes.findIndex(([p, s]) => p === path && s === source)];
}

const REFUSED: Array<[label: string, path: string, source: string]> = [
  [
    'an entity of another module',
    'src/modules/admin/probe.ts',
    "import { AuthUser } from '@modules/auth/entities/auth-user.entity';",
  ],
  [
    'a DTO of another module',
    'src/modules/assessment/probe.ts',
    "import { NAME_RULES } from '@modules/leads/dto/lead-form.dto';",
  ],
  [
    'a template of another module',
    'src/modules/leads/probe.ts',
    "import { renderEmail } from '../mail/templates/email-layout';",
  ],
  ['a module, from common/', 'src/common/probe.ts', "import { AuthService } from '@modules/auth';"],
  ['a module, from shared/', 'shared/probe.ts', "import { LeadsModule } from '@modules/leads';"],
  ['a module, from jobs/', 'src/jobs/probe.ts', "import { MailService } from '../modules/mail';"],
  [
    'common/ by a relative path from a module',
    'src/modules/leads/probe.ts',
    "import { AppConfig } from '../../config/app-config';",
  ],
  [
    "another module's preload (only src/main.ts starts one)",
    'src/modules/leads/probe.ts',
    "import { preloadSiteContent } from '@modules/content/preload';",
  ],
  [
    'its own index from inside a module',
    'src/modules/leads/probe.ts',
    "import { NAME_RULES } from '@modules/leads';",
  ],
];
const ALLOWED: Array<[label: string, path: string, source: string]> = [
  [
    'another module through its index',
    'src/modules/leads/probe.ts',
    "import { MailService } from '@modules/mail';",
  ],
  [
    'its own files relatively',
    'src/modules/leads/probe.ts',
    "import { LeadsService } from './leads.service';",
  ],
  [
    'common/ through its alias',
    'src/modules/leads/probe.ts',
    "import { AppConfig } from '@config/app-config';",
  ],
];
/** eslint.config.mjs: Nest's HTTP exceptions only in the HTTP layer (controllers, guards). */
const NOT_FOUND =
  "import { NotFoundException } from '@nestjs/common';\nexport const fail = () => new NotFoundException('x');\n";
const HTTP_EXCEPTION_REFUSED: Array<[label: string, path: string, source: string]> = [
  ['a service', 'src/modules/leads/probe.service.ts', NOT_FOUND],
  ['a use case', 'src/modules/auth/use-cases/probe.ts', NOT_FOUND],
  ['a rules file', 'src/modules/signing/probe-rules.ts', NOT_FOUND],
  ['a job processor', 'src/modules/mail/probe.processor.ts', NOT_FOUND],
];
const HTTP_EXCEPTION_ALLOWED: Array<[label: string, path: string, source: string]> = [
  ['a controller', 'src/modules/leads/probe.controller.ts', NOT_FOUND],
  ['a guard', 'src/modules/auth/guards/probe.guard.ts', NOT_FOUND],
];
for (const [, path, source] of [...HTTP_EXCEPTION_REFUSED, ...HTTP_EXCEPTION_ALLOWED])
  probes.push([path, source]);

/** eslint/page-ownership.mjs: a page is its module's (declared, rendered and drawn by it). */
const PAGE_REFUSED: Array<[label: string, path: string, source: string]> = [
  [
    "rendering another module's page",
    'src/modules/leads/probe.ts',
    "export const show = (inertia: { render(name: string): void }) => inertia.render('signing/agreements');",
  ],
  [
    "a module importing another module's props file",
    'src/modules/leads/probe.ts',
    "import type { AgreementRow } from '@shared/pages/signing';\nexport type Row = AgreementRow;",
  ],
  [
    "a page folder importing another module's props file",
    'frontend/pages/admin/probe.tsx',
    "import type { ContactRow } from '@shared/pages/leads';\nexport type Row = ContactRow;",
  ],
  [
    "a page taking another module's page props",
    'frontend/pages/admin/probe.tsx',
    "import type { PageProps } from '@shared/pages';\nexport type Props = PageProps<'leads/contact-submission'>;",
  ],
];
const PAGE_ALLOWED: Array<[label: string, path: string, source: string]> = [
  [
    'rendering its own page',
    'src/modules/leads/probe.ts',
    "export const show = (inertia: { render(name: string): void }) => inertia.render('leads/contact-submissions');",
  ],
  [
    'its own props file, and content-types in the content module',
    'frontend/pages/content/probe.tsx',
    "import type { Cta } from '@shared/pages/content-types';\nimport type { HomeProps } from '@shared/pages/content';\nexport type T = [Cta, HomeProps];",
  ],
  [
    'its own page props',
    'frontend/pages/leads/probe.tsx',
    "import type { PageProps } from '@shared/pages';\nexport type Props = PageProps<'leads/contact-submission'>;",
  ],
];
for (const [, path, source] of [...PAGE_REFUSED, ...PAGE_ALLOWED]) probes.push([path, source]);

const withUse = (source: string) => `${source}\nexport const used = 1;\n`;
for (const [, path, source] of [...REFUSED, ...ALLOWED]) probes.push([path, withUse(source)]);

/** eslint/no-url-literals.mjs: site URLs come from the typed route helpers. */
const URL_REFUSED: Array<[label: string, path: string, source: string]> = [
  [
    'a link in a page',
    'frontend/pages/probe.tsx',
    'export const a = <a href="/admin/settings">Settings</a>;',
  ],
  ['a form target in a component', 'frontend/components/probe.ts', "export const url = '/contact';"],
  ['a path built from data', 'frontend/pages/probe.ts', 'export const url = (slug: string) => `/${slug}`;'],
  [
    'a redirect in a controller',
    'src/modules/leads/probe.ts',
    "export const back = () => '/admin/team?x=1';",
  ],
  [
    'a route with a parameter',
    'src/modules/signing/probe.ts',
    'export const url = (id: string) => `/sign/${id}/cover`;',
  ],
  [
    'an absolute link for an email',
    'src/modules/leads/probe.ts',
    'export const link = (config: { appUrl: string }, id: string) => `${config.appUrl}/admin/contact-submissions/${id}`;',
  ],
];
const URL_ALLOWED: Array<[label: string, path: string, source: string]> = [
  [
    'a route definition',
    'src/modules/leads/probe.ts',
    "import { Get } from '@nestjs/common';\nexport class P { @Get('/probe') get() {} }",
  ],
  [
    'an argument of a route helper',
    'frontend/pages/probe.ts',
    "import { routes } from '@shared/routes';\nexport const url = routes.auth.loginPage('/login');",
  ],
  [
    'a static file under public/',
    'frontend/components/probe.ts',
    'export const logo = (slug: string) => `/logos/${slug}.svg`;',
  ],
  [
    'an external link',
    'frontend/components/probe.ts',
    "export const url = 'https://www.hubspot.com/pricing';",
  ],
  ['a prefix that matches a group of routes', 'src/modules/auth/probe.ts', "export const api = '/auth/v1/';"],
  ['a separator', 'frontend/lib/probe.ts', "export const parts = (path: string) => path.split('/');"],
];
for (const [, path, source] of [...URL_REFUSED, ...URL_ALLOWED]) probes.push([path, source]);

describe('module boundaries (npm run lint)', () => {
  it.each(REFUSED)('refuses importing %s', (_label, path, source) => {
    expect(lint(path, withUse(source)).join('\n')).toMatch(
      /index\.ts|imports no module|path alias|relatively/,
    );
  });

  it.each(ALLOWED)('allows importing %s', (_label, path, source) => {
    expect(lint(path, withUse(source)).filter((message) => !message.includes('never used'))).toEqual([]);
  });

  it.each(HTTP_EXCEPTION_REFUSED)('refuses Nest HTTP exceptions in %s', (_label, path, source) => {
    expect(lint(path, source).join('\n')).toContain("Throw the module's own error");
  });

  it.each(HTTP_EXCEPTION_ALLOWED)('allows Nest HTTP exceptions in %s', (_label, path, source) => {
    expect(lint(path, source).filter((message) => message.includes("module's own error"))).toEqual([]);
  });

  it.each(PAGE_REFUSED)('refuses %s', (_label, path, source) => {
    expect(lint(path, source).join('\n')).toMatch(/page props|renders module/);
  });

  it.each(PAGE_ALLOWED)('allows %s', (_label, path, source) => {
    expect(lint(path, source).filter((message) => /page props|renders module/.test(message))).toEqual([]);
  });

  it.each(URL_REFUSED)('refuses a URL literal: %s', (_label, path, source) => {
    expect(lint(path, source).join('\n')).toContain('use the route helper from @shared/routes');
  });

  it.each(URL_ALLOWED)('allows %s', (_label, path, source) => {
    expect(lint(path, source).filter((message) => message.includes('route helper'))).toEqual([]);
  });

  it('job processors live in *.processor.ts files', () => {
    const processors = spawnSync('grep', ['-rlE', 'implements JobProcessor<', 'src/modules'], {
      encoding: 'utf8',
    })
      .stdout.split('\n')
      .filter(Boolean);
    expect(processors.length).toBeGreaterThanOrEqual(7);
    expect(processors.filter((file) => !file.endsWith('.processor.ts'))).toEqual([]);
  });

  it('keeps every module file at 450 lines or fewer (a bigger one is split by what it does)', () => {
    const files = spawnSync('find', ['src/modules', '-name', '*.ts', '!', '-name', '*.spec.ts'], {
      encoding: 'utf8',
    })
      .stdout.split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((file) => [file, readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 450);
    expect(long).toEqual([]);
  });

  it('every module exposes an index.ts', () => {
    for (const name of readdirSync('src/modules')) {
      expect(readFileSync(`src/modules/${name}/index.ts`, 'utf8')).toContain('export');
    }
  });
});

describeWithDatabase('path rules are declared on the controllers that own the paths', () => {
  let app: TestApp;
  const csrfExempt = (method: string, path: string) => {
    const route = routeTable(app).find((entry) => entry.method === method && entry.path === path);
    if (!route) throw new Error(`no route ${method} ${path}`);
    return isCsrfExempt(new Reflector(), route.target, route.controller);
  };

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it.each(['/auth/v1/token', '/auth/v1/no-such-call', '/health', '/builds/abc.json', '/api/anything'])(
    '%s is for programs (JSON errors)',
    (path) => {
      expect(isJsonPath(path)).toBe(true);
    },
  );

  it.each(['/contact', '/assessment', '/admin/leads', '/auth/v1x'])('%s is a page', (path) => {
    expect(isJsonPath(path)).toBe(false);
  });

  it.each([
    ['POST', '/auth/v1/token'],
    ['POST', '/api/log-error'],
    ['POST', '/newsletter/unsubscribe'],
    ['POST', '/payments/stripe/webhook'],
  ])('%s %s needs no CSRF token', (method, path) => {
    expect(csrfExempt(method, path)).toBe(true);
  });

  it.each([
    ['POST', '/contact'],
    ['POST', '/assessment/start'],
    ['POST', '/newsletter'],
    ['POST', '/logout'],
  ])('%s %s needs a CSRF token', (method, path) => {
    expect(csrfExempt(method, path)).toBe(false);
  });

  it('keeps the raw body only for the signed webhook, and strips NULs only from error reports', () => {
    expect([keepsRawBody('/payments/stripe/webhook'), keepsRawBody('/contact')]).toEqual([true, false]);
    expect([stripsNul('/api/log-error'), stripsNul('/contact')]).toEqual([true, false]);
  });

  it('common/ names no module path', () => {
    const common = spawnSync('grep', ['-rlE', "'/(auth/v1|health|builds|newsletter)", 'src/common'], {
      encoding: 'utf8',
    });
    expect(common.stdout).toBe('');
  });
});
