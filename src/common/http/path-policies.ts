import { Injectable, OnModuleInit, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { declaredPaths, routePath } from './route-path';

/**
 * Request policies a module declares on its own controllers, read by the platform through Nest's
 * Reflector (docs/architecture.md, "Modules"):
 * - `@JsonErrors()`: the clients are programs, so errors are JSON, never the error screen. On a
 *   controller it covers every path under its prefix, matched or not (`/auth/v1/nope` is a JSON 404).
 * - `@CsrfExempt()`: requests that do not authenticate with our cookies (bearer-token APIs, signed
 *   webhooks, beacons, signed one-click unsubscribe links mail providers post to), so they cannot be
 *   forged across sites. The CSRF guard reads it from the handler and its controller.
 * - `@KeepsRawBody()`: the handler verifies the exact bytes received (signed webhooks): `req.rawBody`.
 * - `@StripsNul()`: the body may carry NUL characters, removed rather than refused (error reports
 *   quote whatever the browser had). Everywhere else a NUL in a body is a 400.
 *
 * The body parsers and the error filter act before or without a matched route, so `PathPolicies`
 * turns the declarations into path sets once, when the application starts. Everything under `/api/`
 * is for programs by convention.
 */
type Policy = 'json-errors' | 'csrf-exempt' | 'raw-body' | 'strips-nul';
const POLICIES = 'app:path-policies';

function policy(name: Policy): ClassDecorator & MethodDecorator {
  return (target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder = (descriptor?.value ?? target) as object;
    const current = (Reflect.getMetadata(POLICIES, holder) as Policy[] | undefined) ?? [];
    Reflect.defineMetadata(POLICIES, [...current, name], holder);
  };
}

export const JsonErrors = () => policy('json-errors');
export const CsrfExempt = () => policy('csrf-exempt');
export const KeepsRawBody = () => policy('raw-body');
export const StripsNul = () => policy('strips-nul');

const policiesOf = (holder: object): Policy[] =>
  (Reflect.getMetadata(POLICIES, holder) as Policy[] | undefined) ?? [];

/** For the CSRF guard: does the handler (or its controller) say it needs no token? */
export function isCsrfExempt(reflector: Reflector, handler: object, controller: object): boolean {
  return reflector
    .getAllAndMerge<Policy[]>(POLICIES, [handler as () => void, controller as () => void])
    .includes('csrf-exempt');
}

const jsonPrefixes = new Set<string>(['/api/']);
const exactPaths: Record<'json-errors' | 'raw-body' | 'strips-nul', Set<string>> = {
  'json-errors': new Set(),
  'raw-body': new Set(),
  'strips-nul': new Set(),
};

export const isJsonPath = (path: string): boolean =>
  exactPaths['json-errors'].has(path) ||
  [...jsonPrefixes].some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
export const keepsRawBody = (path: string): boolean => exactPaths['raw-body'].has(path);
export const stripsNul = (path: string): boolean => exactPaths['strips-nul'].has(path);

/**
 * Reads the declarations of every controller once, at start. They are static facts about the code,
 * so the sets are process-wide (every app instance of a test run shares them).
 */
@Injectable()
export class PathPolicies implements OnModuleInit {
  constructor(private readonly modules: ModulesContainer) {}

  onModuleInit(): void {
    for (const module of this.modules.values())
      for (const wrapper of module.controllers.values())
        if (wrapper.metatype) PathPolicies.declare(wrapper.metatype as Type);
  }

  private static declare(controller: Type): void {
    const bases = declaredPaths(
      Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined,
    );
    if (policiesOf(controller).includes('json-errors'))
      for (const base of bases) jsonPrefixes.add(`${routePath(base)}/`);
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const paths = declaredPaths(
        Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined,
      );
      for (const declared of policiesOf(handler)) {
        if (declared === 'csrf-exempt') continue; // read per request by the guard
        for (const base of bases)
          for (const path of paths) {
            const full = routePath(base, path);
            if (/[:*]/.test(full)) throw new Error(`@${declared} needs a path without parameters: ${full}`);
            exactPaths[declared].add(full);
          }
      }
    }
  }
}
