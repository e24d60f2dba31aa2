import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CheckList, checkSummary, type CheckResult } from '@/components/diagnostics/check-list';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import type { PageProps, SelfCheckKind } from '@shared/pages';

type Result = CheckResult;

/** Which checks each page runs (docs/diagnostics.md). */
const CHECKS: Record<
  SelfCheckKind,
  Array<'mounted' | 'hydrated' | 'state' | 'events' | 'input' | 'focus' | 'dialog'>
> = {
  mount: ['mounted'],
  minimal: ['mounted'],
  hydration: ['mounted', 'hydrated'],
  simple: ['mounted', 'state'],
  interactivity: ['mounted', 'events', 'input', 'focus', 'dialog'],
};

/**
 * In-browser self-checks that report pass or fail by themselves, on load: the app mounted, the
 * server's HTML survived hydration, state renders, React's event handlers, controlled fields,
 * focus and a dialog work. Nothing is faked: each check drives the real DOM and reads it back.
 */
export default function SelfCheck({
  kind,
  title,
  purpose,
  serverToken,
  serverRenderedAt,
}: PageProps<'diagnostics/self-check'>) {
  const [results, setResults] = useState<Result[] | null>(null);
  const [count, setCount] = useState(0);
  const [text, setText] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const tokenRef = useRef<HTMLElement>(null);
  const countRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Read once at mount: was this page's HTML made by the server (a first visit), or by the client?
    const [navigation] = performance.getEntriesByType('navigation');
    const serverRendered = navigation?.name === window.location.href;
    void runChecks(CHECKS[kind], {
      serverToken,
      serverRendered,
      tokenText: () => tokenRef.current?.textContent ?? '',
      countText: () => countRef.current?.textContent ?? '',
      setCount,
      button: () => buttonRef.current,
      input: () => inputRef.current,
      setDialog: setDialogOpen,
    }).then(setResults);
    // Run once per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <AdminPageHeader title={title} description={purpose} />
      <p className="mb-4 text-sm text-crmgray-600 dark:text-zinc-400">
        Server token{' '}
        <code ref={tokenRef} className="font-mono">
          {serverToken}
        </code>
        , rendered at <time dateTime={serverRenderedAt}>{serverRenderedAt}</time>.
      </p>
      <h2 className="mb-2 flex items-center gap-2 text-base font-semibold" aria-live="polite">
        {results === null ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> Checking…
          </>
        ) : (
          checkSummary(results)
        )}
      </h2>
      {results && <CheckList checks={results} />}
      {kind !== 'minimal' && kind !== 'mount' && (
        <div className="max-w-md space-y-4 rounded-xl border border-crmgray-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
          <p className="text-sm">
            Count: <strong ref={countRef}>{count}</strong>
          </p>
          <Button ref={buttonRef} variant="secondary" onClick={() => setCount((value) => value + 1)}>
            Add one
          </Button>
          {kind === 'interactivity' && (
            <>
              <TextField
                ref={inputRef}
                label="Type something"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <p className="text-sm">You typed: {text || '—'}</p>
              <Dialog
                open={dialogOpen}
                onOpenChange={setDialogOpen}
                title="A dialog"
                description="It opened, and Escape or the close button closes it."
                trigger={<Button variant="secondary">Open a dialog</Button>}
              >
                <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                  Close
                </Button>
              </Dialog>
            </>
          )}
        </div>
      )}
    </>
  );
}

interface Probes {
  serverToken: string;
  serverRendered: boolean;
  tokenText: () => string;
  countText: () => string;
  setCount: (value: number) => void;
  button: () => HTMLButtonElement | null;
  input: () => HTMLInputElement | null;
  setDialog: (open: boolean) => void;
}

/** Lets React render what the last step changed before the next reads the DOM. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function runChecks(names: (typeof CHECKS)[SelfCheckKind], probe: Probes): Promise<Result[]> {
  const results: Result[] = [];
  const started = performance.now();
  for (const name of names) {
    switch (name) {
      case 'mounted':
        results.push({
          name: 'The app mounted and ran its effects',
          passed: true,
          detail: `${Math.round(started)} ms after the navigation started`,
        });
        break;
      case 'hydrated':
        results.push(
          probe.serverRendered
            ? {
                name: "The server's HTML survived hydration",
                passed: probe.tokenText() === probe.serverToken,
                detail: `the page shows ${probe.tokenText() || 'nothing'}, the server sent ${probe.serverToken}`,
              }
            : {
                name: "The server's HTML survived hydration",
                passed: false,
                detail:
                  'This page was opened by a link inside the app (no server HTML to hydrate): reload it.',
              },
        );
        break;
      case 'state': {
        probe.setCount(41);
        await nextFrame();
        results.push({
          name: 'State changes render',
          passed: probe.countText() === '41',
          detail: `the count shows ${probe.countText()}`,
        });
        break;
      }
      case 'events': {
        const before = Number(probe.countText());
        probe.button()?.click();
        await nextFrame();
        results.push({
          name: "React's click handler runs",
          passed: Number(probe.countText()) === before + 1,
          detail: `the count went from ${before} to ${probe.countText()}`,
        });
        break;
      }
      case 'input': {
        const input = probe.input();
        if (input) {
          // As a browser types: the native setter, then the input event React listens for.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'hello');
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        await nextFrame();
        results.push({
          name: 'A controlled field takes typing',
          passed:
            input?.value === 'hello' && document.body.textContent?.includes('You typed: hello') === true,
          detail: `the field holds “${input?.value ?? ''}”`,
        });
        break;
      }
      case 'focus': {
        probe.input()?.focus();
        results.push({
          name: 'Focus moves to a field',
          passed: document.activeElement === probe.input(),
          detail: `focus is on ${document.activeElement?.tagName.toLowerCase() ?? 'nothing'}`,
        });
        break;
      }
      case 'dialog': {
        probe.setDialog(true);
        await nextFrame();
        const dialog = document.querySelector('[role="dialog"]');
        const heading = dialog?.querySelector('h2')?.textContent ?? '';
        probe.setDialog(false);
        await nextFrame();
        results.push({
          name: 'A dialog opens and closes',
          passed: dialog !== null && document.querySelector('[role="dialog"]') === null,
          detail: dialog ? `“${heading}” opened and closed` : 'no dialog appeared',
        });
        break;
      }
    }
  }
  return results;
}
