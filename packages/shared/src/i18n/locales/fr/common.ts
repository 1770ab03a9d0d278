import type { Messages } from '../../catalog.ts';
import type { common as en } from '../en/common.ts';

export const common: Messages<typeof en> = {
  productName: 'Brandloom',
};
