import type { SVGProps } from 'react';

/**
 * The public pages' icons, drawn from Lucide's path data (ISC licence). lucide-react's runtime
 * costs ~2 KB gzipped on top of each icon, too much for the public pages' budget; /app uses
 * lucide-react directly.
 */
type IconNode = [tag: string, attrs: Record<string, string>][];

export type IconProps = SVGProps<SVGSVGElement>;

export function Svg({ node, ...props }: IconProps & { node: IconNode }) {
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
