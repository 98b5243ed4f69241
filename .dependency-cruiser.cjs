/**
 * Which folder may import which (npm run lint runs it; docs/decisions/0100-folders-and-import-directions.md).
 * Imports run one way: src/ and server/ compose; ui/ renders; services/ do I/O; machines/
 * decide; domain/ holds the rules and wire formats every side shares.
 */
const ours = '^(src|ui|services|machines|domain|server|test|bench|scripts)/';

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
      from: { path: '^(src|ui|services|machines|domain)/' },
      to: { path: '^(server|test|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
