// What the file calls share: the context, the file rules per business code, the chunked uploads
// in progress, and the chunked limits of this server's configuration.
import type { AppContext } from '../../context.ts';
import type { FileRulesOf } from '../../files/fileRules.ts';
import type { UploadSessions } from '../../files/uploadSessions.ts';

export interface FileServices {
  ctx: AppContext;
  rulesOf: FileRulesOf;
  sessions: UploadSessions;
  /** The largest file a chunked upload may carry. */
  chunkedMax: number;
  /** Its chunks. */
  maxChunks: number;
}
