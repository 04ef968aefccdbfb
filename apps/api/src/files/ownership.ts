// The one rule for "does this caller own these attachments?" (a request's, an application's or a
// report's file groups): a group is the caller's when one of its live files (not deleted) was
// uploaded by the caller (the user's `u:` key, or a visitor's upload cookie), or, for a signed-in
// caller, by the caller's company. A group whose files were all deleted belongs to nobody.
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ownerKeyOf } from './access.ts';

export interface AttachmentCaller {
  /** The owner key (`u:<userId>`, or `a:<hash>` of a visitor's upload cookie); null: none. */
  owner: string | null;
  /** The signed-in caller's company, whose uploads the caller shares. */
  cpCd: string | null;
}

export const attachmentCallerOf = (request: FastifyRequest): AttachmentCaller => ({
  owner: ownerKeyOf(request, null),
  cpCd: request.user?.cpCd ?? null,
});

/** The groups of `ids` the caller owns (one query; none when there is nothing to ask). */
export async function ownedAttachmentGroups(
  db: Kysely<Database>,
  caller: AttachmentCaller,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length || (!caller.owner && !caller.cpCd)) return new Set();
  const rows = await db
    .selectFrom('attach_file')
    .select('ath_file_id')
    .distinct()
    .where('ath_file_id', 'in', wanted)
    .where('deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        ...(caller.owner ? [eb('owner_key', '=', caller.owner)] : []),
        ...(caller.cpCd ? [eb('cp_cd', '=', caller.cpCd)] : []),
      ]),
    )
    .execute();
  return new Set(rows.map((r) => r.ath_file_id));
}
