import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppNavigate } from '@/lib/navigation.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A modified click (new tab, new window, download) or one already handled keeps the browser's own behaviour. */
function ownClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * A link to a page of the app that does not need the router's code (decision 0047): the landing page
 * and the footer use it so the landing's first route stays without the router. It is a real `<a href>`
 * (prerendered, opens in a new tab), and an ordinary click moves the app through `NavigateContext`.
 */
export function AppLink({ to, onClick, target, ...rest }: Props) {
  const navigate = useAppNavigate();
  return (
    <a
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!ownClick(event, target)) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    />
  );
}
