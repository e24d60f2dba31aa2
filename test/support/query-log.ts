import { DataSource } from 'typeorm';

/** Calls `listener` with every query the app's TypeORM data source sends (through its logger, which every query passes). */
export function watchQueries(
  dataSource: DataSource,
  listener: (query: string, parameters: unknown[]) => void,
): void {
  const logger = dataSource.logger;
  Object.assign(dataSource, {
    logger: new Proxy(logger, {
      get(target, property, receiver) {
        if (property === 'logQuery')
          return (query: string, parameters?: unknown[]) => {
            listener(query, parameters ?? []);
            return target.logQuery(query, parameters);
          };
        return Reflect.get(target, property, receiver);
      },
    }),
  });
}
