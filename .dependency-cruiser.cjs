/**
 * Which folder may import which (npm run lint runs it; docs/decisions/0100-folders-and-import-directions.md).
 * Imports run one way: src/ and server/ compose; ui/ renders; services/ do I/O; machines/
 * decide; domain/ holds the rules and wire formats every side shares. content-widgets/ holds
 * one folder per content widget type (docs/decisions/0321): its server.ts is server code,
 * the rest of it is view code.
 */
const ours = '^(src|ui|services|machines|domain|server|content-widgets|test|bench|scripts)/';
const widgetServerFile = '^content-widgets/(server|[^/]+/server)[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No circle of imports anywhere.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-only-domain',
      severity: 'error',
      comment: 'domain/ is pure shared code: it imports nothing of ours but domain/.',
      from: { path: '^domain/' },
      to: { path: ours, pathNot: '^domain/' },
    },
    {
      name: 'machines-import-only-machines-and-domain',
      severity: 'error',
      comment: 'Machines are pure: they import nothing of ours but machines/ and domain/.',
      from: { path: '^machines/' },
      to: { path: ours, pathNot: '^(machines|domain)/' },
    },
    {
      name: 'services-do-not-import-views-or-entries',
      severity: 'error',
      comment: 'Services do I/O for the live wiring: nothing from ui/, src/ or server/.',
      from: { path: '^services/' },
      to: { path: '^(ui|src|server)/' },
    },
    {
      name: 'ui-renders-and-sends-events',
      severity: 'error',
      comment: 'Views get machines from context: nothing from src/, server/ or services/.',
      from: { path: '^ui/' },
      to: { path: '^(src|server|services)/' },
    },
    {
      name: 'the-browser-never-imports-the-server',
      severity: 'error',
      from: { path: '^(src|ui|services|machines|domain|content-widgets)/', pathNot: widgetServerFile },
      to: { path: '^(server|test|bench|scripts)/' },
    },
    {
      name: 'content-widget-views-render',
      severity: 'error',
      comment: "A content widget's View.tsx and model.ts are views: nothing from src/, server/ or services/.",
      from: { path: '^content-widgets/', pathNot: widgetServerFile },
      to: { path: '^(src|server|services)/' },
    },
    {
      name: 'content-widget-server-files-are-the-servers',
      severity: 'error',
      comment:
        "A content widget's server.ts (settings, data) is imported by the server (through content-widgets/server.ts) and tests only: never by a view or the browser.",
      from: { pathNot: '^(server|test|scripts|bench)/|^content-widgets/server[.]ts$' },
      to: { path: widgetServerFile },
    },
    // Inside server/ (docs/decisions/0325-one-home-for-page-data.md): routes/ and plugins/
    // answer requests; views/ builds every page's data; view-parts/ holds what the pages
    // share with the content widgets; repositories, caches and db/ sit below them all.
    // no-folder-loop-in-server: .dependency-cruiser.server-folders.cjs (a cruise without content-widgets/).
    {
      name: 'only-routes-import-routes',
      severity: 'error',
      comment: 'Routes are the top of server/: only app.ts registers them; nothing below imports one.',
      from: { path: '^server/', pathNot: '^server/(routes/|app\\.ts$)' },
      to: { path: '^server/routes/' },
    },
    {
      name: 'page-data-is-used-by-routes-and-plugins-only',
      severity: 'error',
      comment:
        'server/views/ (the page data) is imported by routes/ and plugins/ only; lower folders (content widgets included) may use view-parts/, never a page.',
      from: { path: '^server/', pathNot: '^server/(views|routes|plugins)/' },
      to: { path: '^server/views/' },
    },
    {
      name: 'view-parts-sit-below-the-pages',
      severity: 'error',
      comment: 'view-parts/ builds from rows and pictures: no page, route, plugin, content or session.',
      from: { path: '^server/view-parts/' },
      to: { path: '^server/', pathNot: '^server/(view-parts|catalogue|db|media)/' },
    },
    {
      name: 'shared-view-helpers-import-nothing-of-server',
      severity: 'error',
      comment:
        'The helpers every builder shares (addresses, money, frozen, pagination) import nothing else of server/.',
      from: { path: '^server/view-parts/(shared|pagination)\\.ts$' },
      to: { path: '^server/', pathNot: '^server/view-parts/(shared|pagination)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
