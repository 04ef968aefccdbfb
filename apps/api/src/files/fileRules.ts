// The file rules of a business code (code list FILE_RULE, the default code's when a code has
// none), as @mro/rules reads them. They change rarely: each is kept for a minute instead of being
// read again for every chunk. Cost: one query per code per minute; at most 100 codes kept.
import { FILE_BUSINESS_CODE_DEFAULT, fileRulesFromRow, type FileRuleOptions } from '@mro/rules';
import type { AppContext } from '../context.ts';

export type FileRulesOf = (fileBusCd: string) => Promise<FileRuleOptions>;

export function fileRuleCache(ctx: AppContext): FileRulesOf {
  const cache = new Map<string, { at: number; rules: FileRuleOptions }>();

  async function read(fileBusCd: string): Promise<FileRuleOptions> {
    const row = await ctx.db
      .selectFrom('common_code')
      .select(['cd', 'use_ps_def_cn1', 'use_ps_def_cn2', 'use_ps_def_cn3'])
      .where('cd_lst_id', '=', 'FILE_RULE')
      .where('cd', 'in', [fileBusCd, FILE_BUSINESS_CODE_DEFAULT])
      .execute();
    const own = row.find((r) => r.cd === fileBusCd) ?? row.find((r) => r.cd === FILE_BUSINESS_CODE_DEFAULT);
    return own
      ? fileRulesFromRow({
          cd: own.cd,
          usePsDefCn1: own.use_ps_def_cn1,
          usePsDefCn2: own.use_ps_def_cn2,
          usePsDefCn3: own.use_ps_def_cn3,
        })
      : {};
  }

  return async function rulesOf(fileBusCd: string): Promise<FileRuleOptions> {
    const now = ctx.now().getTime();
    const cached = cache.get(fileBusCd);
    if (cached && Math.abs(now - cached.at) < 60_000) return cached.rules;
    const rules = await read(fileBusCd);
    if (cache.size > 100) cache.clear();
    cache.set(fileBusCd, { at: now, rules });
    return rules;
  };
}
