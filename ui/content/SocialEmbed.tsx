import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { EMBED_SANDBOX, embedLoadLabel } from '../../domain/embed';
import { Island } from '../Island';
import { useMachines } from '../machines-context';
import { useHydrated } from '../useHydrated';
import { useWidget } from '../useWidget';
import type { SocialEmbedView } from './types';

type Embed = NonNullable<SocialEmbedView['embed']>;

/**
 * A social embed (docs/decisions/0274). Nothing comes from the other site until the
 * shopper asks: without JavaScript the placeholder is a link to the embed; hydrated it is a
 * button, and pressed, the frame takes its place and focus moves to it.
 */
export function SocialEmbed({ embed }: { embed: Embed }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const hydrated = useHydrated();
  const { socialEmbed } = useMachines();
  const actor = useWidget(socialEmbed, { frame });
  const loaded = useSelector(actor, (s) => s.matches('loaded'));
  const label = embedLoadLabel(embed.kind, embed.title, embed.provider);
  return (
    <figure className="embed">
      <div className="embed__frame">
        {loaded ? (
          <iframe
            ref={frame}
            className="embed__iframe"
            src={embed.url}
            title={embed.title}
            loading="lazy"
            sandbox={EMBED_SANDBOX}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="fullscreen; picture-in-picture"
          />
        ) : hydrated ? (
          <button type="button" className="embed__load" onClick={() => actor.send({ type: 'LOAD' })}>
            {label}
          </button>
        ) : (
          <a className="embed__load" href={embed.url}>
            {label}
          </a>
        )}
      </div>
      <figcaption className="embed__caption">
        {embed.title} <span className="embed__provider">({embed.provider})</span>
      </figcaption>
    </figure>
  );
}

/** The social-embed widget: the placeholder, hydrated; nothing when its origin is not allowed. */
export function SocialEmbedWidget({ view }: { id: string; view: SocialEmbedView }) {
  if (!view.embed) return null;
  return <Island name="SocialEmbed" component={SocialEmbed} props={{ embed: view.embed }} />;
}
