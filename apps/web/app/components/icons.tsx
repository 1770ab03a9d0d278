import type { SVGProps } from 'react';

/**
 * The public pages' icons, drawn from Lucide's path data (ISC licence). lucide-react's runtime
 * costs ~2 KB gzipped on top of each icon, too much for the public pages' budget; /app uses
 * lucide-react directly.
 */
type IconNode = [tag: string, attrs: Record<string, string>][];

type IconProps = SVGProps<SVGSVGElement>;

function Svg({ node, ...props }: IconProps & { node: IconNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      {...props}
    >
      {node.map(([Tag, attrs]) => (
        <Tag key={Object.values(attrs).join()} {...attrs} />
      ))}
    </svg>
  );
}

export function Menu(props: IconProps) {
  return (
    <Svg
      node={[
        ['path', { d: 'M4 5h16' }],
        ['path', { d: 'M4 12h16' }],
        ['path', { d: 'M4 19h16' }],
      ]}
      {...props}
    />
  );
}

export function X(props: IconProps) {
  return (
    <Svg
      node={[
        ['path', { d: 'M18 6 6 18' }],
        ['path', { d: 'm6 6 12 12' }],
      ]}
      {...props}
    />
  );
}

export function Globe(props: IconProps) {
  return (
    <Svg
      node={[
        ['circle', { cx: '12', cy: '12', r: '10' }],
        ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20' }],
        ['path', { d: 'M2 12h20' }],
      ]}
      {...props}
    />
  );
}

export function Check(props: IconProps) {
  return <Svg node={[['path', { d: 'M20 6 9 17l-5-5' }]]} {...props} />;
}

export function Monitor(props: IconProps) {
  return (
    <Svg
      node={[
        ['rect', { width: '20', height: '14', x: '2', y: '3', rx: '2' }],
        ['line', { x1: '8', x2: '16', y1: '21', y2: '21' }],
        ['line', { x1: '12', x2: '12', y1: '17', y2: '21' }],
      ]}
      {...props}
    />
  );
}

export function Sun(props: IconProps) {
  return (
    <Svg
      node={[
        ['circle', { cx: '12', cy: '12', r: '4' }],
        ['path', { d: 'M12 2v2' }],
        ['path', { d: 'M12 20v2' }],
        ['path', { d: 'm4.93 4.93 1.41 1.41' }],
        ['path', { d: 'm17.66 17.66 1.41 1.41' }],
        ['path', { d: 'M2 12h2' }],
        ['path', { d: 'M20 12h2' }],
        ['path', { d: 'm6.34 17.66-1.41 1.41' }],
        ['path', { d: 'm19.07 4.93-1.41 1.41' }],
      ]}
      {...props}
    />
  );
}

export function Moon(props: IconProps) {
  return (
    <Svg
      node={[
        [
          'path',
          {
            d: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
          },
        ],
      ]}
      {...props}
    />
  );
}

export function ArrowRight(props: IconProps) {
  return (
    <Svg
      node={[
        ['path', { d: 'M5 12h14' }],
        ['path', { d: 'm12 5 7 7-7 7' }],
      ]}
      {...props}
    />
  );
}

export function ArrowLeft(props: IconProps) {
  return (
    <Svg
      node={[
        ['path', { d: 'm12 19-7-7 7-7' }],
        ['path', { d: 'M19 12H5' }],
      ]}
      {...props}
    />
  );
}

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
