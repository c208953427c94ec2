import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import testingLibrary from 'eslint-plugin-testing-library'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const subfolders = (folder) =>
  readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const features = subfolders('app/features')
const panelFeatures = subfolders('app/panel').filter((folder) => folder !== 'shared')

// STYLE.md §2: app may use contracts and content; server only contracts; contracts only zod;
// content only contracts; no feature imports another feature.
const importFences = [
  { target: './app', from: './server', message: 'El navegador no importa código del servidor.' },
  { target: './server', from: './app', message: 'El servidor solo comparte contracts/.' },
  // The content's seed is read by one module (docs/decisions/054), and by tests that compare with it.
  { target: './server/**/!(content-seed|*.test).ts', from: './content', message: 'El servidor solo comparte contracts/; el contenido lo lee de la base de datos.' },
  { target: './contracts', from: ['./app', './server', './scripts'], message: 'contracts/ solo usa zod.' },
  // A content schema's test checks it against its seed (docs/decisions/054).
  { target: './contracts/**/!(*.test).ts', from: './content', message: 'contracts/ solo usa zod.' },
  { target: './content', from: ['./app', './server', './scripts'], message: 'content/ solo usa contracts/.' },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'Una funcionalidad no importa otra.',
  })),
  {
    target: subfolders('app').filter((folder) => folder !== 'panel').map((folder) => `./app/${folder}`),
    from: './app/panel',
    message: 'Las páginas públicas no cargan código del panel.',
  },
]

// The panel's features use only its shared pieces; only the panel's shell (its root files)
// assembles them. Their tests may render the whole shell.
const panelFences = [
  ...panelFeatures.map((feature) => ({
    target: `./app/panel/${feature}`,
    from: './app/panel',
    except: [`./${feature}`, './shared'],
    message: 'Una sección del panel no importa otra: lo común va en app/panel/shared/.',
  })),
  { target: './app/panel/shared', from: './app/panel', except: ['./shared'], message: 'Lo común del panel no importa sus secciones.' },
]

// Issue 36: the server's rooms. Configuration reads the environment and nothing of the features;
// only the command layer uses the command-line helpers.
const serverFences = [
  { target: './server/config', from: './server', except: ['./config'], message: 'server/config/ no importa funcionalidades del servidor.' },
  {
    target: subfolders('server').filter((folder) => folder !== 'cli').map((folder) => `./server/${folder}`),
    from: './server/cli',
    message: 'Solo la capa de comandos (server/cli/) usa sus ayudas.',
  },
]

// Issue 36: every query lives in a repository under server/db/; elsewhere a Kysely query builder
// call or the sql tag fails lint (types from kysely stay allowed, for transactions).
const QUERY_BUILDER_MESSAGE = 'Las consultas viven en un repositorio de server/db/.'
const QUERY_BUILDER_SYNTAX = [
  {
    selector: "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]",
    message: QUERY_BUILDER_MESSAGE,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: QUERY_BUILDER_MESSAGE },
]
const KYSELY_VALUES = { name: 'kysely', allowTypeImports: true, message: QUERY_BUILDER_MESSAGE }

const ZOD_IMPORT = { name: 'zod', message: "Importa z desde '#contracts/zod.ts' (sin eval en el navegador)." }
const TEST_ONLY_MESSAGE = 'El código de producción no importa apoyo ni bibliotecas de pruebas.'
const TEST_ONLY_PACKAGES = ['vitest', 'msw', '@testing-library/react', '@testing-library/user-event', '@playwright/test'].map(
  (name) => ({ name, message: TEST_ONLY_MESSAGE }),
)
const TEST_ONLY_PATHS = [{ regex: '^#tests/|(^|/)tests/|^(msw|vitest)/', message: TEST_ONLY_MESSAGE }]

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'public/', 'test-results/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // no-cycle follows imports by parsing each module: TypeScript's parser reads ours.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...importFences, ...serverFences, ...panelFences] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,css}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{app,content,contracts,server,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['app/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: { ...jsxA11y.flatConfigs.recommended.rules, ...reactHooks.configs.recommended.rules },
  },
  {
    // The browser's schemas must use zod as configured for the site's CSP (contracts/zod.ts says why).
    files: ['{app,contracts,content}/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_IMPORT] }] },
  },
  {
    // Production code never depends on test support or test libraries (test support lives in tests/).
    files: ['{app,contracts,content}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'contracts/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_IMPORT, ...TEST_ONLY_PACKAGES], patterns: TEST_ONLY_PATHS }] },
  },
  {
    files: ['server/db/**/*.ts', 'contracts/zod.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: TEST_ONLY_PACKAGES, patterns: TEST_ONLY_PATHS }] },
  },
  {
    files: ['{server,scripts}/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/db/**', 'scripts/bench/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...TEST_ONLY_PACKAGES, KYSELY_VALUES], patterns: TEST_ONLY_PATHS }] },
  },
  {
    // Benchmarks send what the tests send (tests/fixtures/), but query only through repositories.
    files: ['scripts/bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [KYSELY_VALUES] }] },
  },
  {
    files: ['{server,scripts}/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...QUERY_BUILDER_SYNTAX] },
  },
  {
    files: ['app/panel/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...importFences, ...serverFences] }] },
  },
  {
    files: ['app/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Our render helpers return `{ user }` from user-event, which this rule misreads.
      'testing-library/render-result-naming-convention': 'off',
      // Some assertions are about structure a role query cannot reach (hidden attribute, order).
      'testing-library/no-node-access': 'warn',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Scripts and the server start-up may write to the terminal before a logger exists.
    files: ['scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
)
