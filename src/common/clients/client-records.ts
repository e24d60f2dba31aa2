import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { ClientSection } from '@shared/client-records';

/**
 * The client area (issue 36): each module that keeps records of a person answers for its own part
 * of the client's home through a `ClientRecordsSource`, as `PersonalDataSource` does for data rights.
 * Records attach by verified email address only: callers pass the signed-in account's confirmed address.
 */
export interface ClientRecordsSource {
  /** Where the section sits on the home page (lower first). */
  readonly order: number;
  /** The client's records of this module, newest first. */
  section(email: string): Promise<ClientSection>;
  /** Whether the address holds a record that makes its owner a client (a signed agreement, a finished assessment). */
  makesClient(email: string): Promise<boolean>;
}

/** The sources modules register when they start; the client area and sign-in ask all of them. */
@Injectable()
export class ClientRecords {
  private readonly sources: ClientRecordsSource[] = [];

  register(source: ClientRecordsSource): void {
    this.sources.push(source);
    this.sources.sort((a, b) => a.order - b.order);
  }

  async sections(email: string): Promise<ClientSection[]> {
    const sections = await Promise.all(this.sources.map((source) => source.section(email.toLowerCase())));
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

  abstract section(email: string): Promise<ClientSection>;

  makesClient(_email: string): Promise<boolean> {
    return Promise.resolve(false);
  }
}
