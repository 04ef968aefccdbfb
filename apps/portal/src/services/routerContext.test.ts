import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createServices } from './createServices';
import { routerContextOf, servicesContext } from './routerContext';

describe('the router is handed the services', () => {
  it('gives a route’s loader the page’s services (made before React)', async () => {
    const services = createServices({ system: 'MAIN', locale: 'ko', leave: () => undefined });
    let seen: unknown = null;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: ({ context }) => {
            seen = context.get(servicesContext);
            return null;
          },
          Component: () => null,
        },
      ],
      { getContext: routerContextOf(services) },
    );
    await router.initialize().navigate('/');
    expect(seen).toBe(services);
    router.dispose();
  });
});
