import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';

// Our imports name their .ts files; the resolver must find them for the cycle and path rules to see anything.
const importResolver = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
  // The cycle rule reads every file it follows, TypeScript included.
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'No random values in product code.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.{ts,tsx}', 'bench/**', 'tests/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // The API's shape (decision 0027): no import cycles; adapters, db and lib know no feature module;
  // a module never reaches into another module's repo; the contracts know no app.
  {
    files: ['apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/api/src/**/*.ts', 'packages/contracts/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/api/src/adapters', from: './apps/api/src/modules', message: 'Adapters know no feature module.' },
            { target: './apps/api/src/db', from: './apps/api/src/modules', message: 'The database layer knows no feature module.' },
            { target: './apps/api/src/lib', from: './apps/api/src/modules', message: 'lib/ knows no feature module.' },
            { target: './packages/contracts', from: './apps', message: 'The contracts know no app.' },
          ],
        },
      ],
    },
  },
  ...[
    { files: ['apps/api/src/modules/**/*.repo.ts', 'apps/api/src/modules/**/*.queries.ts'], sqlHere: true },
    { files: ['apps/api/src/modules/**/*.ts'], ignores: ['**/*.repo.ts', '**/*.queries.ts'], sqlHere: false },
  ].map(({ files, ignores = [], sqlHere }) => ({
    files,
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', '**/test-*.ts', ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repo.ts', '../*/**/*.repo.ts'],
              message: "A module never imports another module's repo: call its exported use case, or a query named for the need.",
            },
          ],
          // Decision 0028: statements live in a module's *.repo.ts or *.queries.ts, never in its use cases or routes.
          paths: sqlHere ? [] : [{ name: 'drizzle-orm', message: 'SQL belongs in a *.repo.ts (or a *.queries.ts other modules may call).' }],
        },
      ],
    },
  })),
  // Screens that are translated take every text a person reads from the translation files (decision
  // 0046): words in JSX, and in the attributes people read (labels, titles, placeholders), are refused.
  // Folders join this list as they are translated; the rest follow in later sessions.
  {
    files: [
      'apps/web/src/features/shell/**/*.tsx',
      'apps/web/src/features/landing/**/*.tsx',
      'apps/web/src/features/auth/**/*.tsx',
      'apps/web/src/features/onboarding/**/*.tsx',
      'apps/web/src/features/discover/discover-page.tsx',
      'apps/web/src/features/discover/deck/**/*.tsx',
      'apps/web/src/features/discover/match/match-dialog.tsx',
      'apps/web/src/features/messages/**/*.tsx',
      'apps/web/src/features/notifications/**/*.tsx',
      'apps/web/src/features/calls/**/*.tsx',
      'apps/web/src/features/safety/**/*.tsx',
      'apps/web/src/features/pwa/**/*.tsx',
      'apps/web/src/features/discover/match/first-message-dialog.tsx',
      'apps/web/src/features/discover/search/**/*.tsx',
      'apps/web/src/features/discover/filters/**/*.tsx',
      'apps/web/src/features/discover/people/**/*.tsx',
      'apps/web/src/features/streaming/**/*.tsx',
      'apps/web/src/components/site-footer.tsx',
      'apps/web/src/components/newsletter-form.tsx',
      'apps/web/src/components/language-switcher.tsx',
      'apps/web/src/components/ui/back-button.tsx',
      'apps/web/src/components/ui/password-input.tsx',
      'apps/web/src/features/profile/**/*.tsx',
      'apps/web/src/features/verification/**/*.tsx',
      'apps/web/src/features/account-status/**/*.tsx',
      'apps/web/src/features/support/**/*.tsx',
      'apps/web/src/features/profile/settings/language-card.tsx',
      'apps/web/src/features/premium/**/*.tsx',
      'apps/web/src/features/payments/**/*.tsx',
      'apps/web/src/features/legal/**/*.tsx',
      'apps/web/src/features/about/**/*.tsx',
      'apps/web/src/features/moderation/**/*.tsx',
      'apps/web/src/components/**/*.tsx',
      'apps/web/src/app/route-error.tsx',
      'apps/web/src/features/profile/settings/distance-unit-card.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'title', 'placeholder', 'alt', 'label', 'subtitle', 'hint', 'eyebrow'] },
          message: 'A text people read comes from the translation files (t(...)), not from the code.',
        },
      ],
    },
  },
  // Code outside JSX (lib/, and the hooks and helpers in features/ and components/) says things too:
  // toasts, errors a page shows, labels it hands to JSX. Every string with a space in it is refused
  // here unless it goes to a developer (console, Error); one-word strings are codes, keys, types and
  // paths. Names in UPPER_CASE are skipped by the rule itself, so words never live in such constants.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/features/**/*.ts', 'apps/web/src/components/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/src/lib/i18n/catalogue-check.ts'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'all',
          'should-validate-template': true,
          words: { exclude: ['[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', '\\S+'] },
          callees: {
            exclude: [
              'i18n(ext)?', 't', 'addEventListener', 'removeEventListener', 'postMessage', 'includes', 'indexOf',
              'endsWith', 'startsWith', 'Error', 'TypeError', 'DOMException', 'JanusError', 'console\\.\\w+', 'log',
            ],
          },
          message: 'A text people read comes from the translation files (i18n.t(...)), not from the code.',
        },
      ],
    },
  },
  // The web's layers run one way (decision 0027): lib → components → features → app.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*', '@/components/*'], message: 'lib/ knows no feature, component or route.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/features/*', '@/app/*'], message: 'Components know no feature: a widget that calls a feature belongs in features/.' }] },
      ],
    },
  },
  // A feature reaches another only through what that one exports from its index.ts.
  ...[['*'], ['*', '*'], ['*', '*', '*']].map((depth) => ({
    files: [`apps/web/src/features/*/${depth.join('/')}.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features know no route composition (app/).' },
            { group: ['@/features/*/**'], message: "Import another feature from '@/features/<name>' (its index.ts); inside a feature, use relative paths." },
            { group: [`${depth.map(() => '..').join('/')}/*`], message: 'A relative path stays inside its feature.' },
          ],
        },
      ],
    },
  })),
);
