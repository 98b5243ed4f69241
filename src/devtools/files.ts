import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MachineEntry } from '../../machines/index';
import { machineGraph } from '../../ui/devtools/graph';
import { layoutMachine } from '../../ui/devtools/layout';
import { StateChart } from '../../ui/devtools/StateChart';
import { statelyConfig } from './stately-config';

/**
 * A registered machine as files a developer keeps or shares: its statechart as a
 * standalone SVG, and its definition as JSON the Stately editor imports. Written by
 * `npm run machines:export` and served by the developer page; server-only.
 */
export async function machineSvg(entry: MachineEntry): Promise<string> {
  const layout = await layoutMachine(machineGraph(entry.machine));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(
    createElement(StateChart, { name: entry.name, layout }),
  )}\n`;
}

export function machineJson(entry: MachineEntry): string {
  return `${JSON.stringify(statelyConfig(entry.machine, entry.description), null, 2)}\n`;
}
