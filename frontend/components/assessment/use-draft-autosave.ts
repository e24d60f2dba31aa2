import { router } from '@inertiajs/react';
import type { Answer, Answers, SectionId } from '@shared/assessment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { csrfHeaders } from '@/lib/csrf';
import { routes } from '@shared/routes';
import type { DraftForm } from '@shared/forms/assessment';

/** Typing pauses this long before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;
/** After a failed save (offline, server busy) try again after 5 s, then 10, 20… at most a minute. */
const retryDelayMs = (failures: number) => Math.min(5000 * 2 ** (failures - 1), 60_000);
/** Worth trying again: timeouts, rate limits, server errors. Any other refusal will not change by retrying. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

export type SaveState =
  { state: 'saved'; at: string } | { state: 'saving' } | { state: 'failed'; message: string };

const REFUSED: Record<number, string> = {
  404: 'This assessment is no longer open in this browser (it may have moved to another device through an emailed link).',
  409: 'This assessment has been submitted, or this step is not open yet.',
  419: 'This page has expired. Reload it to keep saving your answers.',
};

/**
 * Saves a step's answers to the server-side draft as the visitor works: only the questions they
 * changed (so an older tab never overwrites answers given elsewhere), one request at a time (so
 * saves land in order), after a pause in typing, before any link away, and when the page is hidden
 * or closed (a `keepalive` request that outlives the page). Failures that may pass are retried with
 * a growing delay; answers the server refuses come back as field errors.
 */
export function useDraftAutosave(step: SectionId, answers: Answers, savedAt: string) {
  const [saveState, setSaveState] = useState<SaveState>({ state: 'saved', at: savedAt });
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const latest = useRef(answers);
  /** Changed and not sent yet. */
  const changed = useRef(new Set<string>());
  /** Sent and not confirmed yet. */
  const sending = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  const failures = useRef(0);
  const mounted = useRef(true);
  const retry = useRef<() => void>(() => undefined);

  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  const request = useCallback(
    (ids: string[], keepalive: boolean) =>
      fetch(routes.assessment.saveDraft(), {
        method: 'POST',
        keepalive,
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
        // null, not undefined: a cleared answer must reach the server as "cleared".
        body: JSON.stringify({
          step,
          answers: Object.fromEntries(
            ids.map((id): [string, Answer | null] => [id, latest.current[id] ?? null]),
          ),
        } satisfies DraftForm),
      }),
    [step],
  );

  const send = useCallback(async (): Promise<void> => {
    const ids = [...changed.current];
    if (ids.length === 0) return;
    changed.current.clear();
    for (const id of ids) sending.current.add(id);
    setSaveState({ state: 'saving' });
    try {
      const response = await request(ids, false);
      const body = (await response.json().catch(() => ({}))) as {
        savedAt?: string;
        errors?: Record<string, string>;
      };
      if (retryable(response.status)) throw new Error('The server is busy.');
      failures.current = 0;
      if (response.ok) {
        setDraftErrors({});
        setSaveState({ state: 'saved', at: body.savedAt ?? new Date().toISOString() });
      } else if (response.status === 422 && body.errors) {
        // The valid answers were saved; the others wait for the visitor to fix them.
        setDraftErrors(body.errors);
        setSaveState({ state: 'failed', message: 'Some answers need fixing before they can be saved.' });
      } else {
        setSaveState({
          state: 'failed',
          message: REFUSED[response.status] ?? 'Your answers could not be saved. Reload the page.',
        });
      }
    } catch (error) {
      for (const id of ids) changed.current.add(id);
      failures.current += 1;
      setSaveState({
        state: 'failed',
        message: `${error instanceof TypeError ? 'You seem to be offline.' : (error as Error).message} We will try again.`,
      });
      if (mounted.current) {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => retry.current(), retryDelayMs(failures.current));
      }
    } finally {
      for (const id of ids) sending.current.delete(id);
    }
  }, [request]);

  /** Saves what is pending now, after any save already on its way. */
  const save = useCallback((): Promise<void> => {
    window.clearTimeout(timer.current);
    queue.current = queue.current.then(send);
    return queue.current;
  }, [send]);

  useEffect(() => {
    retry.current = () => void save();
  }, [save]);

  const markChanged = useCallback(
    (id: string) => {
      changed.current.add(id);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  useEffect(() => {
    mounted.current = true;
    const pending = changed.current;
    const inFlight = sending.current;
    /** The page is going away: send everything not confirmed at once, in a request that outlives it. */
    const sendNow = () => {
      const ids = [...new Set([...inFlight, ...pending])];
      if (ids.length > 0) void request(ids, true).catch(() => undefined);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') sendNow();
    };
    window.addEventListener('pagehide', sendNow);
    document.addEventListener('visibilitychange', onHidden);

    // A link elsewhere (the stepper, the logo): save first, then go, whatever the save's outcome.
    let leaving = false;
    const removeBefore = router.on('before', (event) => {
      const visit = event.detail.visit;
      if (visit.method !== 'get' || leaving || (pending.size === 0 && inFlight.size === 0)) return;
      leaving = true;
      void save().finally(() =>
        router.visit(visit.url, {
          replace: visit.replace,
          preserveScroll: visit.preserveScroll,
          preserveState: visit.preserveState,
          only: visit.only,
          except: visit.except,
          headers: visit.headers,
        }),
      );
      return false;
    });
    const removeFinish = router.on('finish', () => {
      leaving = false;
    });
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
      window.removeEventListener('pagehide', sendNow);
      document.removeEventListener('visibilitychange', onHidden);
      removeBefore();
      removeFinish();
      sendNow();
    };
  }, [request, save]);

  return { saveState, draftErrors, markChanged, save };
}
