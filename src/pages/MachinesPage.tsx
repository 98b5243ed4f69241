import { ChartFrame } from '../../ui/devtools/ChartFrame';
import { Layout } from '../../ui/layout/Layout';
import type { PageMap } from './types';

/**
 * Developer page: every machine of the registry drawn as a statechart, laid out on the
 * server, so it needs no script and no network.
 */
export function MachinesPage({ layout, machines }: PageMap['machines']) {
  return (
    <Layout layout={layout}>
      <h1 className="page-title">Machines</h1>
      <p>
        Every machine registered in <code>machines/index.ts</code> ({machines.length}), drawn from its own definition.
        Add <code>?inspect=1</code> to any shop page to watch its machines run.
      </p>
      <details className="statechart-legend">
        <summary>How to read the diagrams</summary>
        <ul>
          <li>A dot and arrow point at the state a compound state enters first.</li>
          <li>States inside a box are its children; a parallel state's regions are dashed boxes.</li>
          <li>A double border marks a final state; H and H* are shallow and deep history.</li>
          <li>
            Each arrow is labelled with its event, then its <code>[guard]</code> and <code>/ actions</code>. Blue dashed
            arrows are delays (<code>after 2000ms</code>), grey dotted ones <code>always</code>, green and red ones an
            invoked actor's <code>onDone</code> and <code>onError</code>; a dotted loop changes no state.
          </li>
        </ul>
      </details>
      <nav aria-label="Machines">
        <ul className="machine-index">
          {machines.map((m) => (
            <li key={m.name}>
              <a href={`#machine-${m.name}`}>{m.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {machines.map((m) => (
        <section key={m.name} id={`machine-${m.name}`} className="machine" aria-labelledby={`machine-${m.name}-title`}>
          <h2 id={`machine-${m.name}-title`}>{m.name}</h2>
          <p>{m.description}</p>
          <p className="machine__facts">
            {plural(m.stateCount, 'state')} · {plural(m.transitionCount, 'transition')} · machine id{' '}
            <code>{m.machineId}</code> · <a href={m.svgHref}>SVG</a> ·{' '}
            <a href={m.sourceHref}>Source for the Stately editor</a>
          </p>
          <ChartFrame className="machine__diagram" name={m.name} layout={m.layout} />
        </section>
      ))}
    </Layout>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
