import { type ComponentType, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { prerenderedMarkupOf, useHydrationEnd } from '~/components/prerendered-markup';

/** Where an element sits under `root`: child indices, top down. */
function pathOf(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node && node !== root; node = node.parentElement) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the visitor did before the live part took over, to do it again there. */
interface Pending {
  focus: number[] | null;
  click: number[] | null;
  values: Map<string, string>;
}

/**
 * Client renders suspend on the part like on any lazy component: one per `load` (module-level
 * functions), kept here because a render that suspends keeps no memo of its own.
 */
const lazyParts = new WeakMap<() => Promise<ComponentType<never>>, ComponentType<never>>();
function lazyOf<Props>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let part = lazyParts.get(load as () => Promise<ComponentType<never>>);
  if (!part) {
    part = lazy(async () => ({ default: await load() })) as ComponentType<never>;
    lazyParts.set(load as () => Promise<ComponentType<never>>, part);
  }
  return part as ComponentType<Props>;
}

/**
 * A prerendered part that needs JavaScript only once a visitor uses it (the pricing page's
 * currency switch and Flex picker, the contact form), decision 0050. On the prerendered page it
 * stays markup, read back from the DOM like PrerenderedMarkup, and its code is not downloaded. The
 * first pointer over it, touch, focus or key starts `load` (its component, with whatever it needs
 * to render without suspending); the markup stays in place and usable meanwhile, then the live
 * component replaces it, with the field values typed, the focus and a click made meanwhile carried
 * over. `eager` activates it at once (e.g. the address asks for a state the markup lacks).
 * Rendered client-side (a navigation), it is live from the start (the navigation waits for it).
 */
export function ActivateOnInteraction<Props extends object>({
  id,
  className,
  load,
  props,
  eager,
}: {
  id: string;
  className?: string;
  load: () => Promise<ComponentType<Props>>;
  props: Props;
  eager?: () => boolean;
}) {
  const [markup] = useState(() => prerenderedMarkupOf(id));
  useHydrationEnd();
  const [Live, setLive] = useState<ComponentType<Props> | null>(null);
  const Lazy = lazyOf(load);
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending>({ focus: null, click: null, values: new Map() });
  const started = useRef(false);
  const lastInput = useRef(0);

  const pointerHeld = useRef(false);

  const activate = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void load().then((component) => {
      // Not in the middle of typing or of a click: a field being typed into would be swapped under
      // the keys, and a press that ends on the live button instead of the markup's is no click.
      const swap = () => {
        const markupRoot = root.current;
        const focused = document.activeElement;
        const typing =
          markupRoot &&
          focused &&
          markupRoot.contains(focused) &&
          performance.now() - lastInput.current < 400;
        if (typing || pointerHeld.current) {
          setTimeout(swap, 150);
          return;
        }
        // Values set without an input event (autofill, scripts) and the focus as they are now; what
        // is typed or focused from here until the live part commits is recorded by the handlers.
        if (markupRoot) {
          for (const field of markupRoot.querySelectorAll<Field>(
            'input[name], textarea[name], select[name]',
          )) {
            pending.current.values.set(field.name, field.value);
          }
          pending.current.focus =
            focused && markupRoot.contains(focused) ? pathOf(markupRoot, focused) : null;
        }
        setLive(() => component);
      };
      swap();
    });
  }, [load]);

  useEffect(() => {
    if (eager?.()) activate();
  }, [eager, activate]);

  if (markup === undefined) {
    return (
      <div id={id} className={className}>
        <Lazy {...props} />
      </div>
    );
  }
  if (Live) {
    return (
      <div ref={root} id={id} className={className}>
        <Live {...props} />
        <TakeOver root={root} pending={pending.current} />
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: listens to the controls inside it, which stay usable (keys activate it too)
    <div
      ref={root}
      id={id}
      className={className}
      onPointerOver={activate}
      onTouchStart={activate}
      onKeyDown={activate}
      onFocus={(event) => {
        pending.current.focus = pathOf(event.currentTarget, event.target);
        activate();
      }}
      onPointerDown={() => {
        pointerHeld.current = true;
        const release = () => {
          pointerHeld.current = false;
          window.removeEventListener('pointerup', release, true);
          window.removeEventListener('pointercancel', release, true);
        };
        window.addEventListener('pointerup', release, true);
        window.addEventListener('pointercancel', release, true);
        activate();
      }}
      // A button or link of the markup does nothing yet, and a form is not sent natively: the live
      // one does it once here.
      onClick={(event) => {
        const control = event.target instanceof Element ? event.target.closest('a, button') : null;
        if (!control) return;
        event.preventDefault();
        pending.current.click = pathOf(event.currentTarget, control);
        activate();
      }}
      onSubmit={(event) => event.preventDefault()}
      onInput={(event) => {
        lastInput.current = performance.now();
        const field = event.target as Partial<Field>;
        if (field.name && typeof field.value === 'string')
          pending.current.values.set(field.name, field.value);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, unchanged
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/**
 * As the live part commits, what the visitor did to the markup it replaced (values, focus, a click
 * made while it came), before the browser handles another key or click: a layout effect, so no
 * input falls between the markup going and its values arriving.
 */
function TakeOver({ root, pending }: { root: React.RefObject<HTMLDivElement | null>; pending: Pending }) {
  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    for (const [name, value] of pending.values) {
      const field = container.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
      if (field && field.value !== value) field.value = value;
    }
    if (pending.focus) elementAt(container, pending.focus)?.focus();
    if (pending.click) elementAt(container, pending.click)?.click();
  }, [root, pending]);
  return null;
}
