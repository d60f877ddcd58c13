/**
 * How long an answer stays fresh in the browser's memory: five minutes. Answers carry the proxy's tokens, which
 * expire (`verifyAddress`'s hour by default), and the proxy gives a signed answer again for at most five minutes for
 * that reason; the browser's memory keeps to the same, so a shopper who looks an address up again later gets a
 * token of then, not one that runs out before the order is placed. An answer past this is asked for again (the
 * proxy then answers `304` while the tokens are young, or a fresh answer), and shown meanwhile.
 */
export const ANSWER_STALE_TIME_MS = 5 * 60 * 1000;
