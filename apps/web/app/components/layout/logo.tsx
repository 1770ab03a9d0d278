import { useId } from 'react';
import { useT } from '~/lib/i18n-context';

export function LogoMark({ className = 'size-7' }: { className?: string }) {
  // A unique id per instance: a gradient defined inside a hidden copy (e.g. the desktop sidebar on
  // a phone) cannot be referenced by the visible one.
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b7bff" />
          <stop offset="1" stopColor="#4f46e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M9 9h9.5a4.5 4.5 0 0 1 0 9H9zM9 18h10.5a4.5 4.5 0 0 1 0 9H9z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo() {
  const { t } = useT();
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-[17px] tracking-tight">
      <LogoMark />
      {t('productName')}
    </span>
  );
}
