import { ErrorScreen } from '@/components/error-screen';

/** The page the server renders for 403, 404, 500 and other errors. */
export default function ErrorPage({ status, message }: { status: number; message?: string }) {
  return <ErrorScreen status={status} message={message} />;
}
