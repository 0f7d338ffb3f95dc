import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const browserGlobals = ['window', 'document', 'fetch', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history'];

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'data/**', 'node_modules/**', 'server/store/migrations/**', '.tmp/**', '.tmp-*'] },
  js.configs.recommended,
  {
    // CommonJS config files run in Node.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // core is pure: time comes from a Clock port or an argument, and no browser global is touched.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...browserGlobals],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'core gets time from a Clock port or an argument (DESIGN 2).' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'core gets time from a Clock port or an argument (DESIGN 2).' },
      ],
    },
  },
  {
    // Test files share their worker's modules (isolate: false): a module mock there would not reach a module another
    // file imported first. A file that mocks modules is named *.isolated.test.* and runs in a project of its own.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]", message: 'Module mocks go in a *.isolated.test.* file (its worker does not share modules).' },
      ],
    },
  },
  {
    // ui reaches data through loaders and never calls the network itself.
    files: ['ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage'] },
  },
);
