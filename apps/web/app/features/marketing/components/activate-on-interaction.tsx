import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
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
 * stays markup, read back from the DOM like PrerenderedMarkup, and its code is not downloaded; the
 * first pointer over it, touch, focus or key loads `children` (typically a lazy component), which
 * then replaces the identical markup: focus, a click made meanwhile and typed field values are
 * carried over. `eager` activates it at once (e.g. the address asks for a state the markup lacks).
 * Rendered client-side (a navigation), it is live from the start.
 */
export function ActivateOnInteraction({
  id,
  className,
  eager,
  children,
}: {
  id: string;
  className?: string;
  eager?: () => boolean;
  children: ReactNode;
}) {
  const [markup] = useState(() => prerenderedMarkupOf(id));
  useHydrationEnd();
  const [active, setActive] = useState(markup === undefined);
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending>({ focus: null, click: null, values: new Map() });

  useEffect(() => {
    if (eager?.()) setActive(true);
  }, [eager]);

  if (!active || markup === undefined) {
    if (markup === undefined)
      return (
        <div id={id} className={className}>
          {children}
        </div>
      );
    const activate = () => setActive(true);
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: listens to the controls inside it, which stay interactive
      <div
        ref={root}
        id={id}
        className={className}
        onPointerOver={activate}
        onTouchStart={activate}
        onKeyDown={activate}
        onFocus={(event) => {
          if (root.current) pending.current.focus = pathOf(root.current, event.target);
          activate();
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, unchanged
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }
  return (
    <div ref={root} id={id} className={className}>
      <Suspense fallback={<Waiting markup={markup} pending={pending.current} />}>
        {children}
        <TakeOver root={root} pending={pending.current} />
      </Suspense>
    </div>
  );
}

/** The markup again while the live part loads, noting what the visitor does meanwhile. */
function Waiting({ markup, pending }: { markup: string; pending: Pending }) {
  // Paths are taken from this wrapper: its children stand where the live part's will.
  const note = (event: React.SyntheticEvent<HTMLDivElement>, kind: 'focus' | 'click') => {
    if (event.target instanceof Element) pending[kind] = pathOf(event.currentTarget, event.target);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: notes what happens to the controls inside it (keys activated it already)
    <div
      className="contents"
      onFocus={(event) => note(event, 'focus')}
      onClick={(event) => {
        note(event, 'click');
        if (event.target instanceof HTMLElement && event.target.closest('a, button')) event.preventDefault();
      }}
      onInput={(event) => {
        const field = event.target as Field;
        if (field.name) pending.values.set(field.name, field.value);
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own prerendered markup, unchanged
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

/** Once the live part is on screen: the values typed, the focus and the click made before it came. */
function TakeOver({ root, pending }: { root: React.RefObject<HTMLDivElement | null>; pending: Pending }) {
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    for (const [name, value] of pending.values) {
      const field = container.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
      if (field) field.value = value;
    }
    if (pending.focus) elementAt(container, pending.focus)?.focus();
    if (pending.click) elementAt(container, pending.click)?.click();
  }, [root, pending]);
  return null;
}
