/**
 * The database as the Realtime service sees it, counting every statement it sends (a
 * transaction's BEGIN and COMMIT included), so the bench can print statements per change.
 */
import type {
  QueryOptions,
  SqlDatabase,
  SqlTransaction,
  TransactionOptions,
} from '../engine/types.ts';

export interface CountedDatabase {
  db: SqlDatabase;
  statements(): number;
}

export function countStatements(inner: SqlDatabase): CountedDatabase {
  let count = 0;
  const db: SqlDatabase = {
    get engine() {
      return inner.engine;
    },
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) => {
      count += 1;
      return inner.query<T>(sql, params, options);
    },
    exec: (sql) => {
      count += 1;
      return inner.exec(sql);
    },
    transaction: <T>(work: (tx: SqlTransaction) => Promise<T>, options?: TransactionOptions) => {
      count += 2;
      return inner.transaction((tx) => {
        const counted: SqlTransaction = {
          query: <R>(sql: string, params?: unknown[], queryOptions?: QueryOptions) => {
            count += 1;
            return tx.query<R>(sql, params, queryOptions);
          },
          exec: (sql) => {
            count += 1;
            return tx.exec(sql);
          },
          rollback: () => tx.rollback(),
        };
        return work(counted);
      }, options);
    },
    listen: (channel, onNotify) => inner.listen(channel, onNotify),
    close: () => inner.close(),
  };
  return { db, statements: () => count };
}
