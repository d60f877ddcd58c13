import type { Ref, RefCallback } from 'react';

/** One callback ref that sets every given ref (callback or object), so the caller's ref and our own both reach a node. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
