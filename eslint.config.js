import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'storybook-static/**',
      'tests/visual/report/**',
      'test-results/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...storybook.configs['flat/recommended'],
  {
    // Korean IME (convention 6): a key or input handler asks hooks/composition.ts, which also
    // knows Safari's composition-ending keydown (keyCode 229) that `isComposing` misses; its
    // core for Enter under an IME (hooks/imeKeys.ts, decision 0026) reads the flag itself.
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/hooks/composition.ts', 'packages/ui/src/hooks/imeKeys.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='isComposing']",
          message: 'Use isComposingEvent / isComposingInput from hooks/composition.ts, not a raw isComposing.',
        },
      ],
    },
  },
  {
    // Build scripts, test runners and benchmarks report to the terminal.
    files: ['tokens/build.mjs', 'packages/*/scripts/**', 'tests/**/*.{mjs,ts}', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
);
