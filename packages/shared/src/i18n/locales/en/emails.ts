/** Texts of the e-mails the server sends, in the reader's language. */
export const emails = {
  common: {
    greeting: 'Hi {name},',
    linkFallback: "If the button doesn't work, copy this link into your browser:",
    footer: 'Brandloom: ad creatives that follow your brand.',
  },
  verification: {
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    body: 'Thanks for signing up for Brandloom. Please confirm your email address to start creating.',
    action: 'Confirm email address',
    expiry_one: 'The link is valid for {count} hour.',
    expiry_other: 'The link is valid for {count} hours.',
    ignore: "If you didn't sign up for Brandloom, you can ignore this email.",
  },
  resetPassword: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    body: 'We received a request to reset the password of your Brandloom account. Choose a new one with the link below.',
    action: 'Choose a new password',
    expiry_one: 'The link is valid for {count} minute.',
    expiry_other: 'The link is valid for {count} minutes.',
    ignore: "If you didn't ask for this, you can ignore this email; your password stays the same.",
  },
  accountLocked: {
    subject: 'Sign-ins to your Brandloom account are paused',
    heading: 'We paused sign-ins to your account',
    body: 'Someone entered a wrong password for your Brandloom account several times in a row, so sign-ins from new devices are paused for a few minutes. Devices you have signed in on before can still sign in.',
    action: 'Choose a new password',
    expiry_one: 'The link is valid for {count} minute.',
    expiry_other: 'The link is valid for {count} minutes.',
    ignore:
      "If this wasn't you: nobody got in, but choosing a new password is a good idea. If it was you, you can also wait a few minutes and try again.",
  },
  exploreModeration: {
    subject: 'About your creative on Explore',
    hidden:
      'An admin has hidden one of your creatives from Explore after a report. It stays in your library.',
    unpublished:
      'An admin has unpublished one of your creatives from Explore after a report. It stays in your library.',
    blocked:
      'After a report, an admin has stopped you publishing to Explore: your creatives are no longer shown there. They stay in your library.',
    questions: 'If you think this is a mistake, reply through the help page.',
  },
} as const;
