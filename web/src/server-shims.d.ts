/**
 * The page imports types from the server's files (src/room/reply.ts reaches src/room/storage.ts),
 * and the type-check then reads those files too. These are the only Workers runtime types they
 * use, copied from worker-configuration.d.ts, so the page's DOM types need not mix with the
 * Workers' globals. (Nothing from these files is bundled into the page.)
 */
interface SqlStorage {
  exec<T extends Record<string, SqlStorageValue>>(query: string, ...bindings: any[]): SqlStorageCursor<T>;
  get databaseSize(): number;
}
type SqlStorageValue = ArrayBuffer | string | number | null;
declare abstract class SqlStorageCursor<T extends Record<string, SqlStorageValue>> {
  next(): { done?: false; value: T } | { done: true; value?: never };
  toArray(): T[];
  one(): T;
  raw<U extends SqlStorageValue[]>(): IterableIterator<U>;
  columnNames: string[];
  get rowsRead(): number;
  get rowsWritten(): number;
  [Symbol.iterator](): IterableIterator<T>;
}
