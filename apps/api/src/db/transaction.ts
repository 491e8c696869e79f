import type { Database } from './client.js';

/** The handle inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a repository function can run: on its own, or inside a caller's transaction. */
export type Queryable = Database | Transaction;
