// Column types the tables share.
import type { ColumnType } from 'kysely';

/** A timestamp column: read as a Date, written as a Date or an ISO string. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** The spec's flags. */
export type YN = 'Y' | 'N';
