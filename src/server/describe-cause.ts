import { upstreamMasker } from './secret-detector.ts';

/** The longest failure message `onError` is given. */
const MAX_CAUSE_LENGTH = 1000;
/** The most errors of one failure told (it, its causes, an `AggregateError`'s errors): a cycle or a crowd ends there. */
const MAX_ERRORS = 8;

/**
 * Makes the text `onError` gets for a failure: its name and message, then those of its `cause` (Node's `fetch failed`
 * keeps what happened there: `getaddrinfo ENOTFOUND`, `ECONNREFUSED`) and of an `AggregateError`'s errors, each with
 * the plain credentials written as `***` and the upstream URL (a setting, which may name the account in its host or
 * path) as `<upstream>` in whatever form it is quoted (see `upstreamMasker`); cut to 1000 characters. Each message
 * is checked for the credentials and the upstream in any encoding before anything is cut (a secret across the cut
 * would otherwise pass in part): one that holds them is replaced by a sentence that says so.
 */
export function causeDescriber(holdsSecret: (text: string) => boolean, plainForms: readonly string[], upstream: string): (cause: unknown) => string | undefined {
  const setting = upstreamMasker(upstream);
  const held = (text: string): string | undefined => (holdsSecret(text) ? 'the credentials' : setting.holds(text) ? 'the upstream URL' : undefined);
  const withheld = (name: string, what: string): string => `${name} (its message held ${what} in an encoding)`;
  /** One error's words (`name`, what it is called if they must go), masked, or a sentence saying what they held. */
  const words = (text: string, name: string): string => {
    const masked = setting.mask(plainForms.reduce((t, s) => t.split(s).join('***'), text));
    const holds = held(masked);
    return holds === undefined ? masked : withheld(held(name) === undefined ? name : 'Error', holds);
  };
  /** An error with its causes and errors, or a text given as a cause; nothing for anything else (its text is unknown). */
  const tell = (cause: unknown, told: Set<unknown>): string => {
    if (typeof cause === 'string') return words(cause, 'Text');
    if (!(cause instanceof Error) || told.has(cause) || told.size >= MAX_ERRORS) return '';
    told.add(cause);
    // Whatever they are: an upstream in this process may throw an error whose name or message is not a text.
    const { name: anyName, message: anyMessage } = cause as { name: unknown; message: unknown };
    const name = String(anyName);
    const message = String(anyMessage);
    let text = words(message === '' ? name : `${name}: ${message}`, name);
    const errors = cause instanceof AggregateError && Array.isArray(cause.errors) ? (cause.errors as unknown[]).slice(0, MAX_ERRORS) : [];
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
    // Each part was checked, and what joins them holds no escape; the whole is searched for the secret once more
    // (not for the host: a host named `upstream` would be found in the sentence that says a part held it).
    return holdsSecret(text) ? withheld('Error', 'the credentials') : text.slice(0, MAX_CAUSE_LENGTH);
  };
}
