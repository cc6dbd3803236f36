import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-firebase/**',
      '**/dist-*/**',
      '.firebase/**',
      '**/lib/**',
      'artifacts/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The UI talks to a Backend; only its firebase implementation may import the SDK.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'reactfire'],
              message: 'Use the Backend from context.',
            },
          ],
        },
      ],
    },
  },
  {
    // Toasts go through app/toasts/toasts.ts, which loads notistack after the first screen
    // (issue 22, item 7); notistack's own useSnackbar has no provider above the pages.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/backend/firebase/**', 'web/src/app/toasts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', 'reactfire'],
              message: 'Use the Backend from context.',
            },
            {
              group: ['notistack'],
              message: 'Use useSnackbar from app/toasts/toasts.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // core is shared by web and functions and must stay free of Firebase.
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'firebase',
                'firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
              ],
              message: 'core has no Firebase imports; use a port.',
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
