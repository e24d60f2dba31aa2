import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsBoolean, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { withoutNul } from '@common/validation/text.decorator';
import type { SignInProviderForm, SignInProviderKindValue } from '@shared/forms/sign-in-providers';

const text = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? withoutNul(value).trim() : value;
/** One domain per line or comma-separated; lower-cased, an "@" in front dropped, duplicates once. */
const domainList = ({ value }: { value: unknown }) => {
  const items = typeof value === 'string' ? value.split(/[\s,;]+/) : value;
  if (!Array.isArray(items)) return value;
  return [
    ...new Set(
      items.map((item) => (typeof item === 'string' ? item.trim().toLowerCase().replace(/^@/, '') : item)),
    ),
  ].filter((item) => item !== '');
};

const KINDS: SignInProviderKindValue[] = ['google', 'azure', 'oidc'];

/** POST /admin/settings/sign-in-providers(/:id). */
export class SignInProviderDto implements Omit<SignInProviderForm, 'domains'> {
  @IsIn(KINDS, { message: 'Choose Google, Microsoft or another OpenID Connect provider.' })
  kind: SignInProviderKindValue;

  @Transform(text)
  @IsString()
  @Matches(/^[a-z][a-z0-9_-]{1,39}$/, {
    message:
      'Use 2 to 40 lower-case letters, digits, "-" or "_", starting with a letter (for example acme-okta).',
  })
  name: string;

  @Transform(text)
  @IsString()
  @Matches(/^\S.{0,39}$/, { message: 'Enter the name people see on the button (up to 40 characters).' })
  label: string;

  @Transform(text)
  @IsString()
  @MaxLength(300, { message: 'The issuer address is at most 300 characters.' })
  issuer: string;

  @Transform(text)
  @IsString()
  @Matches(/^\S{1,300}$/, { message: 'Enter the client id the provider gave you.' })
  clientId: string;

  @Transform(text)
  @IsString()
  @MaxLength(500, { message: 'The client secret is at most 500 characters.' })
  clientSecret: string;

  @Transform(domainList)
  @ArrayMaxSize(20, { message: 'List at most 20 domains.' })
  @Matches(/^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
    each: true,
    message: 'Enter domains such as example.com, one per line.',
  })
  domains: string[];

  @IsBoolean()
  enabled: boolean;

  @IsBoolean()
  clientsMaySignIn: boolean;

  @IsBoolean()
  adminsMaySignIn: boolean;

  @IsBoolean()
  requireTwoStep: boolean;
}
