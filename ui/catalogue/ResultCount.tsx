import { useActorRef } from '@xstate/react';
import { useActorOptions } from '../actor-options-context';
import { useMachines } from '../machines-context';

/** "Showing 1–12 of 64 results"; re-announced to screen readers after load by its machine. */
export function ResultCount({ text }: { text: string }) {
  const { resultCount } = useMachines();
  useActorRef(resultCount, { ...useActorOptions(), input: { text } });
  return <p className="result-count">{text}</p>;
}
