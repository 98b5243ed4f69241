import { useSelector } from '@xstate/react';
import type { Notice } from '../../domain/notice';
import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';

/**
 * The page's notices. Errors are alerts. The notices machine moves focus to the first
 * notice 500 ms after it appears, and shows the notices other widgets post in the browser.
 */
export function Notices({ notices }: { notices: Notice[] }) {
  const { notices: machine } = useMachines();
  const actor = useWidget(machine, { notices });
  const shown = useSelector(actor, (s) => s.context.notices);
  return (
    <div className="notices-wrapper">
      {shown.map((n, i) => (
        <div
          // A list is replaced whole, never reordered; text in the key makes replaced
          // notices new elements, which screen readers announce.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={`${i}:${n.kind}:${n.text}`}
          className={`notice notice--${n.kind}`}
          role={n.kind === 'error' ? 'alert' : 'status'}
          tabIndex={-1}
        >
          {n.text}
          {n.link && (
            <>
              {' '}
              <a href={n.link.href} className="button notice__link">
                {n.link.label}
              </a>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
