import { router } from '@inertiajs/react';
import type { Answer, Answers, SectionId } from '@shared/assessment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { csrfHeaders } from '@/lib/csrf';

/** Typing pauses this long before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;
/** After a failed save (offline, server busy), try again this much later. */
const RETRY_DELAY_MS = 5000;

export type SaveState =
  { state: 'saved'; at: string } | { state: 'saving' } | { state: 'failed'; message: string };

/**
 * Saves a step's answers to the server-side draft as the visitor works: only the questions they
 * changed (so an older tab never overwrites answers given elsewhere), one request at a time (so
 * saves land in order), after a pause in typing, again when the page is left, and before any
 * navigation away. A failed save is retried; answers the server refuses come back as field errors.
 */
export function useDraftAutosave(step: SectionId, answers: Answers, savedAt: string) {
  const [saveState, setSaveState] = useState<SaveState>({ state: 'saved', at: savedAt });
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const latest = useRef(answers);
  const changed = useRef(new Set<string>());
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    latest.current = answers;
  }, [answers]);

  const retry = useRef<() => void>(() => undefined);

  /** Sends the changed answers; true when it failed and should be tried again. */
  const send = useCallback(
    async (keepalive: boolean): Promise<boolean> => {
      const ids = [...changed.current];
      if (ids.length === 0) return false;
      changed.current.clear();
      // null, not undefined: a cleared answer must reach the server as "cleared".
      const payload: Record<string, Answer | null> = Object.fromEntries(
        ids.map((id) => [id, latest.current[id] ?? null]),
      );
      setSaveState({ state: 'saving' });
      try {
        const response = await fetch('/assessment/draft', {
          method: 'POST',
          keepalive,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
          body: JSON.stringify({ step, answers: payload }),
        });
        const body = (await response.json().catch(() => ({}))) as {
          savedAt?: string;
          errors?: Record<string, string>;
          message?: string;
        };
        if (response.ok) {
          setDraftErrors({});
          setSaveState({ state: 'saved', at: body.savedAt ?? new Date().toISOString() });
          return false;
        }
        if (response.status === 422 && body.errors) {
          // The valid answers were saved; the others wait for the visitor to fix them.
          setDraftErrors(body.errors);
          setSaveState({ state: 'failed', message: 'Some answers need fixing before they can be saved.' });
          return false;
        }
        throw new Error(body.message ?? 'Your answers could not be saved.');
      } catch (error) {
        for (const id of ids) changed.current.add(id);
        setSaveState({
          state: 'failed',
          message: `${error instanceof TypeError ? 'You seem to be offline.' : (error as Error).message} We will try again.`,
        });
        return true;
      }
    },
    [step],
  );

  /** Saves what is pending now, after any save already on its way. */
  const save = useCallback(
    (keepalive = false): Promise<void> => {
      window.clearTimeout(timer.current);
      const previous = inFlight.current ?? Promise.resolve();
      const next = previous
        .then(() => send(keepalive))
        .then((failed) => {
          if (failed) timer.current = window.setTimeout(() => retry.current(), RETRY_DELAY_MS);
        });
      inFlight.current = next;
      void next.finally(() => {
        if (inFlight.current === next) inFlight.current = null;
      });
      return next;
    },
    [send],
  );

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

  /** Nothing is left to send or on its way (so the server has what the page shows). */
  const settled = () => changed.current.size === 0 && inFlight.current === null;

  useEffect(() => {
    const pending = changed.current;
    const leave = () => void save(true);
    window.addEventListener('pagehide', leave);
    // A link elsewhere (the stepper, the logo): save first, then go.
    const removeBefore = router.on('before', (event) => {
      const visit = event.detail.visit;
      if (visit.method !== 'get' || settled()) return;
      void save().then(() => router.visit(visit.url, { preserveScroll: visit.preserveScroll }));
      return false;
    });
    return () => {
      window.removeEventListener('pagehide', leave);
      removeBefore();
      window.clearTimeout(timer.current);
      if (pending.size > 0) void save(true);
    };
  }, [save]);

  return { saveState, draftErrors, markChanged, save };
}
