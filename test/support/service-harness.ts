import { randomUUID } from 'node:crypto';
import type { Provider, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { getDataSourceToken, getRepositoryToken } from '@nestjs/typeorm';
import { FindOperator, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { PreparedStatements } from '@database/prepared-statements';

/**
 * The harness of the service specs (`src/modules/<module>/*.spec.ts`): one service built by Nest's
 * injector as in the app, its repositories and data source replaced by an in-memory store, every
 * other dependency a fake the spec hands in. No database, no HTTP: a spec runs in milliseconds and
 * checks the service's rules; the integration tests keep checking the same flows against Postgres.
 *
 * The store understands what the services' simple reads and writes use (equality, `In`, `Not`,
 * `IsNull`, `order`); a query builder or raw SQL throws, so a spec can never pass by accident on
 * a query the store does not run.
 */

type Row = Record<string, unknown>;

function matches(row: Row, where: Row): boolean {
  return Object.entries(where).every(([key, expected]) => {
    const actual = row[key];
    if (expected instanceof FindOperator) return operatorMatches(expected, actual);
    if (expected instanceof Date && actual instanceof Date) return expected.getTime() === actual.getTime();
    return actual === expected;
  });
}

function operatorMatches(operator: FindOperator<unknown>, actual: unknown): boolean {
  switch (operator.type) {
    case 'isNull':
      return actual === null || actual === undefined;
    case 'in':
      return (operator.value as unknown[]).includes(actual);
    case 'not': {
      const inner = operator.child ?? operator.value;
      return inner instanceof FindOperator ? !operatorMatches(inner, actual) : actual !== inner;
    }
    default:
      throw new Error(`The in-memory store does not run the ${operator.type} operator`);
  }
}

const unsupported = (what: string) => () => {
  throw new Error(`The in-memory store does not run ${what}: test this through the integration tests`);
};

/** An in-memory table per entity, with the repository and entity-manager calls services use. */
export class InMemoryStore {
  private readonly tables = new Map<unknown, Row[]>();

  rows<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>): Entity[] {
    if (!this.tables.has(entity)) this.tables.set(entity, []);
    return this.tables.get(entity) as Entity[];
  }

  /** Puts rows in a table (each gets an id and timestamps when it has none). */
  seed<Entity extends ObjectLiteral>(
    entity: EntityTarget<Entity>,
    ...rows: Array<Partial<Entity>>
  ): Entity[] {
    return rows.map((row) => this.insertRow(entity, row));
  }

  private insertRow<Entity extends ObjectLiteral>(
    entity: EntityTarget<Entity>,
    row: Partial<Entity>,
  ): Entity {
    const now = new Date();
    const stored = Object.assign(row, {
      id: row.id ?? randomUUID(),
      createdAt: row.createdAt ?? now,
      updatedAt: row.updatedAt ?? now,
    }) as unknown as Entity;
    this.rows(entity).push(stored);
    return stored;
  }

  private find<Entity extends ObjectLiteral>(
    entity: EntityTarget<Entity>,
    options: { where?: Row | Row[]; order?: Record<string, 'ASC' | 'DESC'> } = {},
  ): Entity[] {
    const wheres =
      options.where === undefined ? [{}] : Array.isArray(options.where) ? options.where : [options.where];
    const found = this.rows(entity).filter((row) => wheres.some((where) => matches(row, where)));
    for (const [key, direction] of Object.entries(options.order ?? {}).reverse()) {
      found.sort((a, b) => {
        const [x, y] = [a[key] as string | number, b[key] as string | number];
        return (x < y ? -1 : x > y ? 1 : 0) * (direction === 'DESC' ? -1 : 1);
      });
    }
    return found;
  }

  /** The entity manager a transaction callback receives (`dataSource.transaction(manager => …)`). */
  readonly manager = {
    find: <E extends ObjectLiteral>(
      entity: EntityTarget<E>,
      options?: { where?: Row; order?: Record<string, 'ASC' | 'DESC'> },
    ) => Promise.resolve(this.find(entity, options)),
    findBy: <E extends ObjectLiteral>(entity: EntityTarget<E>, where: Row) =>
      Promise.resolve(this.find(entity, { where })),
    findOne: <E extends ObjectLiteral>(entity: EntityTarget<E>, options: { where: Row }) =>
      Promise.resolve(this.find(entity, options)[0] ?? null),
    findOneBy: <E extends ObjectLiteral>(entity: EntityTarget<E>, where: Row) =>
      Promise.resolve(this.find(entity, { where })[0] ?? null),
    findOneByOrFail: async <E extends ObjectLiteral>(entity: EntityTarget<E>, where: Row) => {
      const found = this.find(entity, { where })[0];
      if (!found)
        throw new Error(`No ${String((entity as { name?: string }).name)} matches ${JSON.stringify(where)}`);
      return found;
    },
    existsBy: <E extends ObjectLiteral>(entity: EntityTarget<E>, where: Row) =>
      Promise.resolve(this.find(entity, { where }).length > 0),
    countBy: <E extends ObjectLiteral>(entity: EntityTarget<E>, where: Row) =>
      Promise.resolve(this.find(entity, { where }).length),
    // An instance of the entity's class, as TypeORM's create() makes: save(instance) finds its table by it.
    create: <E extends ObjectLiteral>(entity: EntityTarget<E>, data: Partial<E>) =>
      Object.assign(typeof entity === 'function' ? Object.create(entity.prototype as object) : {}, data) as E,
    save: <E extends ObjectLiteral>(entityOrInstance: EntityTarget<E> | E, data?: Partial<E>) =>
      Promise.resolve(
        data === undefined
          ? this.save((entityOrInstance as object).constructor as EntityTarget<E>, entityOrInstance as E)
          : this.save(entityOrInstance as EntityTarget<E>, data),
      ),
    insert: <E extends ObjectLiteral>(entity: EntityTarget<E>, data: Partial<E>) => {
      this.insertRow(entity, data);
      return Promise.resolve({});
    },
    update: <E extends ObjectLiteral>(
      entity: EntityTarget<E>,
      criteria: Row | string,
      changes: Partial<E>,
    ) => {
      const rows = this.find(entity, { where: typeof criteria === 'string' ? { id: criteria } : criteria });
      for (const row of rows) Object.assign(row, changes, { updatedAt: new Date() });
      return Promise.resolve({ affected: rows.length });
    },
    delete: <E extends ObjectLiteral>(entity: EntityTarget<E>, criteria: Row | string) => {
      const doomed = new Set(
        this.find(entity, { where: typeof criteria === 'string' ? { id: criteria } : criteria }),
      );
      const table = this.rows(entity);
      table.splice(0, table.length, ...table.filter((row) => !doomed.has(row)));
      return Promise.resolve({ affected: doomed.size });
    },
    query: unsupported('raw SQL'),
    createQueryBuilder: unsupported('a query builder'),
    getRepository: <E extends ObjectLiteral>(entity: EntityTarget<E>) => this.repository(entity),
  };

  private save<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>, data: Partial<Entity>): Entity {
    const existing = data.id ? this.rows(entity).find((row) => row.id === data.id) : undefined;
    if (existing) return Object.assign(existing, data, { updatedAt: new Date() });
    return this.insertRow(entity, data);
  }

  /** A repository over one table, as `@InjectRepository(Entity)` gives it. */
  repository<Entity extends ObjectLiteral>(entity: EntityTarget<Entity>) {
    const m = this.manager;
    return {
      find: (options?: { where?: Row; order?: Record<string, 'ASC' | 'DESC'> }) => m.find(entity, options),
      findBy: (where: Row) => m.findBy(entity, where),
      findOne: (options: { where: Row }) => m.findOne(entity, options),
      findOneBy: (where: Row) => m.findOneBy(entity, where),
      findOneByOrFail: (where: Row) => m.findOneByOrFail(entity, where),
      existsBy: (where: Row) => m.existsBy(entity, where),
      countBy: (where: Row) => m.countBy(entity, where),
      create: (data: Partial<Entity>) => m.create(entity, data),
      save: (data: Partial<Entity>) => m.save(entity, data),
      insert: (data: Partial<Entity>) => m.insert(entity, data),
      update: (criteria: Row | string, changes: Partial<Entity>) => m.update(entity, criteria, changes),
      delete: (criteria: Row | string) => m.delete(entity, criteria),
      query: unsupported('raw SQL'),
      createQueryBuilder: unsupported('a query builder'),
    };
  }

  /** A data source whose transactions run their callback on this store (no isolation: specs are sequential). */
  readonly dataSource = {
    manager: this.manager,
    transaction: <T>(work: (manager: InMemoryStore['manager']) => Promise<T>) => work(this.manager),
    getRepository: <E extends ObjectLiteral>(entity: EntityTarget<E>) => this.repository(entity),
    query: unsupported('raw SQL'),
  };
}

export interface ServiceUnderTest<Service> {
  service: Service;
  store: InMemoryStore;
}

/**
 * Builds `service` with Nest's injector: `entities` get in-memory repositories (and the data
 * source runs on the same store); `fakes` stand in for the other providers it needs.
 */
export async function serviceUnderTest<Service>(
  service: Type<Service>,
  options: { entities?: Array<Type<ObjectLiteral>>; fakes?: Array<[token: unknown, value: unknown]> } = {},
): Promise<ServiceUnderTest<Service>> {
  const store = new InMemoryStore();
  const providers: Provider[] = [
    service,
    { provide: getDataSourceToken(), useValue: store.dataSource },
    // Raw SQL, as the data source's own `query`: not in the in-memory store.
    { provide: PreparedStatements, useValue: { query: unsupported('raw SQL') } },
    ...(options.entities ?? []).map((entity) => ({
      provide: getRepositoryToken(entity),
      useValue: store.repository(entity),
    })),
    ...(options.fakes ?? []).map(([token, value]) => ({ provide: token as Type, useValue: value })),
  ];
  const module = await Test.createTestingModule({ providers }).compile();
  return { service: module.get(service), store };
}

/** A fake whose calls a spec can read: every method records its arguments and returns `answers[name]`. */
export function recorder<Shape extends object>(answers: Partial<Record<keyof Shape, unknown>> = {}) {
  const calls: Array<{ method: string; args: unknown[] }> = [];
  const fake = new Proxy(
    {},
    {
      get: (_target, method: string) => {
        if (method === 'then') return undefined;
        return (...args: unknown[]) => {
          calls.push({ method, args });
          const answer = (answers as Record<string, unknown>)[method];
          return typeof answer === 'function' ? (answer as (...a: unknown[]) => unknown)(...args) : answer;
        };
      },
    },
  ) as Shape;
  return { fake, calls, callsOf: (method: keyof Shape) => calls.filter((call) => call.method === method) };
}
