/**
 * A function that runs in the CPU pool (`CpuPool.run`) instead of on the request's event loop:
 * the file that exports it and its export name, typed by that module so a caller's arguments and
 * result are checked. Declared where it is used, with a type-only import, so the main thread never
 * loads the libraries the task needs (pdf-lib, fonts…); only the worker threads do:
 *
 *   import type * as PipelinePdf from './pipeline-pdf';
 *   export const PIPELINE_PDF = cpuTask<typeof PipelinePdf>(require.resolve('./pipeline-pdf'))('renderPipelinePdf');
 *
 * The task's file must stay free of Nest providers and side effects: pure functions of plain data
 * (Dates, arrays, Buffers and plain objects cross the thread boundary).
 */
export interface CpuTask<Args extends unknown[], Result> {
  readonly file: string;
  readonly exportName: string;
  /** The platform's own work for every page (server rendering): allowed from any route. */
  readonly anyRoute?: boolean;
  /** Never set: carries the function's signature for the type checker. */
  readonly signature?: (...args: Args) => Result;
}

/** What the pool hands a worker thread: which function of which file, with which arguments. */
export interface CpuWorkItem {
  file: string;
  exportName: string;
  args: unknown[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- patterns that match any task */
export type CpuTaskArgs<Task> = Task extends CpuTask<infer Args, any> ? Args : never;
export type CpuTaskResult<Task> = Task extends CpuTask<any, infer Result> ? Result : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape; the task keeps its exact types
type AnyFunction = (...args: any[]) => unknown;
type FunctionsOf<Module> = {
  [Name in keyof Module]: Module[Name] extends AnyFunction ? Name : never;
}[keyof Module];

/** The tasks a module file offers: `cpuTask<typeof Module>(file)('exportName')`. */
export function cpuTask<Module>(file: string) {
  return <Name extends FunctionsOf<Module> & string>(
    exportName: Name,
  ): CpuTask<
    Parameters<Extract<Module[Name], AnyFunction>>,
    Awaited<ReturnType<Extract<Module[Name], AnyFunction>>>
  > => ({ file, exportName });
}
