import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { portalRoutes } from './routes';

/** The screen a path draws: the deepest matched route's component, loaded as the router would. */
async function screenAt(path: string) {
  const matches = matchRoutes(portalRoutes(), path) ?? [];
  const route = matches.at(-1)?.route as RouteObject | undefined;
  const lazy = route?.lazy as (() => Promise<{ Component?: { name: string } }>) | undefined;
  return {
    pattern: route?.path ?? null,
    // How many frames (layout routes) the screen is drawn inside.
    frames: matches.length - 1,
    component: lazy ? ((await lazy()).Component?.name ?? null) : null,
  };
}

describe('the route table', () => {
  it('/find/id/success shows the id found, as /find/id/result does (decision 0017)', async () => {
    expect(await screenAt('/find/id/success')).toMatchObject({
      pattern: '/find/id/success',
      component: 'FindIdResult',
    });
    expect(await screenAt('/find/pw/success')).toMatchObject({ component: 'FindPwSuccess' });
  });

  it('/imarket is the marketplace entry, outside the entry frame (decision 0029)', async () => {
    expect(await screenAt('/imarket')).toEqual({ pattern: '/imarket', frames: 0, component: 'Imarket' });
    expect(await screenAt('/login')).toMatchObject({ frames: 1 });
  });

  it('/renewal is the cutover check’s notice, outside every frame (decision 0031)', async () => {
    expect(await screenAt('/renewal')).toEqual({ pattern: '/renewal', frames: 0, component: 'Renewal' });
  });

  it('any other path is page-not-found', async () => {
    expect(await screenAt('/no/such/page')).toMatchObject({ pattern: '*', component: 'NotFound' });
  });
});
