/** The admin area's list of contact form messages (decision 0047). */
export const support = {
  title: 'Contact messages',
  subtitle: 'What visitors wrote through the contact form of the help page, newest first.',
  empty: 'No messages yet.',
  loadFailed: 'The messages could not be loaded.',
  retry: 'Try again',
  older: 'Show older messages',
  notEmailed: 'Not e-mailed: set SUPPORT_EMAIL (or ADMIN_EMAILS) to receive messages by e-mail.',
  topics: {
    general: 'General question',
    billing: 'Plans and billing',
    technical: 'Something does not work',
    privacy: 'Privacy and data',
    partnership: 'Partnerships and press',
  },
} as const;
