import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The suites mutation testing runs for each mutant: unit, model and component. The server
 * and browser suites start servers and Chromium, minutes a mutant; they are left to CI's
 * ordinary run.
 */
const MUTATION_PROJECTS = ['unit', 'model', 'component'];

const projects = (base.test?.projects ?? []).filter(
  (p) => typeof p === 'object' && 'test' in p && MUTATION_PROJECTS.includes(p.test?.name as string),
);

export default mergeConfig({ ...base, test: { ...base.test, projects: [] } }, defineConfig({ test: { projects } }));
