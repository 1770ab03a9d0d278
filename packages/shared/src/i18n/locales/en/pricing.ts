/** Public pricing: the pricing page, the plan comparison (also on the landing page), packs and the FAQ. */
export const pricing = {
  meta: {
    title: 'Pricing · Brandloom',
    description:
      'Free, Plus and Flex: monthly credits for on-brand image and video ads. Pay monthly in euros or dollars, cancel any time.',
  },
  hero: {
    eyebrow: 'Pricing',
    title: 'Pay for the creatives you make, not for seats.',
    subtitle:
      'Every plan includes your brand kit, every ad format and video in open beta. Start free, and move up when your campaigns do.',
  },
  currency: {
    label: 'Currency',
  },
  perMonth: 'per month',
  free: 'Free',
  popular: 'Most popular',
  recommended: 'Unlocks what you need',
  creditsPerMonth: '{credits} credits a month',
  creativesPerMonth: 'about {creatives} creatives a month',
  plans: {
    free: {
      tagline: 'Try it on your own brand.',
      cta: 'Start free',
      points: {
        one: 'Low quality images',
        two: 'Preset styles',
        three: '1 brand, free templates',
      },
    },
    plus: {
      tagline: 'For one brand that posts every week.',
      cta: 'Choose Plus',
      points: {
        one: 'Low and medium quality',
        two: 'Your own custom styles',
        three: 'Up to 5 brands, all templates',
      },
    },
    flex: {
      tagline: 'For teams and agencies: pick your volume.',
      cta: 'Choose Flex',
      points: {
        one: 'Every quality, up to high',
        two: 'Unlimited brands',
        three: 'Website image import, all templates',
      },
    },
  },
  flex: {
    label: 'Flex monthly credits',
    value: '{credits} credits',
    perHundred: '{price} per 100 credits',
    save: '{percent}% less per credit than Plus',
  },
  comparison: {
    title: 'Compare plans',
    subtitle: 'Every plan gets your logo, colours, fonts and tone on every creative.',
    caption: 'What each plan includes',
    feature: 'Feature',
    rows: {
      price: 'Price',
      credits: 'Monthly credits',
      creatives: 'Creatives per month',
      quality: 'Image quality',
      styles: 'Styles',
      brands: 'Brands',
      templates: 'Templates',
      websiteImport: 'Website image import',
      video: 'Video creatives',
    },
    values: {
      fromPrice: 'from {price}',
      upTo: 'up to {credits}',
      about: 'about {creatives}',
      presetStyles: 'Presets',
      customStyles: 'Presets and your own',
      oneBrand: '1 brand',
      brands: '{count} brands',
      unlimited: 'Unlimited',
      someTemplates: 'Free selection',
      allTemplates: 'All 10,000+',
      included: 'Included',
      notIncluded: 'Not included',
      videoBeta: 'Open beta',
    },
    qualities: { low: 'Low', medium: 'Medium', high: 'High', auto: 'Auto' },
    seeAll: 'See prices and volumes',
  },
  packs: {
    title: 'Need a few more credits?',
    subtitle:
      'Credit packs top up any plan, Free included. They are used after your monthly credits and never expire with the month.',
    credits: '{credits} credits',
    once: 'one-time',
    buy: 'Buy {credits} credits',
  },
  faq: {
    title: 'Questions about credits and billing',
    items: {
      credits: {
        q: 'What is a credit?',
        a: 'Credits pay for generating. An image costs 2 credits at low quality, 6 at medium, 18 at high and 14 at auto; a video 24 to 200 credits, depending on its model and length. A creative averages about 5 credits, which is how we count creatives per month.',
      },
      refill: {
        q: 'When do my monthly credits refill?',
        a: 'Every month on the day and at the time you subscribed (on Free, the day you confirmed your e-mail). Unused monthly credits do not roll over; credits from packs stay until you use them.',
      },
      upgrade: {
        q: 'What happens when I upgrade?',
        a: 'The new plan starts at once: your monthly credits are reset to the new allowance, and you pay the new month less the unused part of the old one.',
      },
      downgrade: {
        q: 'And when I downgrade or pick fewer credits?',
        a: 'The change is scheduled for the end of your billing period. You keep your current plan and credits until then, and you can cancel the scheduled change at any time.',
      },
      cancel: {
        q: 'Can I cancel any time?',
        a: 'Yes. Your plan stays active until the end of the period you paid for, then you move to Free. Until that date, "Keep subscription" undoes the cancellation.',
      },
      failed: {
        q: 'What if I run out of credits?',
        a: 'Generating stops until your next refill. Upgrade, pick more Flex credits or buy a pack to carry on straight away. Credits are only taken for creatives that finish; a failed or blocked one gives them back.',
      },
      payment: {
        q: 'How do I pay, and where are my invoices?',
        a: 'By card, monthly, in euros or US dollars. The billing portal in Settings lists every invoice to download, and lets you change your card.',
      },
    },
  },
} as const;
