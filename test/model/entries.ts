import { machineRegistry } from '../../machines/index';
import type { ModelEntry, ModelInputs } from './harness';

/**
 * Path-generation inputs: `inputs/<name>.ts` holds those of the registered machine
 * `<name>`. A machine with no input and no payload its guards read needs no file.
 */
const files = import.meta.glob<ModelInputs>('./inputs/*.ts', { eager: true, import: 'default' });

export const inputFileNames = Object.keys(files).map((file) => file.slice('./inputs/'.length, -'.ts'.length));

export const modelEntries: ModelEntry[] = machineRegistry.map((entry) => ({
  ...entry,
  ...files[`./inputs/${entry.name}.ts`],
}));
