import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-fields';
import { ConsentLabel } from './consent-label';
import { Honeypot } from './honeypot';

interface LeadFormEndProps {
  consent: boolean;
  onConsent: (consent: boolean) => void;
  consentError?: string;
  homepage: string;
  onHomepage: (value: string) => void;
  processing: boolean;
  submitLabel: string;
  note: string;
}

/** How every lead form ends: consent, the hidden honeypot, the button and when we reply. */
export function LeadFormEnd(props: LeadFormEndProps) {
  return (
    <>
      <div className="sm:col-span-2">
        <CheckboxField
          name="consent"
          label={<ConsentLabel />}
          checked={props.consent}
          onChange={props.onConsent}
          error={props.consentError}
        />
      </div>
      <Honeypot value={props.homepage} onChange={props.onHomepage} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" loading={props.processing}>
          {props.submitLabel}
        </Button>
        <p className="text-sm text-crmgray-600 dark:text-zinc-400">{props.note}</p>
      </div>
    </>
  );
}
