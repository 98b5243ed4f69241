import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { SHARE_MESSAGES } from '../../domain/share';
import { Island } from '../Island';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import type { ShareView } from './types';

/**
 * Share buttons (docs/decisions/0261). Without JavaScript: plain share links. Hydrated
 * (an island), the shareButtons machine adds "Copy link", and where the browser has its
 * own share sheet a "Share" button takes the links' place.
 */
export function ShareButtons({ id, share }: { id: string; share: ShareView }) {
  const field = useRef<HTMLInputElement>(null);
  // Not useId: every island is a React root of its own, and their ids would repeat.
  const fieldId = `share-${id}-link`;
  const hydrated = useHydrated();
  const { shareButtons } = useMachines();
  const actor = useWidget(shareButtons, { url: share.url, title: share.title, field });
  const native = useSelector(actor, (s) => s.context.native);
  const copied = useSelector(actor, (s) => s.matches({ ready: 'copied' }));
  const refused = useSelector(actor, (s) => s.matches({ ready: 'refused' }));
  return (
    <section className="share" aria-label="Share">
      <p className="share__heading" aria-hidden="true">
        Share
      </p>
      <ul className="share__list">
        {native ? (
          <li>
            <button type="button" className="share__button" onClick={() => actor.send({ type: 'SHARE' })}>
              Share…
            </button>
          </li>
        ) : (
          share.links.map((link) => (
            <li key={link.network}>
              <a
                className={`share__link share__link--${link.network}`}
                href={link.href}
                {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {link.label}
                {link.network !== 'email' && <span className="visually-hidden"> (opens in a new tab)</span>}
              </a>
            </li>
          ))
        )}
        {hydrated && (
          <li>
            <button type="button" className="share__button" onClick={() => actor.send({ type: 'COPY' })}>
              {copied ? SHARE_MESSAGES.copied : 'Copy link'}
            </button>
          </li>
        )}
      </ul>
      {refused && (
        <div className="share__fallback">
          <p id={`${fieldId}-help`}>{SHARE_MESSAGES.refused}</p>
          <label className="visually-hidden" htmlFor={fieldId}>
            Link to this page
          </label>
          <input ref={field} id={fieldId} type="url" readOnly value={share.url} aria-describedby={`${fieldId}-help`} />
        </div>
      )}
    </section>
  );
}

/** The share-buttons widget, and what product and post pages place: the buttons, hydrated. */
export function ShareButtonsWidget({ id, view }: { id: string; view: ShareView }) {
  return <Island name="ShareButtons" component={ShareButtons} props={{ id, share: view }} />;
}
