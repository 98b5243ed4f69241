import type { Notice } from '../../src/pages/types';

/** Page notices. Errors are alerts; the first one is focused by the notices machine. */
export function Notices({ notices }: { notices: Notice[] }) {
  return (
    <div className="notices-wrapper">
      {notices.map((n, i) => (
        <div
          // Notices are a fixed list for the page's life; the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          className={`notice notice--${n.kind}`}
          role={n.kind === 'error' ? 'alert' : 'status'}
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
