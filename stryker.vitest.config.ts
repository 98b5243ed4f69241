import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The suites mutation testing runs for each mutant: unit, model and component. The server
 * and browser suites start servers and Chromium, minutes a mutant; they are left to CI's
 * ordinary run.
 */
const MUTATION_PROJECTS = ['unit', 'model', 'component'];

/**
 * Instrumented code on a busy machine runs several times slower than a plain run; a test's
 * own time limit is raised so that only Stryker's limit (past the unmutated run's time)
 * decides that a mutant hangs.
 */
const projects = (base.test?.projects ?? [])
  .filter((p) => typeof p === 'object' && 'test' in p && MUTATION_PROJECTS.includes(p.test?.name as string))
  .map((p) => (typeof p === 'object' && 'test' in p ? { ...p, test: { ...p.test, testTimeout: 120_000 } } : p));

export default mergeConfig({ ...base, test: { ...base.test, projects: [] } }, defineConfig({ test: { projects } }));
