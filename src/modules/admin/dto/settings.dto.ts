import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsNumber,
  Matches,
  IsBoolean,
  IsEmail,
  IsInt,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { withoutNul } from '@common/validation/text.decorator';
import {
  MAX_BANK_DETAILS_LENGTH,
  MAX_NOTIFICATION_RECIPIENTS,
  MAX_SELLER_ADDRESS_LENGTH,
  SETTING_RANGES,
  SiteSettingsValues,
  VAT_RATE_RANGE,
} from '@shared/settings';
import { normaliseVatNumber } from '@shared/fees';

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
const toBool = ({ value }: { value: unknown }) =>
  value === 'true' || value === 'on' || value === '1'
    ? true
    : value === 'false' || value === '0'
      ? false
      : value;
/** "20" or "7.7" in the form, a number in JSON; anything else stays as sent and fails IsNumber. */
const toPercent = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\s*\d{1,2}(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value;
/** A VAT number as printed (spaces, dots and dashes dropped, upper case); empty stays empty. */
const vatNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value.trim() === '' ? '' : (normaliseVatNumber(value) ?? value)) : value;
const text = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? withoutNul(value).trim() : value;
/** One address per line or comma-separated in the form; an array in JSON. Lower-cased, duplicates dropped. */
const emailList = ({ value }: { value: unknown }) => {
  const items = typeof value === 'string' ? value.split(/[\s,;]+/) : value;
  if (!Array.isArray(items)) return value;
  return [
    ...new Set(items.map((item) => (typeof item === 'string' ? item.trim().toLowerCase() : item))),
  ].filter((item) => item !== '');
};

const between = (key: keyof typeof SETTING_RANGES, noun: string) => {
  const [min, max] = SETTING_RANGES[key];
  const message = `Enter a whole number of ${noun} from ${min} to ${max}.`;
  return [IsInt({ message }), Min(min, { message }), Max(max, { message })];
};
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

/** Every editable setting at once, as the settings form sends it (shared/settings.ts). */
export class SettingsDto implements SiteSettingsValues {
  @Transform(emailList)
  @ArrayMaxSize(MAX_NOTIFICATION_RECIPIENTS, {
    message: `List at most ${MAX_NOTIFICATION_RECIPIENTS} addresses.`,
  })
  @IsEmail({}, { each: true, message: 'Each recipient must be an email address, e.g. team@example.com.' })
  @MaxLength(254, { each: true, message: 'An email address can be at most 254 characters.' })
  notificationRecipients: string[];

  @Transform(text)
  @IsUrl(
    { protocols: ['https'], require_protocol: true, require_tld: true },
    { message: 'Enter the booking page as an https:// address, e.g. https://cal.com/your-team.' },
  )
  @MaxLength(2000, { message: 'The URL can be at most 2,000 characters.' })
  bookingUrl: string;

  @Transform(text)
  @IsString({ message: 'Bank details must be text.' })
  @MaxLength(MAX_BANK_DETAILS_LENGTH, {
    message: `Bank details can be at most ${MAX_BANK_DETAILS_LENGTH.toLocaleString('en')} characters.`,
  })
  bankDetails: string;

  @Transform(text)
  @IsString({ message: 'The legal name must be text.' })
  @MaxLength(160, { message: 'The legal name can be at most 160 characters.' })
  sellerName: string;

  @Transform(text)
  @IsString({ message: 'The address must be text.' })
  @MaxLength(MAX_SELLER_ADDRESS_LENGTH, {
    message: `The address can be at most ${MAX_SELLER_ADDRESS_LENGTH} characters.`,
  })
  sellerAddress: string;

  @Transform(vatNumber)
  @IsString({ message: 'The VAT number must be text.' })
  @Matches(/^([A-Z]{2}[A-Z0-9]{2,18})?$/, {
    message:
      'Enter the VAT number with its country prefix, like GB123456789 or DE123456789, or leave it empty.',
  })
  sellerVatNumber: string;

  @Transform(toPercent)
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'Enter the VAT rate as a percentage like 20 or 7.7.' },
  )
  @Min(VAT_RATE_RANGE[0], { message: `Enter a VAT rate from ${VAT_RATE_RANGE[0]} to ${VAT_RATE_RANGE[1]}%.` })
  @Max(VAT_RATE_RANGE[1], { message: `Enter a VAT rate from ${VAT_RATE_RANGE[0]} to ${VAT_RATE_RANGE[1]}%.` })
  vatRate: number;

  @Transform(toInt)
  @apply(between('analyticsRetentionDays', 'days'))
  analyticsRetentionDays: number;

  @Transform(toInt)
  @apply(between('leaderboardMinResponses', 'responses'))
  leaderboardMinResponses: number;

  @Transform(toInt)
  @apply(between('signingReminderDays', 'days'))
  signingReminderDays: number;

  @Transform(toInt)
  @apply(between('signingMaxReminders', 'reminders'))
  signingMaxReminders: number;

  @Transform(toBool)
  @IsBoolean({ message: 'Choose on or off.' })
  requireAdminTotp: boolean;
}
