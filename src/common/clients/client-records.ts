import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { CombinedReads, entitiesFromJson } from '@database/json-rows';
import { PreparedStatements } from '@database/prepared-statements';
import type { ClientSection } from '@shared/client-records';

/** What a source's reads returned, for its section. */
export interface ClientRecordsResults {
  /** The rows a read returned, as entities of `target` (`entitiesFromJson`). */
  entities<E extends ObjectLiteral>(read: string, target: EntityTarget<E>): E[];
  /** What a read returned, as Postgres wrote it in json (timestamps as ISO strings). */
  json<T>(read: string): T;
}

/**
 * The client area (issue 36): each module that keeps records of a person answers for its own part
 * of the client's home through a `ClientRecordsSource`, as `PersonalDataSource` does for data rights.
 * Records attach by verified email address only: callers pass the signed-in account's confirmed address.
 *
 * Every source's reads go to Postgres as one statement (each read a column of it), so the home costs
 * one round trip however many modules keep records: twelve separate queries made it the slowest page
 * rendered per request (docs/performance.md).
 */
export interface ClientRecordsSource {
  /** Where the section sits on the home page (lower first). */
  readonly order: number;
  /**
   * The reads this section needs, by name: each a scalar subquery returning json (`jsonRows`,
   * `jsonRow`) over the client's lower-cased address, `$1`.
   */
  readonly reads: Readonly<Record<string, string>>;
  /** The client's records of this module, newest first, from what its reads returned. */
  section(results: ClientRecordsResults, email: string): ClientSection;
  /** Whether the address holds a record that makes its owner a client (a signed agreement, a finished assessment). */
  makesClient(email: string): Promise<boolean>;
}

/** The sources modules register when they start; the client area and sign-in ask all of them. */
@Injectable()
export class ClientRecords {
  private readonly sources: ClientRecordsSource[] = [];
  /** Every source's reads as one SELECT, made once all sources have registered. */
  private reads: CombinedReads | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly prepared: PreparedStatements,
  ) {}

  register(source: ClientRecordsSource): void {
    this.sources.push(source);
    this.sources.sort((a, b) => a.order - b.order);
    this.reads = null;
  }

  async sections(email: string): Promise<ClientSection[]> {
    const address = email.toLowerCase();
    if (this.sources.length === 0) return [];
    this.reads ??= new CombinedReads(this.sources.map((source) => source.reads));
    const reads = this.reads;
    const [row] = await this.prepared.query<Record<string, unknown>>(reads.sql, [address]);
    const sections = this.sources.map((source, index) =>
      source.section(
        {
          entities: (read, target) =>
            entitiesFromJson(this.dataSource, target, reads.value(row, index, read)),
          json: <T>(read: string) => reads.value(row, index, read) as T,
        },
        address,
      ),
    );
    return sections.filter((section) => section.items.length > 0 || !section.hideWhenEmpty);
  }

  async isClient(email: string): Promise<boolean> {
    const answers = await Promise.all(this.sources.map((source) => source.makesClient(email.toLowerCase())));
    return answers.some(Boolean);
  }
}

/**
 * A module's source, registered with the client area when the module starts. Most records attach
 * to a client without making one (a payment, a newsletter subscription): `makesClient` says no
 * unless a source overrides it.
 */
export abstract class RegisteredClientRecords implements ClientRecordsSource, OnModuleInit {
  abstract readonly order: number;

  constructor(private readonly registry: ClientRecords) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  abstract readonly reads: Readonly<Record<string, string>>;

  abstract section(results: ClientRecordsResults, email: string): ClientSection;

  makesClient(_email: string): Promise<boolean> {
    return Promise.resolve(false);
  }
}
