import type { ColumnType } from 'kysely';

/** Column types the tables share. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb goes in as a JSON string (pg would turn a JS array into a Postgres array) and comes out parsed. */
export type Json<T> = ColumnType<T, string | undefined, string>;
/** A SQL date, nullable: read it as text (to_char), since drivers turn a date into a local-midnight Date. */
export type NullableDay = ColumnType<Date | null, string | null | undefined, string | null>;
