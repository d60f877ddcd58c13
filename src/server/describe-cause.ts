import { upstreamMasker } from './secret-detector.ts';

const MAX_CAUSE_LENGTH = 1000;
/** The most errors of one failure told: a cycle or a crowd ends there. */
const MAX_ERRORS = 8;

/** The text `onError` gets for a failure and its causes: credentials as `***`, the upstream URL as `<upstream>`. */
export function causeDescriber(
  holdsSecret: (text: string) => boolean,
  plainForms: readonly string[],
  upstream: string,
): (cause: unknown) => string | undefined {
  const setting = upstreamMasker(upstream);
  const kept = (text: string): string | undefined =>
    holdsSecret(text) ? 'the credentials' : setting.holds(text) ? 'the upstream URL' : undefined;
  const withheld = (name: string, what: string): string => `${name} (its message held ${what} in an encoding)`;
  const words = (text: string, name: string): string => {
    const masked = setting.mask(plainForms.reduce((t, s) => t.split(s).join('***'), text));
    const holds = kept(masked);
    return holds === undefined ? masked : withheld(kept(name) === undefined ? name : 'Error', holds);
  };
  const tell = (cause: unknown, told: Set<unknown>): string => {
    if (typeof cause === 'string') return words(cause, 'Text');
    if (!(cause instanceof Error) || told.has(cause) || told.size >= MAX_ERRORS) return '';
    told.add(cause);
    // An upstream in this process may throw an error whose name or message is not a text.
    const { name: anyName, message: anyMessage } = cause as { name: unknown; message: unknown };
    const name = String(anyName);
    const message = String(anyMessage);
    let text = words(message === '' ? name : `${name}: ${message}`, name);
    const errors =
      cause instanceof AggregateError && Array.isArray(cause.errors)
        ? (cause.errors as unknown[]).slice(0, MAX_ERRORS)
        : [];
    const inner = errors.map((error) => tell(error, told)).filter((said) => said !== '');
    if (inner.length > 0) text += ` (errors: ${inner.join('; ')})`;
    const because = tell(cause.cause, told);
    return because === '' ? text : `${text} (cause: ${because})`;
  };
  return (cause) => {
    if (!(cause instanceof Error)) return undefined;
    let text: string;
    try {
      text = tell(cause, new Set());
    } catch {
      // A getter that throws (an upstream in this process may throw anything): the failure is still reported.
      return 'Error (its message could not be read)';
    }
    // Each part was checked; the whole is searched for the secret once more (not the host, which the sentences may name).
    return holdsSecret(text) ? withheld('Error', 'the credentials') : text.slice(0, MAX_CAUSE_LENGTH);
  };
}
