import { readBounded } from './read-bounded.ts';

/** Asks the upstream for a URL, stopped by `signal` (`upstreamTransport`). */
type AskUpstream = (url: string, signal: AbortSignal) => Promise<Response>;

/** The upstream's answer and its body (`undefined`: larger than relayed; empty: not read), or why there is none. */
export type UpstreamOutcome =
  | { answer: Response; bytes: Uint8Array | undefined }
  | { stopped: 'aborted' | 'timeout' | 'unreachable'; cause: unknown };

const ignore = (): undefined => undefined;

/**
 * One request to the upstream, stopped by the time limit or the browser's abort: its signal aborts, the body being
 * read is cancelled (a pending read settles then), and waiting for the answer's headers stops too, even with a
 * transport that ignores its signal. A listener object and a timer argument, not closures: made for every request.
 */
class UpstreamCall {
  readonly controller = new AbortController();
  reader: ReadableStreamDefaultReader<Uint8Array<ArrayBuffer>> | undefined;
  stopWaiting: (reason: unknown) => void = ignore;
  readonly timer: ReturnType<typeof setTimeout>;

  constructor(
    readonly browser: AbortSignal,
    timeoutMs: number,
  ) {
    this.timer = setTimeout(timeUp, timeoutMs, this);
    browser.addEventListener('abort', this);
  }

  /** The browser's abort. */
  handleEvent(): void {
    this.stop(this.browser.reason);
  }

  stop(reason: unknown): void {
    this.controller.abort(reason);
    this.reader?.cancel(reason).catch(ignore);
    this.stopWaiting(reason);
  }

  end(): void {
    clearTimeout(this.timer);
    this.browser.removeEventListener('abort', this);
  }
}

function timeUp(call: UpstreamCall): void {
  call.stop(new DOMException('The address service did not answer in time', 'TimeoutError'));
}

/**
 * Asks the upstream for `url` within `timeoutMs`, or until the browser's `signal` aborts, and reads the answer's body
 * (at most what the proxy relays) when `reads(status)`; a body not read is cancelled.
 */
export async function callUpstream(
  ask: AskUpstream,
  url: string,
  signal: AbortSignal,
  { timeoutMs, reads }: { timeoutMs: number; reads: (status: number) => boolean },
): Promise<UpstreamOutcome> {
  const call = new UpstreamCall(signal, timeoutMs);
  let asked: Promise<Response> | undefined;
  try {
    const pending = ask(url, call.controller.signal);
    asked = pending;
    const answer = await new Promise<Response>((resolve, reject) => {
      call.stopWaiting = reject;
      pending.then(resolve, reject);
    });
    const { status, body } = answer;
    if (body === null) return { answer, bytes: new Uint8Array() };
    const reader = body.getReader();
    call.reader = reader;
    if (!reads(status)) {
      await reader.cancel().catch(ignore);
      return { answer, bytes: new Uint8Array() };
    }
    return { answer, bytes: await readBounded(reader, answer.headers.get('Content-Length'), call.controller.signal) };
  } catch (cause) {
    // A body begun before the abort, or an answer that comes after it, is let go.
    const { reader } = call;
    reader?.cancel(cause).catch(ignore);
    if (reader === undefined) asked?.then((late) => late.body?.cancel().catch(ignore), ignore).catch(ignore);
    // The browser's abort first: an aborted upstream request otherwise means the time ran out.
    const stopped = signal.aborted ? 'aborted' : call.controller.signal.aborted ? 'timeout' : 'unreachable';
    return { stopped, cause };
  } finally {
    call.end();
  }
}
