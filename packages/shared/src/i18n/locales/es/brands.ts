import type { Messages } from '../../catalog.ts';
import type { brands as en } from '../en/brands.ts';
import { brands as english } from '../en/brands.ts';

export const brands: Messages<typeof en> = english;
