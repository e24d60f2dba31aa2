import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/module-boundaries.mjs';
import pageOwnership from './eslint/page-ownership.mjs';
import urlLiterals from './eslint/no-url-literals.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through AppConfig (src/config).' },
      ],
    },
  },
  {
    // Entry points, tooling and tests set up the environment the app then reads through AppConfig.
    files: ['src/config/**', 'scripts/**', 'test/**', 'bench/**', '*.config.*', 'jest.config.js'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Modules talk through their index.ts; common/, inertia/, jobs/, config/, database/ and shared/
    // import no module; relative imports stay inside their module (eslint/module-boundaries.mjs).
    files: ['src/**/*.ts', 'shared/**/*.ts'],
    plugins: { local: boundaries },
    rules: { 'local/module-boundaries': 'error' },
  },
  {
    // A page is its module's: declared in shared/pages/<module>.ts, rendered by src/modules/<module>,
    // drawn by frontend/pages/<module>/ (eslint/page-ownership.mjs).
    files: ['src/modules/**/*.ts', 'frontend/pages/**/*.tsx', 'frontend/pages/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { pages: pageOwnership },
    rules: { 'pages/page-ownership': 'error' },
  },
  {
    // Site URLs come from the typed route helpers generated from the Nest router (eslint/no-url-literals.mjs).
    files: ['src/**/*.ts', 'frontend/**/*.ts', 'frontend/**/*.tsx', 'shared/**/*.ts'],
    ignores: ['**/*.spec.ts', 'shared/routes.generated.ts'],
    plugins: { urls: urlLiterals },
    rules: { 'urls/no-url-literals': 'error' },
  },
  {
    // Everything below the HTTP layer (services, use cases, rules, processors) throws its module's
    // error (a ModuleError subclass with a stable code, or InvalidFields); the global filter maps it to
    // HTTP. Nest's HTTP exceptions belong to controllers and guards.
    files: ['src/modules/**/*.ts'],
    ignores: ['**/*.controller.ts', '**/*.guard.ts', '**/guards/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: [
                'HttpException',
                'BadRequestException',
                'UnauthorizedException',
                'ForbiddenException',
                'NotFoundException',
                'ConflictException',
                'GoneException',
                'PayloadTooLargeException',
                'UnprocessableEntityException',
                'InternalServerErrorException',
              ],
              message: "Throw the module's own error (see src/common/errors/module-error.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.tsx', 'frontend/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Before the page's script runs (a slow phone), the browser sends a form itself: without a method it
    // is a GET that puts every field, a password too, in the URL; without an action it goes to this page.
    files: ['frontend/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'])), JSXOpeningElement[name.name='form']:has(JSXAttribute[name.name='method'][value.value='post']):not(:has(JSXAttribute[name.name='action']))",
          message:
            'A form says how the browser sends it (a method, and an action when it posts): before the script runs, a form without a method sends its fields, a password too, in the URL of this page.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.config.*', 'jest.config.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        fetch: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
  },
);
