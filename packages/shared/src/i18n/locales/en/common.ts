/** Strings shared by every screen of the web app. */
export const common = {
  productName: 'Brandloom',
} as const;
