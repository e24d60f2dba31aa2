import { Link, useForm } from '@inertiajs/react';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { NewsletterSignup } from '@/components/leads/newsletter-signup';
import { NoticeCard } from '@/components/leads/notice-card';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';
import type { FormState } from '@shared/forms/form-state';
import type { LinkTokenForm } from '@shared/forms/link-token';

const ok = (
  <CheckCircle2 className="size-7 text-crmturquoise-600 dark:text-crmturquoise-400" aria-hidden="true" />
);
const problem = <XCircle className="size-7 text-red-600 dark:text-red-400" aria-hidden="true" />;

const helpLink = (
  <Link
    href={routes.content.helpIndex()}
    className="font-medium text-crmblue-700 underline underline-offset-2 dark:text-crmblue-300"
  >
    Browse the help centre
  </Link>
);

/** Where the newsletter confirmation link lands: one click confirms (opening the link alone does not). */
export default function NewsletterConfirm({ result, token }: PageProps<'leads/newsletter-confirm'>) {
  const form = useForm<FormState<LinkTokenForm>>({ token: token ?? '' });
  if (result === 'ready') {
    return (
      <NoticeCard
        title="Confirm your subscription"
        icon={<CheckCircle2 className="size-7 text-crmblue-600 dark:text-crmblue-300" aria-hidden="true" />}
      >
        <p>
          One click and you will get one email a month with practical CRM advice. You can unsubscribe at any
          time.
        </p>
        <form
          method="post"
          action={routes.leads.confirm()}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            form.post(routes.leads.confirm());
          }}
        >
          <Button type="submit" loading={form.processing} autoFocus>
            Confirm my subscription
          </Button>
        </form>
      </NoticeCard>
    );
  }
  if (result === 'confirmed' || result === 'already-confirmed') {
    return (
      <NoticeCard
        title={result === 'confirmed' ? 'You are subscribed' : 'You are already subscribed'}
        icon={ok}
      >
        <p>
          Thanks for confirming. Once a month you will get one email with practical CRM advice. Every email
          has a one-click unsubscribe link.
        </p>
        <p>{helpLink} while you wait for the first one.</p>
      </NoticeCard>
    );
  }
  if (result === 'expired') {
    return (
      <NoticeCard
        title="This link has expired"
        icon={<Clock className="size-7 text-amber-600 dark:text-amber-300" aria-hidden="true" />}
      >
        <p>Confirmation links work for 7 days. Enter your address again and we will send a new one.</p>
        <NewsletterSignup />
      </NoticeCard>
    );
  }
  return (
    <NoticeCard
      title={result === 'used' ? 'This link has already been used' : 'This link is not valid'}
      icon={problem}
    >
      <p>
        {result === 'used'
          ? 'Each confirmation link works once. If you unsubscribed and want the newsletter again, sign up below and confirm the new email.'
          : 'The link may have been cut short by your email program. Copy the whole address from the email, or sign up again below.'}
      </p>
      <NewsletterSignup />
    </NoticeCard>
  );
}
