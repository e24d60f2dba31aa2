import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // The platform layers serve every module and know none of them (modules register what they need:
    // SiteRoutes, JsonErrorBodies, InertiaService.share, JobRegistry).
    files: ['src/common/**', 'src/inertia/**', 'src/jobs/**', 'src/config/**', 'shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules/',
              message:
                'common/, inertia/, jobs/, config/ and shared/ import no module: let the module register itself.',
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
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '*.config.*', 'jest.config.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
  },
);
