import '@fontsource/caveat/400.css';
import { PenLine, Type } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { TextField } from '@/components/ui/text-field';
import { cn } from '@/lib/cn';

type Method = 'typed' | 'drawn';

/**
 * The drawing pad (signature_pad, about 5 KB) loads when a signer chooses to draw: most type their
 * name, and the signing page stays inside its JavaScript budget. Never rendered on the server (the
 * page starts on "typed").
 */
const DrawSignature = lazy(() =>
  import('@/components/signing/signature-pad').then((module) => ({ default: module.DrawSignature })),
);

interface SignatureFieldsProps {
  method: Method;
  name: string;
  onMethod: (method: Method) => void;
  onName: (name: string) => void;
  onImage: (png: string | null) => void;
  errors: { name?: string; image?: string };
  /** "Your full name" for the client, the admin's own words on the countersignature. */
  nameLabel?: string;
}

/** How to sign (type the name or draw), the name, and the signature as it will appear: the client's and the countersigner's. */
export function SignatureFields({
  method,
  name,
  onMethod,
  onName,
  onImage,
  errors,
  nameLabel = 'Your full name',
}: SignatureFieldsProps) {
  return (
    <>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-crmgray-900 dark:text-zinc-100">
          How do you want to sign?
        </legend>
        <div className="grid grid-cols-2 gap-2" role="radiogroup">
          {(
            [
              ['typed', 'Type my name', Type],
              ['drawn', 'Draw my signature', PenLine],
            ] as const
          ).map(([value, label, Icon]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-crmblue-600',
                method === value
                  ? 'border-crmblue-600 bg-crmblue-50 text-crmblue-900 dark:bg-crmblue-950 dark:text-crmblue-100'
                  : 'border-crmgray-300 dark:border-zinc-700',
              )}
            >
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => onMethod(value)}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={nameLabel}
        autoComplete="name"
        value={name}
        onChange={(event) => onName(event.target.value)}
        error={errors.name}
      />
      {method === 'typed' ? (
        <div
          aria-label="Your signature"
          className="flex h-24 items-center rounded-lg border border-dashed border-crmgray-300 px-4 text-4xl text-crmgray-950 dark:border-zinc-700 dark:text-zinc-50"
          style={{ fontFamily: "'Caveat', cursive" }}
        >
          {name || 'Your name'}
        </div>
      ) : (
        <Suspense
          fallback={
            <div
              aria-busy="true"
              className="flex h-40 items-center justify-center rounded-lg border border-crmgray-300 text-sm text-crmgray-600 dark:border-zinc-700 dark:text-zinc-400"
            >
              Opening the drawing box…
            </div>
          }
        >
          <DrawSignature onChange={onImage} error={errors.image} />
        </Suspense>
      )}
    </>
  );
}
