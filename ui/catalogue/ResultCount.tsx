import { useMachines } from '../machines-context';
import { useWidget } from '../useWidget';

/** "Showing 1–12 of 64 results"; re-announced to screen readers after load by its machine. */
export function ResultCount({ text }: { text: string }) {
  const { resultCount } = useMachines();
  useWidget(resultCount, { text });
  return <p className="result-count">{text}</p>;
}
