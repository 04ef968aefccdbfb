// `npm run load` (a benchmark, never in `npm test`): many concurrent users going through a
// realistic mix of calls for a bounded time, against the cluster (HAProxy, three instances, one
// PostgreSQL: apps/api/cluster/cluster.mjs) and then against one instance on PostgreSQL alone.
// Reports throughput, p50/p99 per call and errors. Each virtual user signs in (its own client
// address, X-Forwarded-For through the balancer), chooses the buyer system, then loops: code
// lists, the notice board, its menus, a company search, a catalogue search (words of the demo
// catalogue), an item of its results added to the cart and the cart ordered (an idempotency key
// per order), a new-item request saved, now and then a chunked upload and a token refresh.
// To add a call: one entry in STEPS (name, how often, what it sends).
// LOAD_SECONDS (default 20) per target, LOAD_USERS (default 40), LOAD_TARGETS ('cluster,single').
import { createHash, randomUUID } from 'node:crypto';
import { startCluster } from '../../apps/api/cluster/cluster.mjs';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const USERS = Number(process.env.LOAD_USERS ?? 40);
const TARGETS = (process.env.LOAD_TARGETS ?? 'cluster,single').split(',');
const PORT = Number(process.env.MRO_CLUSTER_PORT ?? 4400);
const PG_PORT = Number(process.env.MRO_CLUSTER_PG_PORT ?? 55440);
const { DEMO_PASSWORD } = await import('../../apps/api/dist/config.js');
const { CHUNK_SIZE_BYTES } = await import('../../packages/rules/dist/index.js');

const BUYERS = ['buyer01', 'buyer02'];
/** Each buyer's delivery place (the demo seed's). */
const PLACES = { buyer01: 'BY001-BP01', buyer02: 'BY002-BP01' };
/** Searches a buyer types: words, a phrase, initial consonants, a number, English (the demo catalogue's). */
/**
 * The demo has two buyers, so the virtual users share their ids, and with them the lockout guard's
 * in-flight sign-ins and the server-side cart: a sign-in refused while five of the same id are
 * under way (MROAU0013, LOGIN_BUSY) and an order whose cart another session of the same id just
 * ordered (MROCT0007, the empty cart) are the product's answers, counted as refused, not errors.
 */
const PRODUCT_REFUSALS = ['MROAU0013', 'MROCT0007'];
const SEARCHES = [
  'hex bolt',
  '니트릴 장갑',
  '6204',
  '장갑',
  '안전화 270',
  'ㄴㅌㄹ',
  'glove',
  '볼트',
  '베어링',
  '니트릴 코팅',
];
const UPLOAD_BYTES = 2 * CHUNK_SIZE_BYTES + 123_456;
const pdf = (() => {
  const b = Buffer.alloc(UPLOAD_BYTES);
  for (let i = 0; i < b.length; i += 1) b[i] = (i * 7919) % 256;
  b.write('%PDF-1.7\n');
  return b;
})();
const sha = (b) => createHash('sha256').update(b).digest('hex');

/** One virtual user's HTTP client: its address, its token, JSON in and out. */
function client(base, n) {
  const headers = { 'x-forwarded-for': `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}`, locale: 'KO' };
  const user = { token: '', refresh: '', system: 'MAIN', loginId: '', found: [] };
  async function call(method, path, body, extra = {}) {
    const init = {
      method,
      headers: {
        ...headers,
        'x-system': user.system,
        ...(user.token ? { authorization: `Bearer ${user.token}` } : {}),
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...extra,
      },
      ...(body ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
    };
    const res = await fetch(`${base}/imk/api${path}`, init);
    const text = await res.text();
    if (!res.ok) throw new Error(`${res.status} ${method} ${path} ${text.slice(0, 120)}`);
    return JSON.parse(text).data;
  }
  return { user, call };
}

/** The mix: each step's share of the loop (every: 1 = each time) and what it does. */
const STEPS = [
  {
    name: 'sign-in',
    every: 40,
    async run({ user, call }, n) {
      user.system = 'MAIN';
      user.token = '';
      user.refresh = '';
      const login = await call(
        'POST',
        '/login',
        { loginId: BUYERS[n % 2], pwCn: DEMO_PASSWORD },
        {
          'x-token-transport': 'body',
        },
      );
      const chosen = await call(
        'POST',
        '/auth/system',
        { sysGbCd: 'BY' },
        { 'x-token-transport': 'body', authorization: `Bearer ${login.accessToken}` },
      );
      user.system = 'BY';
      user.loginId = BUYERS[n % 2];
      user.token = chosen.accessToken;
      user.refresh = chosen.refreshToken;
    },
  },
  {
    name: 'code lists',
    every: 1,
    run: ({ call }) => call('GET', '/anonymous/common-codes/cache?cdLstIds=UNIT&cdLstIds=PAY_TERM&langCd=KO'),
  },
  {
    name: 'board page',
    every: 2,
    run: ({ call }) =>
      call(
        'GET',
        `/boards/auth-posts/page?rpreBrdId=NOTICE&sysGbCd=BY&page=${encodeURIComponent('{"pageNo":1,"pageSize":10}')}`,
      ),
  },
  { name: 'menus', every: 2, run: ({ call }) => call('GET', '/auth-menus') },
  { name: 'session', every: 1, run: ({ call }) => call('GET', '/auth/session') },
  { name: 'company search', every: 3, run: ({ call }) => call('GET', '/search/companies?cpNm=%EC%82%BC') },
  {
    name: 'catalogue search',
    every: 2,
    async run({ user, call }, n, i) {
      const q = SEARCHES[(n + i) % SEARCHES.length];
      const found = await call('GET', `/by/catalog/items?q=${encodeURIComponent(q)}&pageNo=1&pageSize=100`);
      user.found = found.pages;
    },
  },
  {
    name: 'add to cart',
    every: 4,
    async run({ user, call }, n, i) {
      const items = user.found.filter((row) => !row.discontinued);
      const item = items[(n * 7 + i) % Math.max(items.length, 1)];
      if (!item) return;
      // The smallest quantity the item takes: its minimum, rounded up to its pack.
      const pack = Math.max(1, item.packQty);
      await call('POST', '/by/cart/lines', {
        itemCd: item.itemCd,
        qty: Math.ceil(Math.max(1, item.minOrdQty) / pack) * pack,
      });
    },
  },
  {
    name: 'order submit',
    every: 8,
    async run({ user, call }) {
      const order = {
        idemKey: `load-${randomUUID()}`,
        bpCd: PLACES[user.loginId],
        reqDlvDt: deliveryDay,
        payTermCd: 'CASH',
        costCenter: 'CC-100',
      };
      try {
        await call('POST', '/by/orders', order);
      } catch (error) {
        // A lost answer: the same order again under the same key (answered once, never twice).
        if (!/^\d{3} /.test(String(error.message))) await call('POST', '/by/orders', order);
        else throw error;
      }
    },
  },
  {
    name: 'item request submit',
    every: 5,
    run: ({ call }, n, i) =>
      call('POST', '/by/item-requests/save', {
        created: [
          {
            rowKey: `r${n}-${i}`,
            itemNm: `부하 시험 ${n}-${i}`,
            specCn: 'M12',
            unitCd: 'EA',
            reqQty: 1,
            hopePrice: 1000,
            itemKindCd: 'TOOL',
          },
        ],
        updated: [],
        deleted: [],
      }),
  },
  {
    name: 'token refresh',
    every: 10,
    async run({ user, call }) {
      const pair = await call('GET', `/token/refresh?refreshToken=${encodeURIComponent(user.refresh)}`, undefined, {
        'x-token-transport': 'body',
      });
      user.token = pair.accessToken;
      user.refresh = pair.refreshToken;
    },
  },
  {
    name: 'chunked upload (2.1 MB)',
    every: 25,
    async run({ call }) {
      const uuid = randomUUID();
      const count = Math.ceil(pdf.length / CHUNK_SIZE_BYTES);
      for (let index = 0; index < count; index += 1) {
        const bytes = pdf.subarray(index * CHUNK_SIZE_BYTES, (index + 1) * CHUNK_SIZE_BYTES);
        const form = new FormData();
        for (const [k, v] of Object.entries({
          uuid,
          chunkIndex: index,
          totalChunkCount: count,
          totalFileSize: pdf.length,
          fileName: 'load.pdf',
          chunkSha256: sha(bytes),
        }))
          form.append(k, String(v));
        form.append('file', new Blob([bytes]), 'load.pdf');
        await call('POST', '/file/upload/chunk', form);
      }
      const committed = await call('POST', '/file/upload/commit', {
        uuid,
        totalFileSize: pdf.length,
        totalChunkCount: count,
      });
      if (committed.sha256 !== sha(pdf)) throw new Error('upload not byte-identical');
    },
  },
];

/** Today in Seoul (YYYYMMDD), the calendar the server checks a delivery day against. */
const seoulToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '');
const plusDays = (ymd, days) => {
  const d = new Date(Date.UTC(+ymd.slice(0, 4), +ymd.slice(4, 6) - 1, +ymd.slice(6, 8) + days));
  return d.toISOString().slice(0, 10).replaceAll('-', '');
};
/** The orders' delivery day: past every lead time, no holiday or weekend of the server's calendar. */
let deliveryDay = '';
async function chooseDeliveryDay(base) {
  const from = plusDays(seoulToday(), 30);
  const res = await fetch(`${base}/imk/api/anonymous/holidays?fromYmd=${from}&toYmd=${plusDays(from, 30)}`, {
    headers: { 'x-system': 'MAIN', locale: 'KO' },
  });
  const off = new Set((await res.json()).data.map((h) => h.cldYmd));
  deliveryDay = from;
  while (off.has(deliveryDay)) deliveryDay = plusDays(deliveryDay, 1);
}

async function runLoad(base) {
  await chooseDeliveryDay(base);
  const stats = new Map(STEPS.map((s) => [s.name, { times: [], errors: 0, refused: 0, sample: '' }]));
  const until = Date.now() + SECONDS * 1000;
  async function virtualUser(n) {
    const c = client(base, n);
    for (let i = 0; Date.now() < until; i += 1) {
      for (const step of STEPS) {
        // Sign in on the first round, every `every` rounds, and until it has worked.
        const due = step.name === 'sign-in' ? i % step.every === 0 || !c.user.token : i % step.every === 0;
        if (!due || Date.now() >= until) continue;
        const s = stats.get(step.name);
        const started = performance.now();
        try {
          await step.run(c, n, i);
          s.times.push(performance.now() - started);
        } catch (error) {
          const message = String(error.message ?? error);
          // The product's own answers to users sharing an id (PRODUCT_REFUSALS), not failures.
          if (PRODUCT_REFUSALS.some((code) => message.includes(`"errorCode":"${code}"`))) s.refused += 1;
          else {
            s.errors += 1;
            s.sample ||= message.slice(0, 140);
          }
          // Not signed in (the id busy with other sign-ins, MROAU0013): again after a while.
          if (step.name === 'sign-in') {
            await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
            break;
          }
        }
      }
    }
  }
  const started = Date.now();
  await Promise.all(Array.from({ length: USERS }, (_, n) => virtualUser(n)));
  const elapsed = (Date.now() - started) / 1000;
  const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
  const rows = [...stats].map(([name, s]) => {
    const sorted = [...s.times].sort((a, b) => a - b);
    return {
      call: name,
      'ok/s': Math.round((sorted.length / elapsed) * 10) / 10,
      'p50 ms': Math.round(pct(sorted, 0.5)),
      'p99 ms': Math.round(pct(sorted, 0.99)),
      refused: s.refused,
      errors: s.errors,
      ...(s.sample ? { 'first error': s.sample } : {}),
    };
  });
  const total = [...stats.values()].reduce((sum, s) => sum + s.times.length, 0);
  const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0);
  const refused = [...stats.values()].reduce((sum, s) => sum + s.refused, 0);
  return { rows, total: Math.round(total / elapsed), errors, refused };
}

for (const target of TARGETS) {
  const count = target === 'cluster' ? 3 : 1;
  const cluster = await startCluster({ port: PORT, apiPort: PORT + 1, pgPort: PG_PORT, count, quiet: true });
  // One instance is measured without the balancer in front.
  const base = count === 1 ? cluster.instances[0].url : cluster.url;
  try {
    process.stdout.write(`\n${target}: ${count} instance(s), ${USERS} users, ${SECONDS} s against ${base}\n`);
    const { rows, total, errors, refused } = await runLoad(base);
    console.table(rows);
    process.stdout.write(`${target}: ${total} calls/s in all, ${errors} errors, ${refused} refused by the product\n`);
  } finally {
    cluster.stop();
  }
}
process.exit(0);
