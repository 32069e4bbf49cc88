import { options, type VNode } from 'preact';

/**
 * React 19 hands `ref` to function components as an ordinary prop, and our components are written
 * that way (they spread their props onto the element). Preact keeps `ref` aside unless a component
 * is wrapped in forwardRef, so do for every function component what compat does for forwardRef.
 * Class components keep their instance refs. Imported first by both entries.
 */
const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  const type = vnode.type as unknown;
  const isClass =
    typeof type === 'function' && !!(type as { prototype?: { render?: unknown } }).prototype?.render;
  if (typeof type === 'function' && !isClass && vnode.ref) {
    (vnode.props as Record<string, unknown>).ref = vnode.ref;
    vnode.ref = null;
  }
  previous?.(vnode);
};
