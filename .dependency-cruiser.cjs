/**
 * Import boundaries, checked by `npm run lint` (decision 040). Biome's restricted imports keep the layers apart
 * (contracts, content, client, server); these rules keep the features apart.
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-through-its-entry',
      comment:
        'A feature uses another feature only through an entry at its root that names what it offers: index.ts, ' +
        'lazy.ts for what is loaded on demand, or public.ts, staff.ts, portal.ts for one area of the app (each ' +
        'area is its own bundle); add the export there rather than reaching into its folders.',
      severity: 'error',
      from: { path: '^src/(client|server)/features/([^/]+)/' },
      to: {
        path: '^src/$1/features/',
        pathNot: ['^src/$1/features/$2/', '^src/$1/features/[^/]+/(index|lazy|public|staff|portal)\\.tsx?$'],
      },
    },
    {
      name: 'shared-code-knows-no-feature',
      comment:
        'Shared building blocks (client lib and components, server lib) are used by features, never the reverse.',
      severity: 'error',
      from: { path: '^src/(client/(lib|components)|server/lib)/' },
      to: { path: '^src/(client|server)/features/' },
    },
    {
      name: 'server-lib-below-infrastructure',
      comment:
        'The server lib is the layer under the infrastructure (database, plugins), the features and the app: it ' +
        'imports contracts, content, packages and itself, never what is built on it.',
      severity: 'error',
      from: { path: '^src/server/lib/' },
      to: { path: '^src/server/(db|plugins|features|cli|testing)/|^src/server/(app|server|config)\\.ts$' },
    },
    {
      name: 'database-below-features',
      comment:
        'The database module (client, schema, migrations, its helpers) is infrastructure: features, plugins and the ' +
        'app build on it, and it imports none of them (demo content lives beside its feature, features/*/demo.ts, ' +
        'and src/server/seed.ts puts it together). Its tests may read a feature.',
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/(plugins|features|cli|testing)/|^src/server/[^/]+\\.ts$' },
    },
    {
      name: 'infrastructure-below-features',
      comment:
        'The infrastructure plugins (src/server/plugins: database, errors, events, headers, compression, cookies, ' +
        'limits, OpenAPI, live bus, pages) are what features are built on: they import no feature. What a feature ' +
        'keeps or guards is registered by the feature (features/<name>/plugin.ts). Their tests may read a feature.',
      severity: 'error',
      from: { path: '^src/server/plugins/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'app-through-feature-entries',
      comment:
        'The app, the server, the seed, the command line, the test helpers and the client shell use a feature ' +
        'through its entries too: index.ts (or lazy.ts, public.ts, staff.ts, portal.ts), and on the server its ' +
        'plugin.ts, which the app lists. Tests may reach inside the feature they test.',
      severity: 'error',
      from: {
        path: '^src/(server/(app|server|seed|first-run|config)\\.ts$|server/(cli|testing)/|client/(app/|boot\\.ts$|entry-[a-z]+\\.tsx$))',
        pathNot: '\\.test\\.tsx?$',
      },
      to: {
        path: '^src/(client|server)/features/[^/]+/',
        pathNot: '^src/(client|server)/features/[^/]+/(index|lazy|public|staff|portal|plugin)\\.tsx?$',
      },
    },
    {
      name: 'no-circular',
      comment:
        'No module imports itself through others: a cycle makes load order matter and hides a missing layer. A cycle ' +
        'closed only by a type import is not loaded at run time (the chat widget types its calls by the contract).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'resolvable',
      comment: 'Every relative import names a file that exists.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(virtual:|node:)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
