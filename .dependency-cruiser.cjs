// Import rules (docs/architecture.md §8), checked by `npm run lint`. Paths are relative to the repository root.
const webShared = '^apps/web/src/(components|config|lib|sign-in|stores)/';
const serverDomainServices = '^apps/server/src/domains/[^/]+/services/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-shared-knows-no-feature',
      comment: 'Shared web code (components, lib, sign-in, stores) is used by features, never the other way round.',
      severity: 'error',
      from: { path: webShared },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-knows-no-app',
      comment: 'Features are composed by the app layer (router, layouts); they do not import it.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-knows-no-other-feature',
      comment: 'A feature uses shared code, never another feature: what two features need moves to shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web app talks to the server over HTTP; the contract lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-calls-routes-without-schemas',
      comment:
        'A screen needs only the route table (zod-free types); the schema values would put zod on every page ' +
        '(decision 120). Forms import the request schemas they validate with from their domain module instead.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^packages/shared/src/api/(route-schemas|[a-z]+-schemas)[.]ts$' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'shared-package-imports-no-app',
      comment: 'packages/shared is the contract both apps build on.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-through-public-entry',
      comment:
        'A domain uses another only through its declared public entry (public.ts for services, routes/public.ts at the HTTP edge); today only accounts has one.',
      severity: 'error',
      from: { path: '^apps/server/src/domains/([^/]+)/' },
      to: {
        path: '^apps/server/src/domains/[^/]+/',
        pathNot: ['^apps/server/src/domains/$1/', '^apps/server/src/domains/[^/]+/(routes/)?public\\.ts$'],
      },
    },
    {
      name: 'http-knows-no-domain',
      comment: 'The HTTP edge (errors, headers, origin check, events) serves every domain and depends on none.',
      severity: 'error',
      from: { path: '^apps/server/src/http/' },
      to: { path: '^apps/server/src/domains/[^/]+/' },
    },
    {
      name: 'services-know-no-http',
      comment: 'Services return results or throw domain errors; routes and the HTTP edge translate them.',
      severity: 'error',
      from: { path: serverDomainServices },
      to: {
        path: ['^apps/server/src/http/', '^apps/server/src/domains/[^/]+/routes/', 'node_modules/(fastify|@fastify)/'],
      },
    },
    {
      name: 'adapters-know-no-domain-http',
      comment: 'Adapters wrap third parties (AI providers, payment providers) and know nothing of routes or HTTP.',
      severity: 'error',
      from: { path: '^apps/server/src/adapters/' },
      to: { path: ['^apps/server/src/http/', '^apps/server/src/domains/[^/]+/routes/'] },
    },
    {
      name: 'language-code-knows-no-domain-http',
      comment:
        "Kurio's own language code (the offline AI, the child-safety layer) is plain functions: no domain, route or HTTP.",
      severity: 'error',
      from: { path: '^apps/server/src/(offline-ai|child-safety)/' },
      to: { path: ['^apps/server/src/http/', '^apps/server/src/domains/', 'node_modules/(fastify|@fastify)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', 'node_modules/\\.vite'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
