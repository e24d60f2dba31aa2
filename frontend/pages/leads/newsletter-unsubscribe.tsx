import { router } from '@inertiajs/react';
import { MailX, XCircle } from 'lucide-react';
import { useState } from 'react';
import { NoticeCard } from '@/components/leads/notice-card';
import { Button } from '@/components/ui/button';
import type { PageProps } from '@shared/pages';
import { routes } from '@shared/routes';

/** The unsubscribe link of every newsletter email: one button, and a way back if it was a mistake. */
export default function NewsletterUnsubscribe({
  subscriber,
  link,
}: PageProps<'leads/newsletter-unsubscribe'>) {
  const [busy, setBusy] = useState(false);
  if (!subscriber || !link) {
    return (
      <NoticeCard
        title="This link is not valid"
        icon={<XCircle className="size-7 text-red-600 dark:text-red-400" aria-hidden="true" />}
      >
        <p>
          The link may have been cut short by your email program. Open the newsletter email again and use its
          unsubscribe link, or reply to the email and we will take you off the list by hand.
        </p>
      </NoticeCard>
    );
  }
  const query = { id: link.id, token: link.token };
  const post = (url: string) =>
    router.post(url, {}, { onStart: () => setBusy(true), onFinish: () => setBusy(false) });
  const icon = <MailX className="size-7 text-crmgray-600" aria-hidden="true" />;

  if (subscriber.status === 'unsubscribed') {
    return (
      <NoticeCard title="You are unsubscribed" icon={icon}>
        <p>
          <strong className="font-medium">{subscriber.email}</strong> will not get the Clearline newsletter
          again.
        </p>
        <p>Changed your mind? We will send a confirmation link first.</p>
        <Button variant="secondary" loading={busy} onClick={() => post(routes.leads.resubscribe(query))}>
          Subscribe again
        </Button>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard title="Unsubscribe from the newsletter" icon={icon}>
      <p>
        Stop sending the Clearline newsletter to <strong className="font-medium">{subscriber.email}</strong>?
      </p>
      <Button loading={busy} onClick={() => post(routes.leads.unsubscribe(query))}>
        Unsubscribe
      </Button>
    </NoticeCard>
  );
}
