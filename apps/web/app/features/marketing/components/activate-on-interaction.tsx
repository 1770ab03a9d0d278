import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { prerenderedMarkupOf, useHydrationEnd } from './prerendered-markup';

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
 * A prerendered part that needs JavaScript only once a visitor uses it (the pricing page's
 * currency switch and Flex picker, the contact form), decision 0050. On the prerendered page it
 * stays markup, read back from the DOM like PrerenderedMarkup, and its code is not downloaded. The
 * first pointer over it, touch, focus or key starts `load` (the module of `children`, typically a
 * lazy component); the markup stays in place and usable meanwhile, and once the module is here the
 * live part replaces it, with the field values typed, the focus and a click made meanwhile carried
 * over. `eager` activates it at once (e.g. the address asks for a state the markup lacks).
 * Rendered client-side (a navigation), it is live from the start.
 */
export function ActivateOnInteraction({
  id,
  className,
  load,
  eager,
  children,
}: {
  id: string;
  className?: string;
  load: () => Promise<unknown>;
  eager?: () => boolean;
  children: ReactNode;
}) {
  const [markup] = useState(() => prerenderedMarkupOf(id));
  useHydrationEnd();
  const [live, setLive] = useState(markup === undefined);
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending>({ focus: null, click: null, values: new Map() });
  const started = useRef(false);

  const activate = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void load().then(() => setLive(true));
  }, [load]);

  useEffect(() => {
    if (eager?.()) activate();
  }, [eager, activate]);

  /**
   * On the markup (before and while the live part comes): a button or link does nothing yet and a
   * form is not sent natively; the click, focus and typing are noted for the live part to redo.
   */
  const guard = {
    onClick: (event: React.MouseEvent<HTMLDivElement>) => {
      const control = event.target instanceof Element ? event.target.closest('a, button') : null;
      if (!control) return;
      event.preventDefault();
      pending.current.click = pathOf(event.currentTarget, control);
      activate();
    },
    onFocus: (event: React.FocusEvent<HTMLDivElement>) => {
      pending.current.focus = pathOf(event.currentTarget, event.target);
      activate();
    },
    onInput: (event: React.FormEvent<HTMLDivElement>) => {
      const field = event.target as Field;
      if (field.name) pending.current.values.set(field.name, field.value);
    },
    onSubmit: (event: React.FormEvent<HTMLDivElement>) => event.preventDefault(),
  };

  if (markup === undefined) {
    return (
      <div id={id} className={className}>
        {children}
      </div>
    );
  }
  if (!live) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: listens to the controls inside it, which stay usable (keys activate it too)
      <div
        ref={root}
        id={id}
        className={className}
        onPointerOver={activate}
        onTouchStart={activate}
        onKeyDown={activate}
        {...guard}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, unchanged
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  return (
    <div ref={root} id={id} className={className}>
      {/* The module is here, but React may hold the markup a moment longer: still guarded. */}
      <Suspense
        fallback={
          <div
            className="contents"
            {...guard}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, unchanged
            dangerouslySetInnerHTML={{ __html: markup }}
          />
        }
      >
        {children}
        <TakeOver root={root} pending={pending.current} />
      </Suspense>
    </div>
  );
}

/** Once the live part is on screen: the values typed, the focus and the click made before it came. */
function TakeOver({ root, pending }: { root: React.RefObject<HTMLDivElement | null>; pending: Pending }) {
  useEffect(() => {
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
