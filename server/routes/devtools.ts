import type { FastifyInstance } from 'fastify';
import { type MachineEntry, machineRegistry } from '../../machines/index';
import { machineSource, machineSvg, sourceFileName } from '../../src/devtools/files';
import { machineGraph } from '../../ui/devtools/graph';
import { layoutMachine } from '../../ui/devtools/layout';
import type { MachineDiagramView } from '../../ui/devtools/types';
import { contentSecurityPolicy } from '../plugins/security-headers';
import { layoutFor } from '../views/layout';

export const MACHINES_PATH = '/__statefront/machines/';

/**
 * Developer pages: the machine visualizer and each machine's files. Registered only when
 * the shop's `devtools` setting is on (development, or STATEFRONT_DEVTOOLS=1), so in
 * production they are the 404 page like any unknown path.
 */
export async function devtoolsRoutes(
  app: FastifyInstance,
  opts: {
    /** Development: the registry as Vite loads it now, so an edited machine shows on reload. */
    freshRegistry?: () => Promise<MachineEntry[]>;
  },
) {
  const { shop } = app;
  if (!shop.settings.devtools) return;
  const { freshRegistry } = opts;
  const registry = async () => (freshRegistry ? freshRegistry() : machineRegistry);

  // Otherwise machines only change with a new build: lay them out once per process.
  let diagrams: Promise<MachineDiagramView[]> | undefined;
  const layoutAll = (entries: MachineEntry[]) =>
    Promise.all(
      entries.map(async (entry) => {
        const graph = machineGraph(entry.machine);
        return {
          name: entry.name,
          description: entry.description,
          machineId: entry.machine.id,
          stateCount: graph.states.length - 1,
          transitionCount: graph.transitions.length,
          layout: await layoutMachine(graph),
          svgHref: `${MACHINES_PATH}${entry.name}.svg`,
          sourceHref: `${MACHINES_PATH}${sourceFileName(entry.name)}`,
        };
      }),
    );
  const machineDiagrams = async () => {
    if (freshRegistry) return layoutAll(await freshRegistry());
    diagrams ??= layoutAll(machineRegistry);
    return diagrams;
  };

  app.get(MACHINES_PATH, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex');
    // Each chart's size limits are its own style attribute (StateChart's `fit`). The page exists only
    // with devtools on, so it alone allows inline styles; scripts stay as strict as anywhere.
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(freshRegistry !== undefined, { anyStyleAttribute: true }),
    );
    return reply.page(
      'machines',
      {
        layout: await layoutFor(shop, request, reply, { currentPath: MACHINES_PATH }),
        machines: await machineDiagrams(),
      },
      { title: `Machines – ${shop.settings.name}` },
    );
  });

  app.get<{ Params: { file: string } }>(`${MACHINES_PATH}:file`, async (request, reply) => {
    const match = /^([A-Za-z][A-Za-z0-9_-]{0,80})\.(svg|machine\.js)$/.exec(request.params.file);
    const entry = match ? (await registry()).find((e) => e.name === match[1]) : undefined;
    if (!match || !entry) return app.notFound(request, reply);
    reply.header('x-robots-tag', 'noindex');
    // Served as text, to read or copy into the editor; it is never run on this page.
    if (match[2] === 'machine.js') return reply.type('text/plain; charset=utf-8').send(machineSource(entry));
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(await machineSvg(entry));
  });
}
