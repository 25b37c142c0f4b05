import { createContext, useContext } from 'react';

/** Moves the app to an address inside it (a path, optionally with search and hash). */
export type Navigate = (to: string) => void;

/**
 * How a link moves the app (decision 0047). Inside the routed app it is the data router's navigate;
 * on the landing page's first route, which carries no router, it records the address and asks for
 * the rest of the app. Without a provider a link is an ordinary page load.
 */
export const NavigateContext = createContext<Navigate>((to) => window.location.assign(to));

export const useAppNavigate = () => useContext(NavigateContext);
