import { useEffect, type ChangeEvent, type ChangeEventHandler, type RefObject } from 'react';

/**
 * What a visitor typed into a server-rendered field before the page's script ran. React keeps it in
 * the field when it hydrates (react-dom leaves a hydrated input's value as it is), but the form's
 * state still holds the value the server rendered, so the form would send that: a code typed on a
 * slow phone was refused as empty. Once, after hydration, the typed text goes to `onChange` as if
 * typed then. On a page reached by a client-side visit the field holds the state's value: nothing to do.
 */
export function useValueTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: unknown,
  onChange: ChangeEventHandler<HTMLInputElement> | undefined,
): void {
  useEffect(() => {
    const node = input.current;
    if (!node || value === undefined || !onChange || node.value === String(value ?? '')) return;
    onChange({ target: node, currentTarget: node } as ChangeEvent<HTMLInputElement>);
    // Once, when the field first mounts (the hydration).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
