/** Public site: landing page, blog chrome and page meta. */
export const marketing = {
  meta: {
    homeTitle: 'Brandloom — On-brand ad creatives from a single prompt',
    homeDescription:
      'Describe your idea in a chat and get image and video ads with your logo, colours, fonts and tone — sized for every placement.',
    blogTitle: 'Blog · Brandloom',
    blogDescription: 'Practical guides to making ad creatives that look and sound like your brand.',
    termsTitle: 'Terms of service · Brandloom',
    privacyTitle: 'Privacy policy · Brandloom',
    legalDescription: 'The rules for using Brandloom and how we handle your data.',
    notFoundTitle: 'Page not found · Brandloom',
  },
  hero: {
    badge: 'Beta',
    eyebrow: 'Video creatives now in open beta',
    title: 'On-brand ad creatives from a single prompt.',
    subtitle:
      'Describe the idea in a chat. Brandloom sets your logo, colours, fonts and tone on every image and video — ready for every placement in seconds.',
    cta: 'Start free',
    secondary: 'See how it works',
    note: '50 free credits every month. No card needed.',
  },
  mock: {
    label: 'Example: three ad formats generated from one prompt',
    promptLabel: 'Prompt',
    prompt: 'Summer launch for our oat cold brew. Bright, playful, three formats.',
    brandKit: 'Brand kit applied',
    ready: '3 creatives ready',
    square: '1:1 Feed',
    portrait: '2:3 Story',
    landscape: '3:2 Display',
    headline1: 'Summer, served cold.',
    headline2: 'New: oat cold brew',
    headline3: '20% off your first box',
    cta1: 'Shop now',
    cta2: 'Try it',
    cta3: 'Order today',
  },
  features: {
    title: 'Everything your brand needs, in every creative',
    subtitle:
      'Your brand kit is applied by our renderer, not guessed by a model — so it is right every time.',
    brand: {
      title: 'Pixel-exact brand kit',
      body: 'Logos are placed from your own files and copy is set in your fonts. No warped logos, no misspelled headlines.',
    },
    chat: {
      title: 'Chat to creative',
      body: 'Describe the campaign in plain words, refine it in the same thread, and keep every version.',
    },
    formats: {
      title: 'Every placement',
      body: 'Square, portrait and landscape ads from one brief, with a format finder for each platform.',
    },
    video: {
      title: 'Video from any image',
      body: 'Animate a creative into a short video with camera motion and animated text. Open beta.',
    },
  },
  steps: {
    title: 'From idea to ad in three steps',
    one: {
      title: 'Add your brand',
      body: 'Paste your website. We pick up colours, fonts and logos for you.',
    },
    two: { title: 'Describe the idea', body: 'Say what you are promoting and where it will run.' },
    three: { title: 'Download and launch', body: 'Export JPG, PNG or WebP at full, half or quarter size.' },
  },
  cta: {
    title: 'Your next campaign, on brand from the first draft.',
    body: 'Start with 50 free credits. Upgrade when your team needs more.',
    button: 'Create your free account',
  },
  blog: {
    title: 'Blog',
    subtitle: 'Guides to making ad creatives that look like your brand.',
    readMore: 'Read article',
    minutes: '{count} min read',
    allPosts: 'All articles',
    byline: 'By {author}',
  },
  legal: {
    updated: 'Last updated {date}',
  },
} as const;
