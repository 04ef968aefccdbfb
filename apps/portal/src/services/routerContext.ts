/**
 * The services for the data router: `createBrowserRouter(routes, { getContext })` gives every
 * route's loader, action and middleware `context.get(servicesContext)` (the same HTTP client,
 * query client and session the components use), so a route can prefetch its queries without React.
 */
import { createContext, RouterContextProvider } from 'react-router';
import type { Services } from './createServices';

export const servicesContext = createContext<Services>();

/** The router's context for one page: its services. */
export const routerContextOf = (services: Services) => () =>
  new RouterContextProvider(new Map([[servicesContext, services]]));
