// What every operation handler receives. Handlers are looked up by operationId.
import type { Db, Sql } from '../db/adapter.ts';
import type { Clock } from '../clock.ts';
import type { Member } from '../auth.ts';
import type { Contract, Operation } from '../contract.ts';
import type { Services } from '../services.ts';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface Ctx {
  op: Operation;
  /** The database, or the open transaction of a money-moving call. */
  db: Sql;
  rootDb: Db;
  clock: Clock;
  now: number;
  dev: boolean;
  body: Record<string, unknown>;
  header(name: string): string | undefined;
  token: string | null;
  uuid: string;
  ip: string;
  origin: string;
  member(): Promise<Member>;
  maybeMember(): Promise<Member | null>;
  files: UploadedFile[];
  contract: Contract;
  services: Services;
}

export type Handler = (ctx: Ctx) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;
