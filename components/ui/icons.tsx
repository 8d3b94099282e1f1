import type { SVGProps } from 'react';

/** The few line icons the back-office uses (24×24, stroke = currentColor), decorative by default. */
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6 6 18',
  arrowUp: 'M12 19V5m-6 6 6-6 6 6',
  arrowDown: 'M12 5v14m6-6-6 6-6-6',
  indent: 'M3 6h18M11 12h10M11 18h10M3 10l4 3-4 3',
  outdent: 'M3 6h18M11 12h10M11 18h10M7 10l-4 3 4 3',
  edit: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  chevronDown: 'm6 9 6 6 6-6',
  expand: 'M4 9h16M4 15h16M9 4l3-3 3 3M9 20l3 3 3-3',
  home: 'M3 11 12 4l9 7v9h-6v-6H9v6H3v-9Z',
  box: 'M3 7l9-4 9 4-9 4-9-4Zm0 0v10l9 4 9-4V7',
  tree: 'M5 4h5v5H5zM14 15h5v5h-5zM14 5h5v5h-5zM7.5 9v8.5H14M10 7.5h4',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3',
  lifebuoy: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Zm0-5a4 4 0 1 1 0-8 4 4 0 0 1 0 8Z',
  globe: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18ZM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className = 'size-4', ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
