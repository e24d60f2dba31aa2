import { IsIn } from 'class-validator';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export class UpdateThemeDto {
  @IsIn(THEMES, { message: 'Choose light, dark or system.' })
  theme: Theme;
}
