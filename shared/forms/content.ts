/** The back office's redirect form (src/modules/content/dto/redirect.dto.ts). */
export interface RedirectForm {
  path: string;
  target: string;
  status: 301 | 302;
  note?: string;
  enabled?: boolean;
}
