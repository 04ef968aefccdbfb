// The catalogue search (issue 43, decision 0045) over the demo's 100,000 items, part of
// `npm run bench:api`: for each query, the search's own question (the GIN index over the n-gram
// keys, then the LIKE check; page of 100 and total, as the repository asks it) against a
// sequential `ILIKE '%…%'` scan of the same items' code, names and model number answering the
// same page and total, alternating which runs first; then the whole HTTP call (page, facets,
// contract prices) p50 and p95 through the app. Figures, not assertions (goals: ≥ 20× and
// p95 ≤ 100 ms on PGlite).
import { sql } from 'kysely';
import { catalogRepository } from '../../apps/api/dist/domains/catalog/repository.js';
import { DEMO_PASSWORD } from '../../apps/api/dist/config.js';

const RUNS = Number(process.env.BENCH_CATALOG_RUNS ?? 15);
const QUERIES = ['장갑', '니트릴 코팅', 'glove', 'hex bolt', '안전화 270', '6204', 'CI0054321', 'donga-bh012'];
const INITIALS = ['ㄴㅌㄹ', 'ㅇㄱ ㅂㅌ'];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const time = async (fn) => {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
};

export async function benchCatalogSearch({ app, ctx }) {
  const repo = catalogRepository(ctx.db);
  const count = await sql`SELECT count(*)::int AS n FROM catalog_item`.execute(ctx.db);
  console.log(`catalogue: ${count.rows[0].n} items`);
  const filters = (q) => ({ q, category: '', manufacturers: [], suppliers: [], priceBands: [], sort: 'relevance' });
  const scan = (q) =>
    sql`SELECT item_cd, count(*) OVER () AS total FROM catalog_item
        WHERE item_cd || ' ' || item_nm_ko || ' ' || item_nm_en || ' ' || coalesce(model_no, '') ILIKE ${`%${q}%`}
        ORDER BY item_cd LIMIT 100`.execute(ctx.db);
  const rows = [];
  const indexAll = [];
  const scanAll = [];
  for (const q of QUERIES) {
    const ours = [];
    const peer = [];
    let found = 0;
    let scanned = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const first = i % 2 === 0;
      const a = first ? await time(() => repo.search(filters(q), false, 100, 0)) : await time(() => scan(q));
      const b = first ? await time(() => scan(q)) : await time(() => repo.search(filters(q), false, 100, 0));
      const [o, p] = first ? [a, b] : [b, a];
      ours.push(o[0]);
      peer.push(p[0]);
      found = o[1].total;
      scanned = p[1].rows.length ? Number(p[1].rows[0].total) : 0;
    }
    indexAll.push(...ours);
    scanAll.push(...peer);
    rows.push({
      query: q,
      'index hits': found,
      'ILIKE hits': scanned,
      'index p50 ms': percentile(ours, 50).toFixed(1),
      'ILIKE p50 ms': percentile(peer, 50).toFixed(1),
      'ILIKE ÷ index': (percentile(peer, 50) / percentile(ours, 50)).toFixed(1),
    });
  }
  console.table(rows);
  console.log(
    `all word queries: index p50 ${percentile(indexAll, 50).toFixed(1)} ms, p95 ${percentile(indexAll, 95).toFixed(1)} ms; ` +
      `ILIKE p50 ${percentile(scanAll, 50).toFixed(1)} ms; ratio of medians ${(percentile(scanAll, 50) / percentile(indexAll, 50)).toFixed(1)}×`,
  );

  // The whole call as the screen makes it: page, facets and contract prices, through the app.
  const headers = { 'x-system': 'MAIN', 'content-type': 'application/json', 'x-token-transport': 'body' };
  const login = await app.inject({
    method: 'POST',
    url: '/imk/api/login',
    headers,
    payload: { loginId: 'buyer01', pwCn: DEMO_PASSWORD },
  });
  const token = login.json().data.accessToken;
  const chosen = await app.inject({
    method: 'POST',
    url: '/imk/api/auth/system',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload: { sysGbCd: 'BY' },
  });
  const callHeaders = { 'x-system': 'BY', authorization: `Bearer ${chosen.json().data.accessToken}` };
  const calls = [];
  for (let i = 0; i < RUNS; i += 1) {
    for (const q of [...QUERIES, ...INITIALS]) {
      const [ms, res] = await time(() =>
        app.inject({
          method: 'GET',
          url: `/imk/api/by/catalog/items?q=${encodeURIComponent(q)}`,
          headers: callHeaders,
        }),
      );
      if (res.statusCode !== 200) throw new Error(`search ${q}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      calls.push(ms);
    }
  }
  console.log(
    `the search call (page + facets + prices, ${calls.length} calls): p50 ${percentile(calls, 50).toFixed(1)} ms, p95 ${percentile(calls, 95).toFixed(1)} ms`,
  );
  return {
    queries: QUERIES.length,
    runs: RUNS,
    ratio: percentile(scanAll, 50) / percentile(indexAll, 50),
    p50: percentile(indexAll, 50),
    p95: percentile(indexAll, 95),
    ilikeP50: percentile(scanAll, 50),
    callP50: percentile(calls, 50),
    callP95: percentile(calls, 95),
  };
}
