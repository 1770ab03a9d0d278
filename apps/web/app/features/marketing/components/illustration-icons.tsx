import { type IconProps, Svg } from '~/components/icons';

/**
 * Icons that only the landing's parts loaded on demand draw (its story and showcase, the hero's
 * mock): kept out of components/icons.tsx, which is in the "site" chunk every public page
 * loads (decision 0050).
 */

export function Sparkles(props: IconProps) {
  return (
    <Svg
      node={[
        [
          'path',
          {
            d: 'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z',
          },
        ],
        ['path', { d: 'M20 2v4' }],
        ['path', { d: 'M22 4h-4' }],
        ['circle', { cx: '4', cy: '20', r: '2' }],
      ]}
      {...props}
    />
  );
}

export function Palette(props: IconProps) {
  return (
    <Svg
      node={[
        [
          'path',
          {
            d: 'M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z',
          },
        ],
        ['circle', { cx: '13.5', cy: '6.5', r: '.5', fill: 'currentColor' }],
        ['circle', { cx: '17.5', cy: '10.5', r: '.5', fill: 'currentColor' }],
        ['circle', { cx: '6.5', cy: '12.5', r: '.5', fill: 'currentColor' }],
        ['circle', { cx: '8.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
      ]}
      {...props}
    />
  );
}

export function MessageSquareText(props: IconProps) {
  return (
    <Svg
      node={[
        [
          'path',
          {
            d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
          },
        ],
        ['path', { d: 'M7 11h10' }],
        ['path', { d: 'M7 15h6' }],
        ['path', { d: 'M7 7h8' }],
      ]}
      {...props}
    />
  );
}

export function LayoutGrid(props: IconProps) {
  return (
    <Svg
      node={[
        ['rect', { width: '7', height: '7', x: '3', y: '3', rx: '1' }],
        ['rect', { width: '7', height: '7', x: '14', y: '3', rx: '1' }],
        ['rect', { width: '7', height: '7', x: '14', y: '14', rx: '1' }],
        ['rect', { width: '7', height: '7', x: '3', y: '14', rx: '1' }],
      ]}
      {...props}
    />
  );
}

export function Clapperboard(props: IconProps) {
  return (
    <Svg
      node={[
        ['path', { d: 'm12.296 3.464 3.02 3.956' }],
        ['path', { d: 'M20.2 6 3 11l-.9-2.4c-.3-1.1.3-2.2 1.3-2.5l13.5-4c1.1-.3 2.2.3 2.5 1.3z' }],
        ['path', { d: 'M3 11h18v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z' }],
        ['path', { d: 'm6.18 5.276 3.1 3.899' }],
      ]}
      {...props}
    />
  );
}
