import { Injectable } from '@nestjs/common';

/**
 * Gives an error the JSON shape one API's clients expect, from its status, readable message and the
 * body the app would send otherwise (which may already have that shape).
 */
export type JsonErrorBody = (
  status: number,
  message: string,
  body: Record<string, unknown>,
) => Record<string, unknown>;

/**
 * APIs whose clients expect their own error shape (the Supabase-compatible `/auth/v1` answers
 * `{code, msg}`) register it here for their path prefix; errors raised before a controller runs
 * (unreadable bodies, oversized ones) then reach those clients in the shape they understand.
 */
@Injectable()
export class JsonErrorBodies {
  private readonly formats: Array<{ prefix: string; body: JsonErrorBody }> = [];

  register(prefix: string, body: JsonErrorBody): void {
    this.formats.push({ prefix, body });
  }

  forPath(path: string): JsonErrorBody | undefined {
    return this.formats.find((format) => path.startsWith(format.prefix))?.body;
  }
}
