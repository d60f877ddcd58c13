/** The longest failure message `onError` is given. */
const MAX_CAUSE_LENGTH = 1000;

/**
 * Makes the text `onError` gets for a failure: its name and message with the plain credentials masked, the upstream
 * URL (a setting, which may carry an account in its host or path) written as `<upstream>`, cut to 1000 characters. The whole text is checked for the credentials in any encoding before anything is cut (a secret across
 * the cut would otherwise pass in part); a text that holds them is replaced by a sentence that says so.
 */
export function causeDescriber(holdsSecret: (text: string) => boolean, plainForms: readonly string[], upstream: string): (cause: unknown) => string | undefined {
  return (cause) => {
    if (!(cause instanceof Error)) return undefined;
    const masked = plainForms.reduce((t, s) => t.split(s).join('***'), `${cause.name}: ${cause.message}`);
    const text = masked.split(upstream).join('<upstream>');
    if (holdsSecret(text)) return `${holdsSecret(cause.name) ? 'Error' : cause.name} (its message held the credentials in an encoding)`;
    return text.slice(0, MAX_CAUSE_LENGTH);
  };
}
