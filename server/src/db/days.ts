import { sql } from 'kysely';

/** A SQL date column as YYYY-MM-DD text: drivers would turn it into a Date at local midnight. */
export const dayText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
