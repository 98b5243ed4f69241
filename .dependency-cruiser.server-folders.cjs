/**
 * No two folders of server/ import each other, directly or round about (docs/decisions/0325),
 * checked by `npm run imports` in a cruise of its own that leaves out content-widgets/: each
 * of its folders holds a widget type's server file and its view (docs/decisions/0321), so at
 * folder level server/ reaches it through ui/ and it reaches server/ by construction, although
 * no module does (the main cruise's no-circular checks them one by one). Folder rules take no
 * `via`, so the leaving out is done here.
 */
const main = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-folder-loop-in-server',
      severity: 'error',
      comment: 'No two folders of server/ import each other, directly or round about.',
      scope: 'folder',
      from: { path: '^server/' },
      to: { circular: true },
    },
  ],
  options: { ...main.options, exclude: { path: '^content-widgets/' } },
};
