import { useEffect, useRef } from 'react';

/**
 * A ref, and a way to focus what it points at even before it has rendered: a message a
 * machine just decided to show is focused as soon as React has drawn it.
 */
export function useDeferredFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || !ref.current) return;
    pending.current = false;
    ref.current.focus();
  });
  const focus = () => {
    if (ref.current) ref.current.focus();
    else pending.current = true;
  };
  return [ref, focus] as const;
}
