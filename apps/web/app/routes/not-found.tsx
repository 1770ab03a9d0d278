import { useLocation } from 'react-router';
import { NotFound } from '~/components/layout/status-page';
import { translator } from '~/lib/translate';

export const meta = () => [{ title: translator('en')('marketing:meta.notFoundTitle') }];

/** Catch-all: any path no other route claims. The server answers these with HTTP 404. */
export default function CatchAll() {
  return <NotFound path={useLocation().pathname} />;
}
