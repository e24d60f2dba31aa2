import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { ModulesContainer } from '@nestjs/core';
import { ACCESS_METADATA, type Access } from '@common/security/access';
import { declaredPaths, routePath } from './route-path';

export interface RouteEntry {
  method: string;
  path: string;
  handler: string;
  module: string;
  /** Who may call it, as its controller or method declares (`@AdminOnly()`, `@SignedInOnly()`); null: anyone. */
  access: Access | null;
  /** The controller method itself, for reading its metadata (rate limits, access). */
  target: (...args: unknown[]) => unknown;
  /** Its controller class, whose metadata applies too. */
  controller: new (...args: never[]) => object;
}

/**
 * Every route of the application with the controller method that answers it, read from Nest's
 * metadata: the tests that walk every route and the back office's route table use the same list.
 */
export function routeInventory(modules: ModulesContainer): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const access =
          (Reflect.getMetadata(ACCESS_METADATA, handler) as Access | undefined) ??
          (Reflect.getMetadata(ACCESS_METADATA, controller) as Access | undefined) ??
          null;
        for (const base of declaredPaths(
          Reflect.getMetadata(PATH_METADATA, controller) as string | string[],
        )) {
          for (const path of declaredPaths(paths)) {
            entries.push({
              method,
              path: routePath(base, path),
              handler: `${controller.name}.${name}`,
              module: module.metatype.name.replace(/Module$/, ''),
              access,
              target: handler as RouteEntry['target'],
              controller,
            });
          }
        }
      }
    }
  }
  return entries.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
