/**
 * The encoding to send for an Accept-Encoding header, q-values honoured (issue 27, finding
 * 8): a coding named with q=0 is refused even when `*` would allow it, `*` stands for the
 * codings not named, `x-gzip` is gzip. Among the codings the client takes with the highest
 * q, the first of `offered` wins. `identity` when none is taken.
 */
export function chooseEncoding<T extends string>(header: string | undefined, offered: readonly T[]): T | 'identity' {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (name === '') continue;
    const coding = name === 'x-gzip' ? 'gzip' : name;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(coding, Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
  }
  let best: T | undefined;
  let bestQ = 0;
  for (const coding of offered) {
    const value = q.get(coding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best ?? 'identity';
}
