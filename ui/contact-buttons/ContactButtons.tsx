import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { Island } from '../Island';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import type { ContactButtonsView } from './types';

function Details({ view, headingId }: { view: ContactButtonsView; headingId: string }) {
  return (
    <>
      <h2 id={headingId} className="contact-buttons__heading">
        {view.label}
      </h2>
      <ul className="contact-buttons__ways">
        {view.email && (
          <li>
            <a href={view.email.href}>E-mail {view.email.address}</a>
          </li>
        )}
        {view.phone && (
          <li>
            <a href={view.phone.href}>Call {view.phone.display}</a>
          </li>
        )}
        {view.page && (
          <li>
            <a href={view.page.href}>{view.page.label}</a>
          </li>
        )}
      </ul>
      {view.hours.length > 0 && (
        <>
          <h3 className="contact-buttons__hours-heading">Opening hours</h3>
          <dl className="contact-buttons__hours">
            {view.hours.map((h) => (
              <div key={h.days}>
                <dt>{h.days}</dt>
                <dd>{h.time}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}

/**
 * The contact buttons (docs/decisions/0262). Without JavaScript, the ways to reach the
 * shop shown in the page. Hydrated, a toggle (floating on wide screens, in the page's flow
 * on phones so it covers nothing) opens them in a small non-modal panel.
 */
export function ContactButtons({ id, view }: { id: string; view: ContactButtonsView }) {
  const widget = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Not useId: every island is a React root of its own, and their ids would repeat.
  const panelId = `contact-buttons-${id}`;
  const hydrated = useHydrated();
  const { contactButtons } = useMachines();
  const actor = useWidget(contactButtons, { widget, toggle });
  const open = useSelector(actor, (s) => s.matches('open'));
  if (!hydrated) {
    return (
      <section className="contact-buttons contact-buttons--static" aria-labelledby={`${panelId}-heading`}>
        <Details view={view} headingId={`${panelId}-heading`} />
      </section>
    );
  }
  return (
    <div ref={widget} className={`contact-buttons contact-buttons--floating${open ? ' contact-buttons--open' : ''}`}>
      <button
        ref={toggle}
        type="button"
        className="contact-buttons__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => actor.send({ type: 'TOGGLE' })}
      >
        {view.label}
      </button>
      <section id={panelId} className="contact-buttons__panel" aria-labelledby={`${panelId}-heading`} hidden={!open}>
        <Details view={view} headingId={`${panelId}-heading`} />
      </section>
    </div>
  );
}

/** The contact-buttons widget: the buttons, hydrated. */
export function ContactButtonsWidget({ id, view }: { id: string; view: ContactButtonsView }) {
  return <Island name="ContactButtons" component={ContactButtons} props={{ id, view }} />;
}
