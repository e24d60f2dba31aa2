import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { buildDataSourceOptions, DatabaseTarget } from './data-source-options';
import { DatabaseNotifications } from './notifications';
import { DATABASE_TARGET, PreparedStatements } from './prepared-statements';

/** TypeORM over the `pg` driver; entities are registered by their own modules (autoLoadEntities). */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(target: DatabaseTarget): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...buildDataSourceOptions(target),
          autoLoadEntities: true,
          migrationsRun: false,
        }),
      ],
      providers: [{ provide: DATABASE_TARGET, useValue: target }, PreparedStatements, DatabaseNotifications],
      exports: [PreparedStatements, DatabaseNotifications],
    };
  }
}
