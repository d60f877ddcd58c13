// examples/next-shop/app/order-summary.tsx
import type { OrderResult } from './actions';

/** The server's answer to an order: placed or not, the message, and the label's lines. */
export function OrderSummary({ order, id }: { order: OrderResult; id: string }) {
  return (
    <section className="shop-card shop-order" aria-labelledby={id} data-placed={order.placed} data-verified={order.verified} data-reason={order.reason ?? undefined}>
      <h2 id={id}>{order.placed ? 'Order placed' : 'Order not placed'}</h2>
      <p role="status">{order.message}</p>
      <address>{order.lines.map((line) => <span key={line}>{line}</span>)}</address>
    </section>
  );
}
