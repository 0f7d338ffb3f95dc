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
    // ui reaches data through loaders and never calls the network itself.
    files: ['ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage'] },
  },
);
