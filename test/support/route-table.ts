import { ModulesContainer } from '@nestjs/core';
import { routeInventory, type RouteEntry } from '@common/http/route-inventory';
import { TestApp } from './test-app';

export type { RouteEntry };

/** Every route of the application with the controller method that answers it, read from Nest's metadata. */
export function routeTable(app: TestApp): RouteEntry[] {
  return routeInventory(app.app.get(ModulesContainer));
}
