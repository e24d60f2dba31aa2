import { ErrorScreen } from '@/components/error-screen';
import type { PageProps } from '@shared/pages';

/** The page the server renders for 403, 404, 500 and other errors. */
export default function ErrorPage({ status, message }: PageProps<'error'>) {
  return <ErrorScreen status={status} message={message} />;
}
