/** A content file that breaks its schema: names the file and the field so an editor can fix it. */
export class ContentValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content (fix these files and start again):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    // Recognised by name where this module is not loaded yet (main.ts).
    this.name = 'ContentValidationError';
  }
}
