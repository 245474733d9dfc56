/**
 * The one stand-in for the app's Supabase client (`@/lib/supabase`) in unit tests: the surface
 * the app uses (auth with mfa, `rpc`, `from`), every call a `vi.fn` to assert on, every answer a
 * `{ data, error }` as supabase-js resolves. Create it inside `vi.hoisted` and hand its client
 * to `vi.mock`:
 *
 *   const fake = await vi.hoisted(async () =>
 *     (await import('@/testing/fake-supabase')).fakeSupabase({ rpc: { my_proposals: … } }),
 *   );
 *   vi.mock('@/lib/supabase', () => ({ supabase: fake.client }));
 *
 * Tests that pass their own client to every api function mock it with `forbiddenSupabase()`.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { vi, type Mock } from 'vitest';
import type { Database } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';

type Functions = Database['public']['Functions'];
type RpcName = keyof Functions;
type TableName = keyof Database['public']['Tables'];

/** What supabase-js resolves to: the data, or an error (`auth.signOut` gives only the error). */
export interface FakeAnswer {
  data?: unknown;
  error: unknown;
}

/** An answer, or what computes it from the call (it may throw: the call then rejects). */
type Answering<Input> = FakeAnswer | ((input: Input) => FakeAnswer | Promise<FakeAnswer>);

const CHAIN_METHODS = [
  'select',
  'insert',
  'update',
  'upsert',
  'delete',
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
  'contains',
  'filter',
  'match',
  'not',
  'or',
  'order',
  'limit',
  'range',
] as const;
const END_METHODS = ['single', 'maybeSingle'] as const;
type ChainMethod = (typeof CHAIN_METHODS)[number];
type EndMethod = (typeof END_METHODS)[number];

/** One query as the app built it: `from(table)`, then each call on it in order. */
export interface FakeQuery {
  table: TableName;
  calls: { method: ChainMethod | EndMethod; args: unknown[] }[];
}

/**
 * The calls made on one table's queries. The chain methods only record. `single`/`maybeSingle`
 * resolve the query's answer (`this` is the FakeQuery), unless a test programs them
 * (`mockResolvedValue`, `mockRejectedValue`); awaiting the chain itself always gives the answer.
 */
export type TableSpies = Record<ChainMethod, Mock<(...args: unknown[]) => void>> &
  Record<EndMethod, Mock<(this: FakeQuery, ...args: unknown[]) => Promise<FakeAnswer>>>;

type QueryBuilder = Record<ChainMethod, (...args: unknown[]) => QueryBuilder> &
  Record<EndMethod, (...args: unknown[]) => Promise<FakeAnswer>> &
  PromiseLike<FakeAnswer>;

type Auth = AppSupabaseClient['auth'];
type Mfa = Auth['mfa'];
const AUTH_METHODS = [
  'getSession',
  'signInWithPassword',
  'signUp',
  'signOut',
  'resetPasswordForEmail',
  'updateUser',
] as const satisfies readonly (keyof Auth)[];
const MFA_METHODS = [
  'getAuthenticatorAssuranceLevel',
  'listFactors',
  'challengeAndVerify',
  'enroll',
  'unenroll',
] as const satisfies readonly (keyof Mfa)[];
type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type AnswerSpy<F> = Mock<(...args: Args<F>) => Promise<FakeAnswer>>;
type Listener = (event: AuthChangeEvent, session: Session | null) => void;

export type FakeAuth = { [M in (typeof AUTH_METHODS)[number]]: AnswerSpy<Auth[M]> } & {
  onAuthStateChange: Mock<
    (listener: Listener) => { data: { subscription: { unsubscribe: Mock<() => void> } } }
  >;
  mfa: { [M in (typeof MFA_METHODS)[number]]: AnswerSpy<Mfa[M]> };
};

/** Until programmed, auth answers as for a visitor: no session, nothing done, no error. */
const AUTH_ANSWERS: Partial<Record<(typeof AUTH_METHODS)[number], FakeAnswer>> = {
  getSession: { data: { session: null }, error: null },
  signOut: { error: null },
};
const NOTHING: FakeAnswer = { data: null, error: null };

type RpcAnswers = { [F in RpcName]?: Answering<Functions[F]['Args']> };

export interface FakeSupabaseOptions {
  /** Per function (an answer, or one computed from its args), or one handler for them all. */
  rpc?: RpcAnswers | ((fn: RpcName, args: unknown) => FakeAnswer | Promise<FakeAnswer>);
  /** Per table: an answer, or one computed from the query. */
  tables?: { [T in TableName]?: Answering<FakeQuery> };
  /** The answer of a function or table not listed; `{ data: null, error: null }` by default. */
  fallback?: FakeAnswer;
}

export interface FakeSupabase {
  /** What `vi.mock('@/lib/supabase', …)` exports as `supabase`. */
  client: AppSupabaseClient;
  auth: FakeAuth;
  rpc: Mock<(fn: RpcName, args?: unknown) => Promise<FakeAnswer>>;
  /** Sets a function's answer from now on, over the options' (`rpc.mock…` still wins). */
  answerRpc: <F extends RpcName>(fn: F, answer: Answering<Functions[F]['Args']>) => void;
  from: Mock<(table: TableName) => QueryBuilder>;
  /** The spies of a table's queries, shared by every `from(table)`. */
  table: (name: TableName) => TableSpies;
  /** Tells every current onAuthStateChange listener, as auth-js does (unsubscribing works). */
  emit: (event: AuthChangeEvent, session: Session | null) => void;
}

export function fakeSupabase(options: FakeSupabaseOptions = {}): FakeSupabase {
  return build(options, false);
}

/**
 * For tests that pass their own client to every api function: the app's client must never be
 * used, so each of its methods throws, naming the call.
 */
export function forbiddenSupabase(): AppSupabaseClient {
  return build({}, true).client;
}

function build(options: FakeSupabaseOptions, forbidden: boolean): FakeSupabase {
  const fallback = options.fallback ?? NOTHING;
  /** A spy running `impl`, or, on the forbidden client, refusing. */
  function spy<F extends (this: never, ...args: never[]) => unknown>(name: string, impl: F) {
    const refuse = () => {
      throw new Error(
        `supabase.${name}() was called, but this test passes its own client to every api ` +
          "function and must never use the app's (@/lib/supabase).",
      );
    };
    return vi.fn<F>(forbidden ? (refuse as unknown as F) : impl);
  }

  const rpcAnswers: RpcAnswers = typeof options.rpc === 'object' ? { ...options.rpc } : {};
  const rpcHandler = typeof options.rpc === 'function' ? options.rpc : undefined;
  async function answerRpc(fn: RpcName, args?: unknown): Promise<FakeAnswer> {
    const answer = rpcAnswers[fn] as Answering<unknown> | undefined;
    if (typeof answer === 'function') return answer(args);
    return answer ?? (rpcHandler ? rpcHandler(fn, args) : fallback);
  }

  async function answerQuery(query: FakeQuery): Promise<FakeAnswer> {
    const answer = options.tables?.[query.table];
    return typeof answer === 'function' ? answer(query) : (answer ?? fallback);
  }

  const tables = new Map<TableName, TableSpies>();
  function table(name: TableName): TableSpies {
    let spies = tables.get(name);
    if (!spies) {
      const record = (method: ChainMethod) => [method, vi.fn()] as const;
      const end = (method: EndMethod) =>
        [
          method,
          vi.fn(function (this: FakeQuery) {
            return answerQuery(this);
          }),
        ] as const;
      spies = Object.fromEntries([
        ...CHAIN_METHODS.map(record),
        ...END_METHODS.map(end),
      ]) as TableSpies;
      tables.set(name, spies);
    }
    return spies;
  }

  function query(name: TableName): QueryBuilder {
    const built: FakeQuery = { table: name, calls: [] };
    const spies = table(name);
    const chain = {} as QueryBuilder;
    chain.then = (onFulfilled, onRejected) => answerQuery(built).then(onFulfilled, onRejected);
    for (const method of CHAIN_METHODS) {
      chain[method] = (...args) => {
        built.calls.push({ method, args });
        spies[method](...args);
        return chain;
      };
    }
    for (const method of END_METHODS) {
      chain[method] = (...args) => {
        built.calls.push({ method, args });
        return spies[method].apply(built, args);
      };
    }
    return chain;
  }

  const listeners = new Set<Listener>();
  const answering = (name: string, answer: FakeAnswer) => spy(name, async () => answer);
  const auth = {
    ...Object.fromEntries(
      AUTH_METHODS.map((m) => [m, answering(`auth.${m}`, AUTH_ANSWERS[m] ?? NOTHING)]),
    ),
    onAuthStateChange: spy('auth.onAuthStateChange', (listener: Listener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: vi.fn(() => listeners.delete(listener)) } } };
    }),
    mfa: Object.fromEntries(MFA_METHODS.map((m) => [m, answering(`auth.mfa.${m}`, NOTHING)])),
  } as unknown as FakeAuth;

  const rpc = spy('rpc', answerRpc);
  const from = spy('from', query);
  return {
    client: { auth, rpc, from } as unknown as AppSupabaseClient,
    auth,
    rpc,
    answerRpc: (fn, answer) => {
      (rpcAnswers as Record<RpcName, unknown>)[fn] = answer;
    },
    from,
    table,
    emit: (event, session) => [...listeners].forEach((listener) => listener(event, session)),
  };
}
