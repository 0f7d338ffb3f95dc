/** The hexagon's dependency rules (DESIGN.md section 2). A violation fails `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'core holds the domain rules; it may import only itself and xstate so it runs anywhere.',
      severity: 'error',
      from: { path: '^core/' },
      to: { pathNot: ['^core/', '^node_modules/xstate/'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-types-stay-in-core',
      comment: 'even type imports from outer layers would tie the domain to a technology.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: ['^contract/', '^adapters/', '^ui/', '^composition/', '^server/', '^node_modules/(react|inversify|zod)'] },
    },
    {
      name: 'contract-only-zod',
      comment: 'the wire format is data shapes only; it may import zod and itself.',
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: ['^contract/', '^node_modules/zod/'] },
    },
    {
      name: 'adapters-not-outward',
      comment: 'adapters implement core ports with contract schemas; they never know the views, the server or the wiring.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^ui/', '^server/', '^composition/', '^node_modules/(react|react-dom|react-router|react-router-dom|inversify)/'] },
    },
    {
      name: 'ui-no-adapters',
      comment: 'views get data through loaders and machines; they must not reach the network, the wire format or the container.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: ['^adapters/', '^contract/', '^server/', '^composition/', '^node_modules/inversify/'] },
    },
    {
      name: 'inversify-only-in-composition',
      comment: 'the container is the one place that names concrete adapters.',
      severity: 'error',
      from: { pathNot: '^composition/' },
      to: { path: '^node_modules/inversify/' },
    },
    {
      name: 'server-not-client',
      comment: 'the server shares rules (core) and wire shapes (contract) with the site, never its client layers.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['^adapters/', '^ui/', '^composition/'] },
    },
    {
      name: 'nothing-imports-tests',
      comment: 'production code never depends on test code.',
      severity: 'error',
      from: { pathNot: '^tests/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      comment: 'cycles make layers impossible to reason about and to split into chunks.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
