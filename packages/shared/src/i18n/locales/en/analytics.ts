/** The admin area's first-party analytics (decision 0051). */
export const analytics = {
  title: 'Visitors and conversions',
  subtitle:
    'Counted by our own server: no third party, no cookies for visitors who are not signed in, Do Not Track respected. Days are UTC days.',
  range: { label: 'Range', days: '{days} days' },
  metrics: {
    visitors: 'Visitors',
    pageViews: 'Page views',
    signUps: 'Sign-ups',
    firstCreatives: 'First creatives',
    paid: 'Paid',
  },
  visitorsNote:
    'Visitors are counted per day (a visitor hash changes every day), so a range adds up each day’s visitors. Sign-in, the home pages and visitors with Do Not Track are not counted.',
  conversion: {
    title: 'Conversion',
    visitorToSignUp: 'Visitors → sign-up',
    signUpToFirstCreative: 'Sign-ups → first creative',
    signUpToPaid: 'Sign-ups → paid',
    ofVisitors: '{part} sign-ups from {whole} visitors',
    ofSignUps: '{part} of {whole} sign-ups',
    note: 'Of the people who signed up in this range, how many have since made their first creative or started a paid plan.',
  },
  byDay: {
    title: 'By day',
    show: 'Chart',
    day: 'Day',
    chartLabel: '{metric} per day from {from} to {to}; the table lists every day.',
    caption: 'Visitors, page views, sign-ups, first creatives and paid plans per day, newest first',
  },
  byLanguage: {
    title: 'By language',
    language: 'Language',
    caption: 'Visitors, page views, sign-ups, first creatives and paid plans per language',
  },
  pages: { title: 'Most viewed pages', page: 'Page', empty: 'No page views in this range.' },
  referrers: {
    title: 'Where visitors come from',
    site: 'Site',
    empty: 'No visits from other sites in this range.',
  },
  empty: 'Nothing counted in this range yet: no page views, sign-ups or payments.',
  loadFailed: 'The analytics could not be loaded.',
  retry: 'Try again',
} as const;
