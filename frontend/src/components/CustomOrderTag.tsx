import './CustomOrderTag.css';

/** Marks a custom order: a quote in a thread, or the private listing made from one. */
export function CustomOrderTag() {
  return <span className="custom-order-tag">Custom order</span>;
}
