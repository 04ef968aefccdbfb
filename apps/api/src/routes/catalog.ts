// The catalogue and the cart (issue 43, decision 0045). The search answers a page of 100 with
// facets; the detail the company's price; the cart lives on the server per user (the quantity
// rule of @mro/rules `checkOrderQuantity`, the same the portal runs). The orders the cart becomes
// are routes/orders.ts. Company scoping: prices are the signed-in user's company's only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract, type Facet } from '@mro/contract';
import {
  CATALOG_PAGE_SIZE,
  CATALOG_SORTS,
  PRICE_BANDS,
  checkOrderQuantity,
  seoulDay,
  toMoney,
  toMoneyOrNull,
  type CatalogSort,
} from '@mro/rules';
import type { AppContext } from '../context.ts';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.ts';
import { paging } from '../http/request.ts';
import { route } from '../http/route.ts';
import { userOf } from '../auth/guard.ts';
import { fileInfos, groupRows } from '../files/listing.ts';
import { catalogRepository, type ItemRow } from '../domains/catalog/repository.ts';
import { cartOf, currentPrice } from '../domains/catalog/cart.ts';

const calls = contract.catalog;
/** The most lines a cart and its saved list hold together. */
export const CART_MAX_LINES = 500;

const quantityError = (code: string, params: Record<string, number> = {}) =>
  badRequest({ qty: { rule: 'numeric', code, params } });

export function catalogRoutes(ctx: AppContext) {
  const repo = catalogRepository(ctx.db);
  const today = () => seoulDay(ctx.now());
  const en = (request: FastifyRequest) => request.locale === 'en';
  const shopper = (request: FastifyRequest) => {
    const user = userOf(request);
    return { userId: user.userId, cpCd: user.cpCd };
  };

  // The facets' labels change with reference data only: read again at most once a minute.
  let labels: { at: number; value: Awaited<ReturnType<typeof repo.labels>> } | null = null;
  const labelsNow = async () => {
    if (!labels || Date.now() - labels.at > 60_000) labels = { at: Date.now(), value: await repo.labels() };
    return labels.value;
  };

  function categoryPath(all: Awaited<ReturnType<typeof repo.labels>>['categories'], cd: string, english: boolean) {
    const byCd = new Map(all.map((c) => [c.itm_clsf_cd, c]));
    const path: string[] = [];
    for (let c = byCd.get(cd); c; c = c.upper_itm_clsf_cd ? byCd.get(c.upper_itm_clsf_cd) : undefined) {
      path.unshift(english ? c.itm_clsf_eng_nm : c.itm_clsf_kor_nm);
    }
    return path;
  }

  const rowOf = (i: ItemRow, english: boolean, contractPrice: string | null) => ({
    itemCd: i.item_cd,
    itemNm: english ? i.item_nm_en : i.item_nm_ko,
    itemNmOther: english ? i.item_nm_ko : i.item_nm_en,
    specCn: i.spec_cn,
    modelNo: i.model_no,
    mfrNm: english ? i.mfr_eng_nm : i.mfr_nm,
    spNm: english ? i.sp_eng_nm : i.sp_nm,
    unitCd: i.unit_cd,
    packQty: i.pack_qty,
    minOrdQty: i.min_ord_qty,
    listPrice: toMoney(i.list_price, i.crncy_cd),
    contractPrice: toMoneyOrNull(contractPrice, i.crncy_cd),
    crncyCd: i.crncy_cd,
    leadDays: i.lead_days,
    itemKindCd: i.item_kind_cd,
    itmClsfCd: i.itm_clsf_cd,
    discontinued: i.discontinued_yn === 'Y',
  });

  return async function routes(app: FastifyInstance) {
    route(app, calls.search, async ({ request, query }) => {
      const user = userOf(request);
      const sort = (query.sort || 'relevance') as CatalogSort;
      if (!CATALOG_SORTS.includes(sort)) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const bands = new Set(PRICE_BANDS.map(([code]) => code));
      if (query.priceBands.some((b) => !bands.has(b))) throw new ApiError(400, 'VALIDATION', 'MROCM0011');
      const filters = {
        q: query.q,
        category: query.category,
        manufacturers: query.manufacturers,
        suppliers: query.suppliers,
        priceBands: query.priceBands,
        sort,
      };
      const english = en(request);
      const { pageNo, pageSize } = paging(query, CATALOG_PAGE_SIZE);
      const {
        rows,
        total,
        facets: facetRows,
        facetsOver,
      } = await repo.searchWithFacets(filters, english, pageSize, (pageNo - 1) * pageSize);
      const names = await labelsNow();
      const contracts = await repo.contractPrices(
        user.cpCd,
        rows.map((r) => r.item_cd),
        today(),
      );
      const label = {
        category: new Map(
          names.categories.map((c) => [c.itm_clsf_cd, english ? c.itm_clsf_eng_nm : c.itm_clsf_kor_nm]),
        ),
        manufacturer: new Map(
          names.manufacturers.map((m) => [m.mfcp_cust_id, english ? m.mfcp_cust_eng_nm : m.mfcp_cust_nm]),
        ),
        supplier: new Map(names.suppliers.map((s) => [s.cp_cd, english ? s.cp_eng_nm : s.cp_nm])),
      };
      const facet = (pick: (r: (typeof facetRows)[number]) => string | null, names: Map<string, string> | null) =>
        facetRows
          .filter((r) => pick(r) !== null)
          .map((r): Facet => ({ value: pick(r)!, label: names?.get(pick(r)!) ?? pick(r)!, count: Number(r.n) }))
          .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
      return ok({
        pages: rows.map((r) => rowOf(r, english, contracts.get(r.item_cd)?.price ?? null)),
        totalCount: total,
        pageNo,
        pageSize,
        facetsOver,
        facets: {
          categories: facet((r) => r.itm_clsf_cd, label.category),
          manufacturers: facet((r) => r.mfcp_cust_id, label.manufacturer),
          suppliers: facet((r) => r.sp_cd, label.supplier),
          priceBands: facet((r) => r.band, null).sort((a, b) => a.value.localeCompare(b.value)),
        },
        category: query.category
          ? { cd: query.category, path: categoryPath(names.categories, query.category, english) }
          : null,
      });
    });

    route(app, calls.detail, async ({ request, params }) => {
      const { cpCd, userId } = shopper(request);
      const [item] = await repo.items([params.itemCd]);
      if (!item) throw notFound();
      const english = en(request);
      const contracts = await repo.contractPrices(cpCd, [item.item_cd], today());
      const contract = contracts.get(item.item_cd);
      const names = await labelsNow();
      const files = item.ath_file_id ? await groupRows(ctx, item.ath_file_id) : [];
      // The supplier's image group (decision 0068), its first id.
      const imageGroup = item.img_file_ids[0];
      const images = imageGroup ? await groupRows(ctx, imageGroup) : [];
      const line = await repo.cartLine(userId, item.item_cd);
      return ok({
        ...rowOf(item, english, contract?.price ?? null),
        categoryPath: categoryPath(names.categories, item.itm_clsf_cd, english),
        contractValidTo: contract?.validTo ?? null,
        images: fileInfos(ctx, images, '', request.locale),
        files: fileInfos(ctx, files, '', request.locale),
        cartQty: line && line.list_cd === 'CART' ? Number(line.qty) : null,
      });
    });

    const cartNow = (request: FastifyRequest) => cartOf(repo, shopper(request), today(), en(request));

    route(app, calls.cart, async ({ request }) => ok(await cartNow(request)));

    route(app, calls.addToCart, async ({ request, body }) => {
      const who = shopper(request);
      const found = await currentPrice(repo, who, body.itemCd, today());
      if (!found) throw notFound();
      if (found.item.discontinued_yn === 'Y') throw new ApiError(409, 'CONFLICT', 'MROCT0001', { itemCd: body.itemCd });
      const existing = await repo.cartLine(who.userId, body.itemCd);
      const checked = checkOrderQuantity(body.qty, {
        minQty: found.item.min_ord_qty,
        packQty: found.item.pack_qty,
      });
      if (!checked.ok) throw quantityError(checked.code, checked.params);
      let qty = checked.value;
      if (existing?.list_cd === 'CART') {
        const sum = checkOrderQuantity(String(Number(existing.qty) + qty), {
          minQty: found.item.min_ord_qty,
          packQty: found.item.pack_qty,
        });
        if (!sum.ok) throw quantityError(sum.code, sum.params);
        qty = sum.value;
      }
      if (!existing && (await repo.countCart(who.userId)) >= CART_MAX_LINES) {
        throw new ApiError(409, 'CONFLICT', 'MROCT0009', { max: CART_MAX_LINES });
      }
      await repo.putLine(who.userId, body.itemCd, qty, found.unitPrice, ctx.now());
      return ok(await cartNow(request));
    });

    route(app, calls.setQuantity, async ({ request, params, body }) => {
      const who = shopper(request);
      const [item] = await repo.items([params.itemCd]);
      if (!item) throw notFound();
      const checked = checkOrderQuantity(body.qty, { minQty: item.min_ord_qty, packQty: item.pack_qty });
      if (!checked.ok) throw quantityError(checked.code, checked.params);
      if (!(await repo.setQuantity(who.userId, params.itemCd, checked.value))) throw notFound();
      return ok(await cartNow(request));
    });

    route(app, calls.removeLine, async ({ request, params }) => {
      if (!(await repo.removeLine(shopper(request).userId, params.itemCd))) throw notFound();
      return ok(await cartNow(request));
    });

    route(app, calls.moveLine, async ({ request, params, body }) => {
      if (!(await repo.moveLine(shopper(request).userId, params.itemCd, body.list))) throw notFound();
      return ok(await cartNow(request));
    });

    route(app, calls.importLines, async ({ request, body }) => {
      const who = shopper(request);
      const rows = body.rows ?? [];
      const codesOf = rows.map((r) => r.itemCd.toUpperCase());
      const items = new Map((await repo.items(codesOf.filter(Boolean))).map((i) => [i.item_cd, i]));
      const contracts = await repo.contractPrices(who.cpCd, [...items.keys()], today());
      const errors: { row: number; field: 'itemCd' | 'qty'; code: string; params?: Record<string, string | number> }[] =
        [];
      const sums = new Map<string, number>();
      for (const line of await repo.cartLines(who.userId)) {
        if (line.list_cd === 'CART') sums.set(line.item_cd, Number(line.qty));
      }
      let added = 0;
      for (const [index, row] of rows.entries()) {
        const itemCd = codesOf[index]!;
        const item = items.get(itemCd);
        if (!itemCd) errors.push({ row: index + 1, field: 'itemCd', code: 'ACMCM0002' });
        else if (!item) errors.push({ row: index + 1, field: 'itemCd', code: 'MROCM0010' });
        else if (item.discontinued_yn === 'Y')
          errors.push({ row: index + 1, field: 'itemCd', code: 'MROCT0001', params: { itemCd } });
        if (!item || item.discontinued_yn === 'Y') continue;
        const rule = { minQty: item.min_ord_qty, packQty: item.pack_qty };
        const checked = checkOrderQuantity(String(row?.qty ?? ''), rule);
        if (!checked.ok) {
          errors.push({
            row: index + 1,
            field: 'qty',
            code: checked.code,
            ...(checked.params ? { params: checked.params } : {}),
          });
          continue;
        }
        const total = checkOrderQuantity(String((sums.get(itemCd) ?? 0) + checked.value), rule);
        if (!total.ok) {
          errors.push({
            row: index + 1,
            field: 'qty',
            code: total.code,
            ...(total.params ? { params: total.params } : {}),
          });
          continue;
        }
        sums.set(itemCd, total.value);
        const price = contracts.get(itemCd)?.price ?? item.list_price;
        await repo.putLine(who.userId, itemCd, total.value, price, ctx.now());
        added += 1;
      }
      return ok({ cart: await cartNow(request), added, errors });
    });
  };
}
