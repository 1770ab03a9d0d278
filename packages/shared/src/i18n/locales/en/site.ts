/**
 * The public site's pages beyond the landing: help, contact, comparisons and the blog's labels
 * (decision 0047). Read by the prerender (route loaders put each page's part in its HTML) and by
 * the server (contact e-mails, blog covers and feeds); never bundled into the browser's scripts.
 */
export const site = {
  meta: {
    helpTitle: 'Help and contact · Brandloom',
    helpDescription:
      'Answers about credits, plans, brand kits, formats, downloads and privacy, and a form to ask us anything else.',
    compareTitle: 'Brandloom vs {tool}: an honest comparison',
    compareDescription:
      'How Brandloom and {tool} differ in pricing model, brand handling, text on the image, video and self-hosting, with sources.',
    generatorsTitle: 'AI ad generators compared: what to check before you choose',
    generatorsDescription:
      'A checklist for comparing AI ad creative tools on cost per usable creative, brand control, exact text and where your data lives.',
    feedTitle: 'Brandloom blog',
  },
  blog: {
    categories: {
      guides: 'Guides',
      copywriting: 'Copywriting',
      'brand-kit': 'Brand kit',
      testing: 'Testing',
      video: 'Video',
      planning: 'Planning',
    },
    related: 'Keep reading',
    inEnglish: 'In English',
    translationsNote: 'Articles not yet translated are shown in English.',
    feed: 'Subscribe (Atom feed)',
    draft: 'Draft',
    previewOn: 'Preview mode: drafts are shown.',
    previewStaging: 'Preview mode with the staging source: drafts are shown.',
    previewExit: 'Leave preview',
  },
  help: {
    eyebrow: 'Help centre',
    title: 'How can we help?',
    subtitle: 'Short answers to the questions we are asked most. If yours is not here, write to us below.',
    topics: {
      credits: {
        title: 'Credits',
        q1: 'What is a credit?',
        a1: 'Credits pay for generation. An image costs 2 credits at low quality, 6 at medium, 18 at high and 14 at auto; a video costs between 24 and 200 credits depending on the model and its length. The cost is shown on the button before you generate.',
        q2: 'What happens to credits when a creative fails?',
        a2: 'Credits are reserved when a creative is queued and given back automatically if it fails or is blocked by content moderation. Every spend and refund is listed under Settings → Credits.',
        q3: 'When do my monthly credits refill?',
        a3: 'Every month on the day and time your plan started. Credits you bought as a pack come on top and are used after the monthly allowance.',
      },
      plans: {
        title: 'Plans and billing',
        q1: 'Which plans are there?',
        a1: 'Free (50 credits a month, low quality), Plus (200 credits a month, low and medium quality, custom styles) and Flex (a monthly volume you choose, up to 3,500 credits, every quality and unlimited brands).',
        q2: 'Can I change or cancel my plan?',
        a2: 'Yes, on the subscription page in the app. Upgrades apply at once; downgrades and cancellations take effect at the end of the period, and until then you keep your plan. A pending cancellation can be undone with "Keep subscription".',
      },
      brandKit: {
        title: 'Brand kit',
        q1: 'What does a brand hold?',
        a1: 'A name, your website, a short brief, colours, fonts, logos and icons. Every creative made with the brand uses them.',
        q2: 'Will my logo and text be exactly right?',
        a2: 'Yes. The logo is placed from your own file and the headline, sub-line and button are set in your fonts by our renderer, so the logo is pixel-exact and the copy is spelled as written.',
        q3: 'Can the brand be filled in from my website?',
        a3: 'Yes: enter your address and the website scan suggests name, colours, fonts and logo, which you check before saving. Importing images from your site needs a paid plan.',
      },
      formats: {
        title: 'Formats',
        q1: 'Which sizes can I make?',
        a1: 'Images in 1:1, 2:3 and 3:2; videos in 16:9 and 9:16. The format finder in the app turns a platform and placement into the right ratio.',
        q2: 'Is video available to everyone?',
        a2: 'Video is in open beta. A video starts from one of your creatives or an upload and is animated with the camera move you describe.',
      },
      downloads: {
        title: 'Downloads',
        q1: 'In which file types can I download?',
        a1: 'JPG, PNG or WebP, at full size, 50% or 25%. Videos download as MP4.',
        q2: 'May I use the creatives in paid ads?',
        a2: 'Yes, creatives you make are yours to use in your advertising. Make sure that photos and logos you upload are yours to use, too.',
      },
      privacy: {
        title: 'Privacy',
        q1: 'Who sees my creatives?',
        a1: 'Only you, unless you turn on publishing to the explore feed in your settings.',
        q2: 'Can I delete my account?',
        a2: 'Yes, under Settings → Account. Your account, creatives, uploads and brands are removed, and an active subscription is cancelled.',
        q3: 'Do you track visitors?',
        a3: 'The public pages set no tracking cookies and load nothing from third parties. See the privacy policy for what we store.',
      },
    },
  },
  contact: {
    title: 'Contact us',
    intro: 'Write to us and we will answer by e-mail, usually within two working days.',
    name: 'Name',
    email: 'E-mail',
    topic: 'Topic',
    topics: {
      general: 'General question',
      billing: 'Plans and billing',
      technical: 'Something does not work',
      privacy: 'Privacy and data',
      partnership: 'Partnerships and press',
    },
    message: 'Message',
    messageHint: 'At least 10 characters.',
    website: 'Leave this field empty',
    submit: 'Send message',
    sending: 'Sending…',
    sentTitle: 'Thank you, your message is on its way.',
    sentBody: 'We will reply to {email}.',
    sendAnother: 'Send another message',
    privacyNote: 'We use your name and e-mail address only to answer this message.',
    failed: 'Your message could not be sent. Please try again.',
    emailSubject: 'Contact form: {topic} — {name}',
    emailIntro: '{name} <{email}> wrote through the contact form ({language}):',
  },
  compare: {
    eyebrow: 'Comparison',
    title: 'Brandloom vs {tool}',
    intro:
      'Both help you make ad creatives. This page sets out how they differ, using only what each product states publicly. Where we found no public statement, the cell says so.',
    checked: 'Sources read on {date}. Products change: check the sources before you decide.',
    feature: 'What',
    us: 'Brandloom',
    sources: 'Sources',
    ourSource: 'Brandloom: the help page of this site and the product’s documentation.',
    notStated: 'Not stated in the sources we checked',
    differentTitle: 'What we do differently',
    different: {
      brandLayer:
        'An offline brand layer: logo, colours and fonts are applied by our own renderer, not guessed by a model.',
      exact:
        'Exact logo and copy: the logo is placed from your file and the text is set in your fonts, as written.',
      selfHost:
        'Self-hosting: run the whole product on your own server with two commands; no third-party account is needed.',
      credits:
        'Honest credits: the cost is shown before you generate, and failed or blocked creatives are refunded automatically.',
    },
    others: 'Other comparisons',
    cta: 'Try Brandloom free',
    rows: {
      pricing: 'Pricing model',
      free: 'Free plan or trial',
      output: 'Cost of one output',
      brand: 'Brand kit',
      text: 'Text on the creative',
      formats: 'Other sizes',
      video: 'Video',
      hosting: 'Where it runs',
      failed: 'Failed generations',
    },
    brandloom: {
      pricing: 'Plans with monthly credits: Plus 200, Flex a volume you choose up to 3,500.',
      free: 'Free plan: 50 credits a month.',
      output: 'Image 2, 6, 18 or 14 credits by quality; video 24 to 200 credits.',
      brand: 'Colours, fonts, logos, icons and tone per brand; filled in from a website scan.',
      text: 'Set by our renderer in your fonts, exactly as written.',
      formats: 'Each ratio laid out on its own: images 1:1, 2:3, 3:2.',
      video: 'Open beta: 16:9 and 9:16 from a creative or upload.',
      hosting: 'Hosted, or on your own server (self-hosted, works offline).',
      failed: 'Credits returned automatically; every spend and refund listed.',
    },
    tools: {
      canva: {
        summary:
          'Canva is a general design platform with templates for many kinds of design; Brandloom is made only for ad creatives from a prompt.',
        pricing: 'Subscription plans; some features need a premium plan such as Canva Pro.',
        free: 'A Canva Free plan exists.',
        brand: 'Brand kits are set up in the Brand tab (teams).',
        formats: 'Resizing a design into other sizes is a premium feature; free plans get a limited trial.',
      },
      'adcreative-ai': {
        summary:
          'AdCreative.ai generates ad creatives from your brand and product; its plans are priced in credits a month.',
        pricing: 'Subscription with credits per month; the Starter plan lists 20 credits a month.',
        free: 'A 7-day free trial with 20 credits.',
      },
      'predis-ai': {
        summary:
          'Predis.ai generates social posts, ad creatives and videos; its plans include a monthly number of credits.',
        pricing: 'Monthly credits by plan: Core 1,300, Rise 3,200, Enterprise+ 10,000; no roll-over.',
        output: 'Ad creative or social image post: 20 credits per image (e-commerce product creative: 25).',
        video: 'Standard video: 140 credits per 10 seconds.',
      },
      creatify: {
        summary:
          'Creatify focuses on video ads, including AI avatars and product videos; generation is metered in credits.',
        pricing: 'Subscription with monthly credits; API plans are listed separately.',
        output:
          'AI video ads and avatar videos: 5 credits per 15 seconds; the cost is shown before rendering.',
        video: 'Video is the core product: video ads, avatar videos, short clips and product videos.',
      },
    },
    generators: {
      title: 'AI ad generators: what to check before you choose',
      intro:
        'AI ad tools look alike in demos. The differences that matter show up in the fifth week of use: what a usable creative really costs, whether the brand survives, and where your files live. Ask these questions of any tool, ours included.',
      checklistTitle: 'Questions to ask',
      questions: {
        cost: 'What does one usable creative cost, counting attempts and fixes, not just one generation?',
        brand: 'Are your logo, colours and fonts applied exactly, or approximated by the model?',
        text: 'Is the headline spelled exactly as you wrote it, in your font?',
        formats: 'Does each format get its own layout, or is one image cropped?',
        failed: 'Are failed or blocked generations charged?',
        data: 'Where are your brand files and creatives stored, and can you run it yourself?',
      },
      answerTitle: 'How Brandloom answers',
    },
  },
  landing: {
    chat: {
      eyebrow: 'Chat to creative',
      title: 'Write the brief like a message. Get the ads back.',
      body: 'Say what you are launching, where it will run and how it should feel. Brandloom reads the brief, writes the copy in the language you wrote in and lays out a separate design for each format, not one picture cropped three ways.',
      you: 'You',
      assistant: 'Brandloom',
      reply:
        'Three creatives for {brand}: a feed post, a story and a banner, in the brand’s colours, fonts and logo.',
      formats: {
        square: 'Feed post · 1:1',
        portrait: 'Story · 2:3',
        landscape: 'Banner · 3:2',
      },
      alt: 'Ad creative by Brandloom for {brand}: “{headline}”',
      note: 'These creatives were made by Brandloom’s renderer from the prompt above when this page was built. Nothing was retouched.',
    },
    brands: {
      eyebrow: 'Made for brands',
      title: 'Your brand kit, applied exactly. Every time.',
      body: 'Image models guess at logos and misspell headlines. Brandloom does not leave that to a model: your logo is placed from your own file and your copy is set in your fonts by our renderer.',
      points: {
        kit: {
          title: 'One brand kit',
          body: 'Name, website, a short brief, colours, fonts, logos for light and dark grounds, and your tone of voice. Every creative made with the brand uses them.',
        },
        scan: {
          title: 'Filled in from your website',
          body: 'Enter your address and the website scan suggests name, colours, fonts and logo. You check them before anything is saved.',
        },
        exact: {
          title: 'Logo and fonts kept exact',
          body: 'The logo is pixel-exact and the headline, sub-line and button are spelled as written, in your typefaces.',
        },
      },
      kitTitle: 'Brand kit',
      kitAlt:
        'Brand kit of {brand}: the logo, four brand colours and a sample of the heading and body typefaces',
      colours: 'Colours',
      fonts: 'Fonts',
      headingFont: 'Headings:',
      bodyFont: 'Body text:',
      creativeAlt: 'An offer ad for {brand} set in its own logo, colours and fonts: “{headline}”',
      sample:
        '{brand} is a sample brand. Its creative was rendered from a one-line offer when this page was built.',
    },
    video: {
      eyebrow: 'Video creatives · open beta',
      title: 'Turn a finished creative into a short video.',
      body: 'Pick a creative or an upload and describe the motion: a slow push in, a pan, the headline sliding up. The animator keeps your copy, button and logo as their own layers, so the words stay sharp while the picture moves.',
      points: {
        formats: 'Vertical 9:16 for stories and reels, wide 16:9 for feeds and video placements.',
        credits: 'The cost in credits is shown before you start; a failed video gives its credits back.',
        download: 'Download as MP4 and upload it wherever you advertise.',
      },
      clipLabel: 'A video creative made from the {brand} offer above',
    },
    intro: {
      eyebrow: 'See it in action',
      title: 'From sign-up to a downloaded video in one take',
      body: 'A screen recording of the product in one take, with only the waits for rendering shortened: signing up, writing a prompt, getting creatives, animating one and downloading the result.',
      videoLabel:
        'Screen recording of Brandloom: sign up, write a prompt, get creatives, make a video, download',
    },
    faq: {
      title: 'Questions, answered',
      subtitle: 'More in the help centre.',
      helpLink: 'Open the help centre',
      q1: 'How is this different from an image model?',
      a1: 'A model may paint the scene, but your logo is composited from your own file and the text is set in your fonts by our renderer. So the logo is never warped and the headline is spelled exactly as written.',
      q2: 'Do I need a design tool or a designer?',
      a2: 'No. You describe the campaign in the chat and get finished ads in 1:1, 2:3 and 3:2. If you want to adjust one, the image editor and the variants are in the same place.',
      q3: 'What does it cost?',
      a3: 'Free comes with 50 credits every month and needs no card. An image costs 2 credits at low quality and up to 18 at high; the cost is shown on the button before you generate. Plus and Flex add more credits, qualities and brands.',
      q4: 'What happens to my credits if a creative fails?',
      a4: 'They are reserved when the creative is queued and given back automatically if it fails or is blocked. Every spend and refund is listed in your settings.',
      q5: 'Which languages can the ads be in?',
      a5: 'English, German, French and Spanish. The copy is written in the language of your prompt, or your brand’s language.',
      q6: 'Can I use the creatives in paid ads?',
      a6: 'Yes, the creatives you make are yours to use in your advertising. Make sure the photos and logos you upload are yours to use too.',
      q7: 'Can I run Brandloom on my own servers?',
      a7: 'Yes. Brandloom is one self-hostable product: it runs with an embedded database and renderer on one machine, or with Postgres and S3-compatible storage when you grow.',
    },
  },
} as const;
