import type { ReactNode } from 'react';

/** Post bodies as JSX (no markdown parser to ship), keyed by slug. */
export const postBodies: Record<string, () => ReactNode> = {
  'guides/on-brand-ad-creative-checklist': () => (
    <>
      <p>
        When an ad looks “off”, the cause is rarely the picture itself. It is usually a decision nobody made:
        which green is <em>the</em> green, whether the logo may sit on a photo, how loud the headline is
        allowed to be. Make these decisions once, write them down, and every creative — from a designer, an
        agency or a generator — starts from the same place.
      </p>
      <h2>1. Pin your colours as values, not names</h2>
      <p>
        “Our blue” means five different blues to five people. Record hex values for a primary colour, one or
        two accents and a neutral, and say which may be used as a background. Two backgrounds are plenty for
        ads.
      </p>
      <h2>2. Choose one headline font and one text font</h2>
      <p>
        Ads are small and fast. A bold display face for the headline and a plain sans for everything else read
        well at feed size. Keep the actual font files at hand so the text is set in them, not approximated.
      </p>
      <h2>3. Keep logo files for light and dark backgrounds</h2>
      <p>
        A single logo file ends up on the wrong background sooner or later. Keep a version for light and one
        for dark backgrounds, both as transparent PNG or SVG, and a square icon for small placements.
      </p>
      <h2>4. Write your tone in three adjectives</h2>
      <p>
        “Warm, direct, a little cheeky” is a brief a writer — or a model — can follow. Add one sentence you
        would never say; it is often more useful than the adjectives.
      </p>
      <h2>5. Decide the call to action per goal</h2>
      <p>
        “Shop now” for sales, “Try it free” for sign-ups, “Learn more” only when you must. A consistent call
        to action makes results comparable across campaigns.
      </p>
      <h2>6. Set a maximum headline length</h2>
      <p>
        Six to eight words survive every format, including a 9:16 story with interface elements on top. Longer
        lines belong in the ad text, not in the picture.
      </p>
      <h2>7. Know your placements before you start</h2>
      <p>
        List where the campaign will run and the aspect ratios it needs — usually 1:1 for the feed, 9:16 or
        2:3 for stories and 16:9 or 3:2 for display. Generating for the right ratio beats cropping afterwards.
      </p>
      <h2>8. Review against the kit, not against taste</h2>
      <p>
        When a creative comes back, check it against the list above: right colours, right fonts, logo intact,
        headline within length, the agreed call to action. Taste discussions get shorter when the kit does the
        talking.
      </p>
      <p>
        In Brandloom, these answers live in your brand: colours, fonts, logos and tone are applied by our
        renderer on every creative, so the checklist is enforced rather than remembered.
      </p>
    </>
  ),
  'brand-kit/one-brief-every-format': () => (
    <>
      <p>
        A campaign rarely runs in one format. The same offer shows up as a square in the feed, a tall story
        and a wide banner — and each is often designed separately, drifting a little further from the brand
        each time. Here is a way to plan so that all of them look like one campaign.
      </p>
      <h2>Start from the message, not the layout</h2>
      <p>
        Write the brief as three parts: the one-line headline, the supporting line and the call to action. If
        the headline needs the supporting line to make sense, it is too weak to carry a story ad, where only
        the headline is read.
      </p>
      <h2>Pick one anchor element</h2>
      <p>
        Choose the element that must appear in every format: usually the product, sometimes a colour field or
        a character. Everything else may move or disappear; the anchor keeps the set recognisable at a glance.
      </p>
      <h2>Plan for safe areas</h2>
      <p>
        Stories put a profile bar at the top and reply controls at the bottom. Keep the headline and logo
        within the middle 80% of a 9:16 frame. In wide banners the opposite applies: text on one side, the
        anchor on the other.
      </p>
      <h2>Let the ratio change the composition, not the brand</h2>
      <ul>
        <li>
          <strong>1:1 (feed):</strong> headline top left, anchor bottom right, call to action under the
          headline.
        </li>
        <li>
          <strong>2:3 or 9:16 (story):</strong> stack the elements; the anchor takes the middle third.
        </li>
        <li>
          <strong>3:2 or 16:9 (display):</strong> split the frame; copy left, anchor right.
        </li>
      </ul>
      <p>Colours, fonts and logo placement rules stay the same in all three. Only the arrangement changes.</p>
      <h2>Review the set side by side</h2>
      <p>
        Put the formats next to each other before you publish. If one could belong to another brand, it is
        usually the colour balance: a background colour that dominates one format and barely appears in
        another.
      </p>
      <p>
        Brandloom generates all formats from a single prompt and applies the same brand kit to each, so the
        set starts consistent and you spend your review on the message rather than on alignment.
      </p>
    </>
  ),
};
