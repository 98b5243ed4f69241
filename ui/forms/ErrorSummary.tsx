import type { ReactNode, Ref } from 'react';

/**
 * The notice at the top of a form that says how it went: the one message the form
 * has, or an introduction and a link to each invalid field. The form's machine moves
 * focus to it (`summaryRef`, tabIndex -1); errors the server rendered with the page are
 * an alert (`alert`), those that come later the machine announces.
 */
export function ErrorSummary({
  summaryRef,
  className,
  alert = false,
  heading,
  message,
  intro,
  links,
}: {
  summaryRef: Ref<HTMLDivElement>;
  className: string;
  alert?: boolean;
  heading?: ReactNode;
  message?: ReactNode;
  intro?: string;
  /** One link a field: `#id` and its error. */
  links: { href: string; text: ReactNode }[];
}) {
  return (
    <div ref={summaryRef} className={className} role={alert ? 'alert' : undefined} tabIndex={-1}>
      {heading}
      {message ? (
        <p>{message}</p>
      ) : (
        <>
          {intro && <p>{intro}</p>}
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.text}</a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
