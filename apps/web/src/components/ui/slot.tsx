import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from 'react';
import { cn } from '@/lib/cn.ts';

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

const bothRefs =
  <T,>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> =>
  (value) => {
    setRef(a, value);
    setRef(b, value);
  };

/**
 * The `asChild` pattern: renders its one child element with these props merged in, so a link can
 * look like a button. Classes are joined, styles merged, a handler both sides set runs the child's
 * first, and both refs are kept; otherwise the child's own props win. Ours rather than a library's
 * because the landing page's buttons are on the first route, where every kilobyte counts.
 */
export function Slot({ children, ref, ...props }: AnyProps & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const own = child.props;
  const merged: AnyProps = { ...props, ...own };
  for (const [key, mine] of Object.entries(props)) {
    const theirs = own[key];
    if (key === 'className') merged.className = cn(mine as string, theirs as string);
    else if (key === 'style') merged.style = { ...(mine as object), ...(theirs as object) };
    else if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof theirs === 'function')
      merged[key] = (...args: unknown[]) => {
        (theirs as (...a: unknown[]) => void)(...args);
        (mine as (...a: unknown[]) => void)(...args);
      };
  }
  merged.ref = ref ? bothRefs(ref, own.ref as Ref<HTMLElement> | undefined) : own.ref;
  return cloneElement(child, merged);
}
