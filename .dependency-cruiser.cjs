// Layering of the site, checked by `npm run check:deps` (part of `npm test`).
// The layers and who may import whom: docs/decisions/layering.md.

/** Modules that may import the server layer (src/server): its own modules and the entry points. */
const SERVER_IMPORTERS = [
  '^src/server/',
  '^src/features/[^/]+/action\\.ts$', // form actions ('use server')
  '^src/features/[^/]+/lead\\.ts$', // how a feature stores a submission ('server-only')
  '^src/features/[^/]+/subscriptions\\.ts$', // the newsletter's subscription states ('server-only')
  '^src/features/jobs\\.ts$', // the features' server jobs, handed to the server's background jobs
  '^app/.+/route\\.tsx?$', // route handlers
  '^instrumentation\\.ts$', // starts the server's services
  '^proxy\\.ts$', // refuses oversized or malformed form submissions before they are parsed
  '^scripts/',
  '^bench/',
  '^tests/',
];

/** Lower layers may not import higher ones (src/*.ts, the environment and the log, is the lowest). */
const forbidUp = (name, from, to, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules may not depend on each other in a cycle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      comment: 'Folders may not depend on each other in a cycle (e.g. src/lib ⇄ src/content).',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-only-from-server-entries',
      comment:
        'Only the server layer itself and its entry points (form actions, route handlers, ' +
        'instrumentation, the proxy, scripts, benchmarks, tests) import src/server.',
      severity: 'error',
      from: { pathNot: SERVER_IMPORTERS },
      to: { path: '^src/server/' },
    },
    {
      name: 'no-server-in-client-components',
      comment:
        "Components ('use client' ones among them) never import src/server: a client bundle " +
        "must not contain server code. The server modules also import 'server-only', so " +
        'the Next build fails as well.',
      severity: 'error',
      from: { path: ['^src/components/', '^src/features/[^/]+/.+\\.tsx$'] },
      to: { path: '^src/server/' },
    },
    forbidUp(
      'foundation-is-the-lowest-layer',
      '^src/[^/]+\\.ts$',
      '^(src/[^/]+/|app/)',
      'src/env.ts and src/log.ts depend on packages only.',
    ),
    forbidUp(
      'i18n-below-content-lib-components-features',
      '^src/i18n/',
      '^(src/(content|lib|components|features|server)/|app/)',
      'Routing, messages and formatting know nothing of the content, components or features.',
    ),
    forbidUp(
      'content-below-lib-components-features',
      '^src/content/',
      '^(src/(lib|components|features|server)/|app/)',
      'Content registries are data; the types they need live with them.',
    ),
    forbidUp(
      'lib-below-components-features',
      '^src/lib/',
      '^(src/(components|features|server)/|app/)',
      'Shared helpers (metadata, headers, share links) serve the components and pages.',
    ),
    forbidUp(
      'components-below-features',
      '^src/components/',
      '^(src/features/|app/)',
      'Layout and UI components do not know the forms (features) that are put into them.',
    ),
    forbidUp(
      'features-below-app',
      '^src/features/',
      '^app/',
      'Features are composed by the pages, not the other way round.',
    ),
    {
      name: 'not-to-dev-dep',
      comment:
        'Code that runs on the site (app, src, proxy, instrumentation, next.config) may only ' +
        'import packages from "dependencies".',
      severity: 'error',
      from: { path: '^(app|src)/|^(proxy|instrumentation|next\\.config)\\.ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or a package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|node_modules|data|bench/results)/' },
    // Type-only imports count: they couple layers as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
