import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layerZones, noFrameworkBelowHttp } from './eslint.layers.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'node_modules/**',
    '.next/**',
    '.next-*/**',
    '.data/**',
    '.data-*/**',
    'out/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'lib/db/migrations/**',
    '.openapi/**',
  ]),
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  noFrameworkBelowHttp,
]);
