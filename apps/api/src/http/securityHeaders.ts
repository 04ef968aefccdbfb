// The security headers of every answer (@fastify/helmet's, with the API's policy), computed once.
// @fastify/helmet builds Helmet's middleware again on every request (parsing the policy each
// time): a fixed set of headers, the same for every route here (no per-route policy, no nonces),
// so they are read once from a throw-away instance and set on each request (issue 46).
import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
  // Not Helmet's no-referrer: under it a page's form post carries `Origin: null`, and the card calls'
  // hidden-frame posts must show the portal's origin (decision 0072). Other sites still get nothing.
  referrerPolicy: { policy: 'same-origin' },
};

/** The headers Helmet sets with `options`, as a list of name and value. */
export async function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const bare = Fastify({ logger: false });
  bare.get('/', async () => '');
  const [withHelmet, without] = await Promise.all([probe.inject('/'), bare.inject('/')]);
  await Promise.all([probe.close(), bare.close()]);
  return Object.entries(withHelmet.headers)
    .filter(([name]) => !(name in without.headers))
    .map(([name, value]) => [name, String(value)]);
}

/** Sets the precomputed headers on every request of `app`. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
